import { Anchor, Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck, IconUserOff } from '@tabler/icons-react';
import type { Pengguna } from '@ujian/shared/pengguna';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, serverPageProps } from '../../components/DataTable';
import type { ListShape } from '../../components/list-query';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../components/use-list-state';
import { useAppAbility } from '../../lib/ability';
import { useApprovePengguna, useDeactivatePengguna, usePenggunaList } from './api';
import { penggunaColumns } from './pengguna-columns';

const shape: ListShape = { sortable: ['fullName', 'email', 'createdAt'], filters: [] };

/** `/pengguna-daftar-baru`: self-registrations nobody has reviewed yet, to approve or deactivate. */
export function PenggunaDaftarBaruPage() {
  const { t, i18n } = useTranslation(['admin', 'master', 'errors']);
  const ability = useAppAbility();
  const list = useListState(shape);
  const query = usePenggunaList({ ...list.params, status: 'pending' });
  const approve = useApprovePengguna();
  const deactivate = useDeactivatePengguna();
  const [toDeactivate, setToDeactivate] = useState<Pengguna | null>(null);
  const [toApprove, setToApprove] = useState<Pengguna | null>(null);
  const canChange = ability.can('update', 'pengguna');

  const nameOf = (u: Pengguna | null) => (u ? u.fullName || u.username : '');
  const closeApprove = () => {
    setToApprove(null);
    approve.reset();
  };
  const onApprove = (u: Pengguna) =>
    approve.mutate(u.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('daftarBaru.approved', { name: nameOf(u) }) });
        closeApprove();
      },
    });

  return (
    <Stack gap="lg" data-testid="pengguna-daftar-baru">
      <Anchor component={Link} to="/pengguna" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('pengguna.title')}
        </Group>
      </Anchor>
      <PageHeader title={t('daftarBaru.title')} subtitle={t('daftarBaru.subtitle')} />
      <Card withBorder radius="md">
        <Group mb="md">
          <SearchBox
            value={list.state.q}
            onSearch={list.setQuery}
            placeholder={t('pengguna.search')}
            testId="daftar-baru-search"
          />
        </Group>
        <DataTable
          testId="daftar-baru-table"
          columns={penggunaColumns(t, i18n.language)}
          rowKey={(u) => String(u.id)}
          {...serverPageProps(list, query)}
          emptyTitle={t('daftarBaru.emptyTitle')}
          emptyDescription={t('daftarBaru.emptyText')}
          rowActions={
            canChange
              ? (u) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={14} />}
                      onClick={() => setToApprove(u)}
                      aria-label={t('daftarBaru.approveNamed', { name: nameOf(u) })}
                      data-testid="daftar-baru-approve"
                    >
                      {t('daftarBaru.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconUserOff size={14} />}
                      onClick={() => setToDeactivate(u)}
                      data-testid="daftar-baru-deactivate"
                    >
                      {t('daftarBaru.deactivate')}
                    </Button>
                  </Group>
                )
              : undefined
          }
        />
      </Card>
      <ConfirmDialog
        opened={toApprove !== null}
        title={t('daftarBaru.approveTitle')}
        confirmLabel={t('daftarBaru.approve')}
        color="indigo"
        loading={approve.isPending}
        error={approve.error}
        onConfirm={() => toApprove && onApprove(toApprove)}
        onClose={closeApprove}
        testId="daftar-baru-approve-dialog"
      >
        {t('daftarBaru.approveText', { name: nameOf(toApprove), email: toApprove?.email ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={toDeactivate !== null}
        title={t('daftarBaru.deactivateTitle')}
        confirmLabel={t('daftarBaru.deactivate')}
        loading={deactivate.isPending}
        error={deactivate.error}
        onConfirm={() =>
          toDeactivate &&
          deactivate.mutate(toDeactivate.id, {
            onSuccess: () => {
              setToDeactivate(null);
              deactivate.reset();
            },
          })
        }
        onClose={() => {
          setToDeactivate(null);
          deactivate.reset();
        }}
        testId="daftar-baru-deactivate-dialog"
      >
        {t('daftarBaru.deactivateText', { name: toDeactivate?.fullName || toDeactivate?.username || '' })}
      </ConfirmDialog>
    </Stack>
  );
}
