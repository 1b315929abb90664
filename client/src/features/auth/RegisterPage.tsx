import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAt, IconId, IconLock, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { translateFieldMessage } from '../forms/field-message';
import { apiErrorOf, splitFieldErrors } from '../forms/server-errors';
import { AuthCard, AuthShell } from './AuthShell';
import { useRegisterMutation } from './api';
import { type RegisterFormValues, registerFormFields, registerFormSchema, toRegisterBody } from './register-form';
import { useCompleteSignIn } from './use-complete-sign-in';

type RegisterOutput = z.output<typeof registerFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const registerAccount = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
  });

  // Field errors from the server (email or username in use, ...) go on their fields; the rest above the form.
  const serverErrors = splitFieldErrors(apiErrorOf(registerAccount.error), registerFormFields);
  const hasFieldErrors = Object.keys(serverErrors.byField).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      completeSignIn(await registerAccount.mutateAsync(toRegisterBody(values)));
    } catch (err) {
      const split = splitFieldErrors(apiErrorOf(err), registerFormFields);
      for (const [field, message] of Object.entries(split.byField)) {
        setError(field as keyof RegisterFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  const fieldError = (name: keyof RegisterFormValues) => translateFieldMessage(t, errors[name]?.message);

  return (
    <AuthShell>
      <AuthCard>
        <Title order={2} mb={4}>
          {t('register.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t('register.subtitle')}
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
          <Stack gap="sm">
            {!hasFieldErrors && <FormErrorAlert error={registerAccount.error} testId="register-error" />}
            {serverErrors.rest.length > 0 && (
              <Alert color="red" data-testid="register-error-rest">
                {serverErrors.rest.map((message) => translateFieldMessage(t, message)).join(' ')}
              </Alert>
            )}
            <TextInput
              {...register('username')}
              label={t('register.username')}
              placeholder={t('register.usernamePlaceholder')}
              description={t('register.usernameHint')}
              autoComplete="username"
              leftSection={<IconUser size={16} />}
              error={fieldError('username')}
              data-testid="register-username"
              autoFocus
            />
            <TextInput
              {...register('email')}
              type="email"
              label={t('register.email')}
              placeholder={t('register.emailPlaceholder')}
              autoComplete="email"
              leftSection={<IconAt size={16} />}
              error={fieldError('email')}
              data-testid="register-email"
            />
            <TextInput
              {...register('fullName')}
              label={t('register.fullName')}
              placeholder={t('register.fullNamePlaceholder')}
              autoComplete="name"
              leftSection={<IconId size={16} />}
              error={fieldError('fullName')}
              data-testid="register-fullname"
            />
            <PasswordInput
              {...register('password')}
              label={t('register.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              error={fieldError('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              data-testid="register-password"
            />
            <PasswordInput
              {...register('confirmPassword')}
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              error={fieldError('confirmPassword')}
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              data-testid="register-confirm-password"
            />
            <Button
              type="submit"
              fullWidth
              mt="xs"
              loading={registerAccount.isPending}
              leftSection={<IconUserPlus size={18} />}
              data-testid="register-submit"
            >
              {t('register.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('register.haveAccount')}{' '}
              <Anchor component={Link} to="/login" data-testid="register-login-link">
                {t('register.signIn')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </AuthCard>
    </AuthShell>
  );
}
