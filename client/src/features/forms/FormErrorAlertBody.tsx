import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/http';
import { retryAfterSecondsOf, retryWait } from './error-text';
import { apiErrorOf } from './server-errors';

/** The alert itself (see FormErrorAlert); a 429 gets its own wording so people wait instead of retrying. */
export function FormErrorAlertBody({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  if (!error) return null;
  const info = apiErrorOf(error);
  if (info?.status === 429 || info?.code === 'RATE_LIMITED') {
    const seconds = retryAfterSecondsOf(error);
    const wait = seconds ? retryWait(seconds) : undefined;
    return (
      <Alert
        color="orange"
        icon={<IconClockPause />}
        title={t('auth:rateLimited.title')}
        data-testid={testId}
        role="alert"
      >
        {wait ? t(`auth:rateLimited.${wait.key}`, wait) : t('errors:RATE_LIMITED')}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} data-testid={testId} role="alert">
      {errorMessageOf(error, t)}
    </Alert>
  );
}
