import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconLogin2, IconUser } from '@tabler/icons-react';
import type { LoginBody } from '@ujian/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { translateFieldMessage } from '../forms/field-message';
import { lazyZodResolver } from '../forms/lazy-resolver';
import { AuthCard, AuthShell } from './AuthShell';
import { useLoginMutation } from './api';
import { DemoAccountsCard } from './DemoAccountsCard';
import { showDemoAccounts } from './demo-accounts';
import { useCompleteSignIn } from './use-complete-sign-in';

const loginResolver = lazyZodResolver<LoginBody>(() =>
  import('@ujian/shared/auth').then(({ loginBodySchema }) => loginBodySchema),
);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const login = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    // A failure stays in login.error and is shown above the form.
    const response = await login.mutateAsync(values).catch(() => undefined);
    if (response) completeSignIn(response);
  });

  return (
    <AuthShell>
      <Stack gap="lg">
        <AuthCard>
          <Title order={2} mb={4}>
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {t('login.subtitle')}
          </Text>
          <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
            <Stack gap="md">
              <FormErrorAlert error={login.error} testId="login-error" />
              <TextInput
                {...register('email')}
                label={t('login.emailOrUsername')}
                placeholder={t('login.emailPlaceholder')}
                autoComplete="username"
                leftSection={<IconUser size={16} />}
                error={translateFieldMessage(t, errors.email?.message)}
                data-testid="login-email"
                autoFocus
              />
              <PasswordInput
                {...register('password')}
                label={t('login.password')}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                leftSection={<IconLock size={16} />}
                error={translateFieldMessage(t, errors.password?.message)}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
                data-testid="login-password"
              />
              <Group justify="flex-end">
                <Anchor component={Link} to="/forgot-password" size="sm" data-testid="login-forgot">
                  {t('login.forgotPassword')}
                </Anchor>
              </Group>
              <Button
                type="submit"
                fullWidth
                loading={login.isPending}
                leftSection={<IconLogin2 size={18} />}
                data-testid="login-submit"
              >
                {t('login.submit')}
              </Button>
              <Text size="sm" ta="center">
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to="/register" data-testid="login-register-link">
                  {t('login.createAccount')}
                </Anchor>
              </Text>
            </Stack>
          </form>
        </AuthCard>
        {showDemoAccounts(import.meta.env.VITE_DEMO_ACCOUNTS) && (
          <DemoAccountsCard
            onPick={(account) => {
              setValue('email', account.email, { shouldValidate: true });
              setValue('password', account.password, { shouldValidate: true });
            }}
          />
        )}
      </Stack>
    </AuthShell>
  );
}
