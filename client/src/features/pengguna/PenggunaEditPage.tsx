import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconDeviceFloppy, IconMailForward } from '@tabler/icons-react';
import type { Pengguna, PenggunaPatch } from '@ujian/shared/pengguna';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ActiveBadge } from '../../components/ActiveBadge';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf } from '../../components/server-message';
import { useAppAbility } from '../../lib/ability';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { MasterPicker } from '../master/MasterPicker';
import { usePengguna, useRoleNames, useSendResetLink, useUpdatePengguna } from './api';
import { penggunaPatchOf } from './pengguna-edit';

/** `/pengguna-edit/{id}`: role, prodi and active flag of one account, and a reset-password link. */
export function PenggunaEditPage() {
  const { t } = useTranslation(['admin', 'master']);
  const id = Number(useParams().id);
  const user = usePengguna(id);
  return (
    <Stack gap="lg" data-testid="pengguna-edit">
      <Anchor component={Link} to="/pengguna" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('pengguna.title')}
        </Group>
      </Anchor>
      {user.isPending ? (
        <Skeleton h={240} />
      ) : user.isError ? (
        <FormErrorAlert error={user.error} testId="pengguna-edit-error" />
      ) : (
        <PenggunaEditForm key={user.data.id} user={user.data} />
      )}
    </Stack>
  );
}

function PenggunaEditForm({ user }: { user: Pengguna }) {
  const { t } = useTranslation(['admin', 'master', 'common', 'errors']);
  const ability = useAppAbility();
  const canChange = ability.can('update', 'pengguna');
  const roles = useRoleNames();
  const save = useUpdatePengguna();
  const reset = useSendResetLink();
  const [role, setRole] = useState(user.role);
  const [prodiUuid, setProdiUuid] = useState<string | null>(user.prodiUuid);
  const [active, setActive] = useState(user.active);
  useEffect(() => {
    setRole(user.role);
    setProdiUuid(user.prodiUuid);
    setActive(user.active);
  }, [user]);

  const patch: PenggunaPatch = penggunaPatchOf(user, { role, prodiUuid, active });
  const dirty = Object.keys(patch).length > 0;
  const endsSessions = patch.role !== undefined || patch.active === false;

  return (
    <>
      <PageHeader
        title={user.fullName || user.username}
        subtitle={
          <Group gap="xs" component="span">
            <Text span>{user.email}</Text>
            <ActiveBadge active={user.active} />
          </Group>
        }
      />
      <Card withBorder radius="md">
        <Stack gap="md">
          {save.isSuccess && !dirty && (
            <Alert color="green" icon={<IconCircleCheck />} data-testid="pengguna-saved">
              {t('penggunaEdit.saved')}
            </Alert>
          )}
          {save.error ? (
            <Alert color="red" role="alert" data-testid="pengguna-save-error">
              {serverMessageOf(save.error, t)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('pengguna.columns.username')} value={user.username} readOnly />
            <TextInput label={t('pengguna.columns.nomorInduk')} value={user.nomorInduk ?? ''} readOnly />
            <Select
              label={t('pengguna.columns.role')}
              data={(roles.data ?? [user.role]).map((name) => ({
                value: name,
                label: t(`common:roles.${name}`, { defaultValue: name }),
              }))}
              value={role}
              onChange={(v) => v && setRole(v)}
              allowDeselect={false}
              disabled={!canChange}
              data-testid="pengguna-role"
            />
            <MasterPicker
              master="prodi"
              label={t('pengguna.columns.prodi')}
              value={prodiUuid}
              onChange={setProdiUuid}
              disabled={!canChange}
              testId="pengguna-prodi"
            />
            <Switch
              label={t('penggunaEdit.active')}
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
              disabled={!canChange}
              data-testid="pengguna-active"
            />
          </SimpleGrid>
          {endsSessions && (
            <Alert color="yellow" data-testid="pengguna-sessions-warning">
              {t('penggunaEdit.endsSessions')}
            </Alert>
          )}
          {canChange && (
            <Group justify="space-between">
              <Button
                variant="light"
                leftSection={<IconMailForward size={16} />}
                loading={reset.isPending}
                disabled={!user.active}
                onClick={() => reset.mutate(user.id)}
                data-testid="pengguna-reset-link"
              >
                {t('penggunaEdit.sendResetLink')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!dirty}
                loading={save.isPending}
                onClick={() => save.mutate({ id: user.id, patch })}
                data-testid="pengguna-save"
              >
                {t('master:actions.save')}
              </Button>
            </Group>
          )}
          {reset.isSuccess && (
            <Alert color="green" data-testid="pengguna-reset-sent">
              {t('penggunaEdit.resetSent', { email: user.email })}
            </Alert>
          )}
          {reset.error ? (
            <Alert color="red" role="alert" data-testid="pengguna-reset-error">
              {serverMessageOf(reset.error, t)}
            </Alert>
          ) : null}
        </Stack>
      </Card>
    </>
  );
}
