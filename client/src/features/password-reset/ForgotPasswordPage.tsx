import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthShell } from '../auth/AuthShell';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useForgotPassword } from './api';
import { BackToLoginLink } from './BackToLoginLink';

/** `/forgot-password` (also reset-password-v2): asks for a reset link by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('notifikasi');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setMissing(!value);
    if (value) forgot.mutate(value);
  };

  return (
    <AuthShell>
      <AuthCard>
        <Title order={2} mb={4}>
          {t('forgot.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t('forgot.subtitle')}
        </Text>
        {forgot.isSuccess ? (
          <Alert color="teal" icon={<IconMailCheck />} data-testid="forgot-sent" mb="md">
            {t('forgot.sent')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormErrorAlert error={forgot.error} testId="forgot-error" />
              <TextInput
                type="email"
                label={t('forgot.email')}
                placeholder="nama@kampus.ac.id"
                leftSection={<IconMail size={16} />}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={missing ? t('forgot.emailRequired') : undefined}
                autoComplete="email"
                autoFocus
                data-testid="forgot-email"
              />
              <Button type="submit" fullWidth loading={forgot.isPending} data-testid="forgot-submit">
                {t('forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <BackToLoginLink />
      </AuthCard>
    </AuthShell>
  );
}
