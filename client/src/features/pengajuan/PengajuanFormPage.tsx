import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { PengajuanKind } from '@ujian/shared/pengajuan';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf } from '../../lib/http';
import { AccountPendingNotice } from '../pengguna/AccountPendingNotice';
import { ActionBar } from './ActionBar';
import { mayEditData } from './actions';
import { useHasLulusSidang, usePengajuan } from './api';
import { DocumentList } from './DocumentList';
import { editPath, readonlyPath } from './kinds';
import { NoteAlert } from './NoteAlert';
import { PengajuanForm } from './PengajuanForm';
import { StatusBadge } from './StatusBadge';
import { useViewer } from './use-viewer';

/**
 * `/pengajuan-{kind}/baru` and `/edit/{uuid}`: the data first (a new pengajuan is created as a draft),
 * then its documents, then the submit button once everything is there.
 */
export function PengajuanFormPage({ kind }: { kind: PengajuanKind }) {
  const { t } = useTranslation(['pengajuan', 'errors']);
  const { uuid } = useParams();
  const navigate = useNavigate();
  const query = usePengajuan(kind, uuid);
  const row = query.data;
  const viewer = useViewer(row);
  // a yudisium before a passed sidang can be drafted, not submitted: say so up front
  const lulus = useHasLulusSidang(kind === 'yudisium' && (!row || row.userId === viewer.id));

  if (uuid && query.isPending) return <Loader />;
  if (uuid && (query.isError || !row))
    return (
      <Alert color="red" role="alert" data-testid="pengajuan-load-error">
        {errorMessageOf(query.error, t)}
      </Alert>
    );

  const editable = row ? mayEditData(row, viewer) : true;
  return (
    <Stack gap="lg" data-testid="pengajuan-form-page" data-uuid={row?.uuid ?? ''}>
      <PageHeader
        title={
          row
            ? t(`form.editTitle.${kind}`)
            : t(kind === 'sidang' ? 'common:menu.pengajuanSidangBaru' : 'common:menu.pengajuanYudisiumBaru')
        }
        subtitle={row ? undefined : t(`form.newSubtitle.${kind}`)}
        actions={
          row ? (
            <Button
              component={Link}
              to={readonlyPath(kind, row.uuid)}
              variant="default"
              leftSection={<IconEye size={16} />}
              data-testid="pengajuan-view-link"
            >
              {t('form.view')}
            </Button>
          ) : null
        }
      />
      {!row && <AccountPendingNotice />}
      {lulus.data === false && (
        <Alert color="orange" data-testid="pengajuan-needs-lulus">
          {t('blockers.HASIL_LULUS_REQUIRED')}
        </Alert>
      )}
      {row && <StatusBadge status={row.status} size="lg" />}
      {row && <NoteAlert row={row} />}
      {row && !editable && (
        <Alert color="blue" data-testid="pengajuan-not-editable">
          {t('form.notEditable')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="md">
          {t('form.dataTitle')}
        </Title>
        <PengajuanForm
          kind={kind}
          row={row}
          disabled={!editable}
          onSaved={(saved) => {
            if (!row) navigate(editPath(kind, saved.uuid), { replace: true });
          }}
        />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb={4}>
          {t('view.documents')}
        </Title>
        {row ? (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {t('upload.intro')}
            </Text>
            <DocumentList row={row} editable={editable} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('upload.afterCreate')}
          </Text>
        )}
      </Card>
      {row && (
        <ActionBar
          row={row}
          onDone={(event, next) => {
            if (event === 'SUBMIT' || event === 'RESUBMIT') navigate(readonlyPath(kind, next.uuid));
          }}
        />
      )}
    </Stack>
  );
}
