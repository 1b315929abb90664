import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './MiscScreen';

export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      icon={IconLock}
      color="red"
      code="403"
      title={t('notAuthorized.title')}
      description={t('notAuthorized.description')}
      testId="not-authorized"
    />
  );
}
