import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@ujian/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { translateFieldMessage } from '../forms/field-message';
import { apiErrorOf, splitFieldErrors } from '../forms/server-errors';
import { useChangePassword } from './api';
import {
  emptyPasswordForm,
  type PasswordField,
  type PasswordFormValues,
  passwordFormFields,
  passwordFormSchema,
  passwordMessageKey,
} from './password-form';

/** Password change: the server ends every other login; this one stays with the new access token. */
export function PasswordPanel() {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues, unknown, { currentPassword: string; newPassword: string }>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      reset(emptyPasswordForm);
    } catch (err) {
      const split = splitFieldErrors(apiErrorOf(err), passwordFormFields);
      for (const [field, message] of Object.entries(split.byField)) {
        setError(field as PasswordField, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  const fieldError = (name: PasswordField) => {
    const message = errors[name]?.message;
    return translateFieldMessage(t, message ? passwordMessageKey(message) : undefined);
  };
  const serverFieldErrors = splitFieldErrors(apiErrorOf(change.error), passwordFormFields);
  const ended = change.data?.endedSessions ?? 0;

  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Title order={4}>{t('security.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('security.subtitle')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('security.title')}>
        <Stack gap="md">
          {change.isSuccess && (
            <Alert color="green" icon={<IconCircleCheck />} title={t('security.doneTitle')} data-testid="password-done">
              {ended > 0 ? t('security.doneEnded', { count: ended }) : t('security.doneNoneEnded')}
            </Alert>
          )}
          {Object.keys(serverFieldErrors.byField).length === 0 && (
            <FormErrorAlert error={change.error} testId="password-error" />
          )}
          <PasswordInput
            {...register('currentPassword')}
            label={t('security.current')}
            autoComplete="current-password"
            withAsterisk
            error={fieldError('currentPassword')}
            data-testid="password-current"
          />
          <PasswordInput
            {...register('newPassword')}
            label={t('security.new')}
            description={t('security.newHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            withAsterisk
            error={fieldError('newPassword')}
            data-testid="password-new"
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('security.confirm')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError('confirmPassword')}
            data-testid="password-confirm"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={change.isPending}
              leftSection={<IconLock size={18} />}
              data-testid="password-submit"
            >
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
