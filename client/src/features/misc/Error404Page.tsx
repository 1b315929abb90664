import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './MiscScreen';

export function Error404Page() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      icon={IconMapSearch}
      color="indigo"
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      testId="error-404"
    />
  );
}
