import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './MiscScreen';

export function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      icon={IconRocket}
      color="teal"
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
      testId="coming-soon"
    />
  );
}
