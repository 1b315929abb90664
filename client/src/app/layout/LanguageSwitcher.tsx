import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, useUiStore } from '../../stores/ui';
import { chooseDevicePreferences } from '../account-preferences-sync';

/** Language menu; the choice is kept (ui store and the account) and i18next follows it. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useUiStore((s) => s.locale);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('layout.language')}>
          <ActionIcon variant="subtle" size="lg" aria-label={t('layout.language')} data-testid="language-switcher">
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLocales.map((lng) => (
          <Menu.Item
            key={lng}
            onClick={() => chooseDevicePreferences({ locale: lng })}
            fw={lng === locale ? 700 : undefined}
            data-testid={`language-${lng}`}
          >
            {t(`languages.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
