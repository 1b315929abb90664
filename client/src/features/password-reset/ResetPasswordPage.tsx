import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@ujian/shared/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuthCard, AuthShell } from '../auth/AuthShell';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { isDeadLinkError, useResetPassword } from './api';
import { BackToLoginLink } from './BackToLoginLink';

/** `/pages/authentication/reset-password/:token` and `/account/reset/:token`: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('notifikasi');
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: password.length < PASSWORD_MIN_LENGTH ? t('reset.tooShort', { count: PASSWORD_MIN_LENGTH }) : undefined,
      confirm: confirm !== password ? t('reset.mismatch') : undefined,
    };
    setErrors(next);
    if (!next.password && !next.confirm) reset.mutate({ token, password });
  };

  return (
    <AuthShell>
      <AuthCard>
        <Title order={2} mb={4}>
          {t('reset.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t('reset.subtitle')}
        </Text>
        {reset.isSuccess ? (
          <Stack>
            <Alert color="teal" icon={<IconCircleCheck />} data-testid="reset-done">
              {t('reset.done')}
            </Alert>
            <Button component={Link} to="/login" data-testid="reset-to-login">
              {t('reset.signIn')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {isDeadLinkError(reset.error) ? (
                <Alert color="red" data-testid="reset-error">
                  {t('reset.deadLink')}{' '}
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    {t('reset.askAgain')}
                  </Anchor>
                </Alert>
              ) : (
                <FormErrorAlert error={reset.error} testId="reset-error" />
              )}
              <PasswordInput
                label={t('reset.password')}
                leftSection={<IconLock size={16} />}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={errors.password}
                autoComplete="new-password"
                autoFocus
                data-testid="reset-password"
              />
              <PasswordInput
                label={t('reset.confirm')}
                leftSection={<IconLock size={16} />}
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
                error={errors.confirm}
                autoComplete="new-password"
                data-testid="reset-confirm"
              />
              <Button type="submit" fullWidth loading={reset.isPending} data-testid="reset-submit">
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <BackToLoginLink />
      </AuthCard>
    </AuthShell>
  );
}
