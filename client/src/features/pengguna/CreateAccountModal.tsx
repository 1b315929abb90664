import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { penggunaCreateSchema } from '@ujian/shared/auth';
import { fieldErrorsOf } from '@ujian/shared/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../components/server-message';
import { useAllOptions } from '../account-setting/api';
import { apiErrorOf, splitFieldErrors } from '../forms/server-errors';
import { toCreateBody, translateAccountMessage } from './account-form';
import { useCreatePengguna, useRoleNames } from './api';

const fields = ['username', 'email', 'fullName', 'role', 'prodiUuid', 'nomorInduk'] as const;
type Field = (typeof fields)[number];
const empty = {
  username: '',
  email: '',
  fullName: '',
  role: 'client',
  prodiUuid: null as string | null,
  nomorInduk: '',
};

/** "Create account": an approved account; the person gets a mail to set their password. */
export function CreateAccountModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation(['admin', 'auth', 'master', 'errors']);
  const create = useCreatePengguna();
  const roles = useRoleNames();
  const prodi = useAllOptions('prodi');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    setValues(empty);
    setErrors({});
    setFailure(null);
    onClose();
  };
  const set = (field: Field) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const errorOf = (field: Field) => translateAccountMessage(t, errors[field]);

  const submit = async () => {
    const body = toCreateBody(values);
    const parsed = penggunaCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const saved = await create.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('createAccount.created', { email: saved.email }) });
      close();
    } catch (err) {
      const split = splitFieldErrors(apiErrorOf(err), fields);
      setErrors(split.byField);
      if (Object.keys(split.byField).length === 0) setFailure(err);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('createAccount.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('importStudents.close') }}
      data-testid="create-account-modal"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Alert color="blue">{t('createAccount.hint')}</Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('createAccount.username')}
              value={values.username}
              onChange={(e) => set('username')(e.currentTarget.value)}
              error={errorOf('username')}
              withAsterisk
              data-testid="create-account-username"
            />
            <TextInput
              label={t('createAccount.email')}
              type="email"
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errorOf('email')}
              withAsterisk
              data-testid="create-account-email"
            />
            <TextInput
              label={t('createAccount.fullName')}
              value={values.fullName}
              onChange={(e) => set('fullName')(e.currentTarget.value)}
              error={errorOf('fullName')}
              withAsterisk
              data-testid="create-account-fullname"
            />
            <Select
              label={t('createAccount.role')}
              data={roles.data ?? ['client']}
              value={values.role}
              onChange={set('role')}
              error={errorOf('role')}
              allowDeselect={false}
              withAsterisk
              data-testid="create-account-role"
            />
            <Select
              label={t('createAccount.prodi')}
              data={(prodi.data ?? []).map((p) => ({
                value: p.uuid,
                label: p.kode ? `${p.nama} (${p.kode})` : p.nama,
              }))}
              value={values.prodiUuid}
              onChange={(v) => setValues((cur) => ({ ...cur, prodiUuid: v }))}
              error={errorOf('prodiUuid')}
              clearable
              searchable
              data-testid="create-account-prodi"
            />
            <TextInput
              label={t('createAccount.nomorInduk')}
              value={values.nomorInduk}
              onChange={(e) => set('nomorInduk')(e.currentTarget.value)}
              error={errorOf('nomorInduk')}
              inputMode="numeric"
              data-testid="create-account-nomor-induk"
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert" data-testid="create-account-error">
              {serverMessageOf(failure, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('master:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-account-submit">
              {t('createAccount.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
