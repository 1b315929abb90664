import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '../../stores/session';
import { AuthCard, AuthShell } from '../auth/AuthShell';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { isDeadLinkError, useVerifyEmail } from './api';

/** `/account/verify/:token` (the mailed link) and `/account/verify?token=`: confirms the address once. */
export function VerifyEmailPage() {
  const { t } = useTranslation('notifikasi');
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const verify = useVerifyEmail();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const sent = useRef(false);

  useEffect(() => {
    // a link works once: StrictMode's second effect run must not spend it twice
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthShell>
      <AuthCard>
        <Title order={2} mb="md">
          {t('verify.title')}
        </Title>
        <Stack>
          {!token || isDeadLinkError(verify.error) ? (
            <Alert color="red" data-testid="verify-error">
              {t('verify.deadLink')}
            </Alert>
          ) : verify.isSuccess ? (
            <Alert color="teal" icon={<IconCircleCheck />} data-testid="verify-done">
              {t('verify.done')}
            </Alert>
          ) : verify.isError ? (
            <FormErrorAlert error={verify.error} testId="verify-error" />
          ) : (
            <Text c="dimmed" size="sm" display="flex" style={{ gap: 8, alignItems: 'center' }}>
              <Loader size="xs" /> {t('verify.checking')}
            </Text>
          )}
          <Anchor component={Link} to={loggedIn ? '/pages/account-setting' : '/login'} size="sm">
            {loggedIn ? t('verify.toAccount') : t('backToLogin')}
          </Anchor>
        </Stack>
      </AuthCard>
    </AuthShell>
  );
}
