import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session';
import { useAccountApproval } from './api';

/** Tells a self-registered student that an admin must approve the account before they can submit. */
export function AccountPendingNotice() {
  const { t } = useTranslation('admin');
  const role = useSessionStore((s) => s.userData?.role);
  const approval = useAccountApproval(role === 'client');
  if (!approval.data?.pending) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconHourglass />}
      title={t('accountPending.title')}
      data-testid="account-pending-notice"
    >
      {t('accountPending.text')}
    </Alert>
  );
}
