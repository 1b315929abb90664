import { Center, Loader, Stack, Text } from '@mantine/core';
import { homePathFor } from '@ujian/shared/roles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '../../stores/session';

/** A short stop after sign-in or a reload: sends the user to their role's home, or to login. */
export function RedirectingPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const role = useSessionStore((s) => (selectIsLoggedIn(s) ? s.userData?.role : undefined));

  useEffect(() => {
    // A beat so the message is readable rather than a flash; the target is known at once.
    const timer = window.setTimeout(() => navigate(homePathFor(role), { replace: true }), 400);
    return () => window.clearTimeout(timer);
  }, [navigate, role]);

  return (
    <Center mih="100vh" data-testid="redirecting">
      <Stack align="center" gap="md">
        <Loader size="lg" type="dots" />
        <Text c="dimmed" role="status">
          {t('redirecting.message')}
        </Text>
      </Stack>
    </Center>
  );
}
