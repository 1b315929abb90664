import { Alert, Badge, Button, Card, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import type { PengajuanKind } from '@ujian/shared/pengajuan';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf } from '../../lib/http';
import { ActionBar } from './ActionBar';
import { mayEditData } from './actions';
import { usePengajuan } from './api';
import { DocumentList } from './DocumentList';
import { HistoryTimeline } from './HistoryTimeline';
import { editPath, kindConfigs } from './kinds';
import { NoteAlert } from './NoteAlert';
import { PengajuanDetails } from './PengajuanDetails';
import { StatusBadge } from './StatusBadge';
import { useViewer } from './use-viewer';

/**
 * `/pengajuan-{kind}/readonly/{uuid}` (the student's) and `/readonly/admin/{uuid}` (reviewers'): the row,
 * its documents, the note and history, all refreshed live by `pengajuan:status`, and the actions
 * this user may take now.
 */
export function PengajuanViewPage({ kind, admin }: { kind: PengajuanKind; admin: boolean }) {
  const { t } = useTranslation(['pengajuan', 'errors']);
  const { uuid = '' } = useParams();
  const query = usePengajuan(kind, uuid);
  const row = query.data;
  const viewer = useViewer(row);

  if (query.isPending) return <Loader />;
  if (query.isError || !row)
    return (
      <Alert color="red" role="alert" data-testid="pengajuan-load-error">
        {errorMessageOf(query.error, t)}
      </Alert>
    );

  return (
    <Stack gap="lg" data-testid="pengajuan-view" data-uuid={row.uuid}>
      <PageHeader
        title={t(`view.title.${kind}`)}
        subtitle={
          admin
            ? `${row.mahasiswa.fullName}${row.mahasiswa.nomorInduk ? ` · ${row.mahasiswa.nomorInduk}` : ''}`
            : undefined
        }
        actions={
          <>
            {admin && (
              <Button
                component={Link}
                to={kindConfigs[kind].daftarPath}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('view.backToList')}
              </Button>
            )}
            {mayEditData(row, viewer) && (
              <Button
                component={Link}
                to={editPath(kind, row.uuid)}
                leftSection={<IconEdit size={16} />}
                data-testid="pengajuan-edit-link"
              >
                {t('view.edit')}
              </Button>
            )}
          </>
        }
      />
      <Group gap="sm">
        <StatusBadge status={row.status} size="xl" />
        {row.hasil && (
          <Badge
            size="xl"
            variant="outline"
            color={row.hasil === 'tidak_lulus' ? 'red' : 'green'}
            data-testid="pengajuan-hasil"
          >
            {t(`hasil.${row.hasil}`)}
          </Badge>
        )}
      </Group>
      <NoteAlert row={row} />
      <ActionBar row={row} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={4} mb="md">
                {t('view.details')}
              </Title>
              <PengajuanDetails row={row} />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={4} mb="md">
                {t('view.documents')}
              </Title>
              <DocumentList row={row} editable={false} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="md">
              {t('view.history')}
            </Title>
            <HistoryTimeline kind={kind} uuid={row.uuid} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
