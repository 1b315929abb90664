import { Anchor, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { isFixedCodeMaster } from '@ujian/shared/master';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ActiveBadge } from '../../components/ActiveBadge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useDeleteMasterRow, useMasterRow } from './api';
import { type MasterScreenConfig, rowTitle } from './define-master';
import { MasterAuditTrail } from './MasterAuditTrail';
import { MasterForm } from './MasterForm';
import { masterScreenOfPath } from './screens';

/** Path segment that opens an empty form instead of a stored row. */
export const NEW_ROW_SEGMENT = 'baru';

/** `/<name>/{uuid}` (view/edit) and `/<name>/baru` (create) of any master. */
export function MasterDetailPage() {
  const config = masterScreenOfPath(useLocation().pathname);
  const { uuid } = useParams();
  if (!config || !uuid) return <Navigate to="/error-404" replace />;
  return (
    <MasterDetail key={`${config.name}/${uuid}`} config={config} uuid={uuid === NEW_ROW_SEGMENT ? undefined : uuid} />
  );
}

function MasterDetail({ config, uuid }: { config: MasterScreenConfig; uuid: string | undefined }) {
  const { t } = useTranslation('master');
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const row = useMasterRow(config.name, uuid);
  const remove = useDeleteMasterRow(config.name);
  const [confirming, setConfirming] = useState(false);
  const fixed = isFixedCodeMaster(config.name);
  const creating = uuid === undefined;
  const canSave = creating ? !fixed && ability.can('create', config.name) : ability.can('update', config.name);
  const canDelete = !creating && !fixed && ability.can('delete', config.name);

  if (creating && !canSave) return <Navigate to="/not-authorized" replace />;

  const title = creating
    ? t('form.newTitle', { list: t(`${config.name}.one`) })
    : row.data
      ? rowTitle(config, row.data)
      : t(`${config.name}.one`);

  return (
    <Stack gap="lg" data-testid={`master-detail-${config.name}`}>
      <Anchor component={Link} to={config.path} size="sm" data-testid="master-back">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('form.backTo', { list: t(`common:menu.${config.name}`) })}
        </Group>
      </Anchor>
      <PageHeader
        title={title}
        subtitle={
          creating ? t(`${config.name}.subtitle`) : row.data && <ActiveBadge active={row.data.active !== false} />
        }
        actions={
          canDelete && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
              data-testid="master-delete"
            >
              {t('actions.delete')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md">
        {!creating && row.isPending ? (
          <Stack data-testid="master-detail-loading">
            <Skeleton h={58} />
            <Skeleton h={58} />
            <Skeleton h={58} />
          </Stack>
        ) : !creating && row.isError ? (
          <FormErrorAlert error={row.error} testId="master-detail-error" />
        ) : (
          <MasterForm
            config={config}
            row={row.data}
            readOnly={!canSave}
            justCreated={justCreated}
            onSaved={(saved, mode) => {
              // A new row gets its own address, so reload and Back show it (and that it was saved).
              if (mode === 'create')
                navigate(`${config.path}/${saved.uuid}`, { replace: true, state: { created: true } });
            }}
          />
        )}
      </Card>
      {uuid && canSave && row.data && <MasterAuditTrail name={config.name} uuid={uuid} />}
      <ConfirmDialog
        opened={confirming}
        title={t('delete.title')}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => uuid && remove.mutate(uuid, { onSuccess: () => navigate(config.path, { replace: true }) })}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        testId="master-delete-dialog"
      >
        {t('delete.text', { name: row.data ? rowTitle(config, row.data) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
