import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './MiscScreen';

export function UnderMaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      icon={IconTool}
      color="orange"
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      testId="under-maintenance"
    />
  );
}
