import { Button } from '@mantine/core';
import { IconBug, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './MiscScreen';

export function MiscErrorPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      icon={IconBug}
      color="grape"
      title={t('error.title')}
      description={t('error.description')}
      testId="misc-error"
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
          data-testid="misc-reload"
        >
          {t('reload')}
        </Button>
      }
    />
  );
}
