import { Card, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLocale, type LayoutType, supportedLocales, useUiStore } from '../../stores/ui';
import { useSavePreferences } from './api';

/** Each language named in itself, so people find their own whatever the current language is. */
export const localeNames: Record<(typeof supportedLocales)[number], string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

export function PreferencesPanel() {
  const { t } = useTranslation('account');
  const locale = useUiStore((s) => s.locale);
  const setLocale = useUiStore((s) => s.setLocale);
  const layoutType = useUiStore((s) => s.layoutType);
  const setLayoutType = useUiStore((s) => s.setLayoutType);
  // the account keeps the choice too, so it can follow the user to another device
  const save = useSavePreferences();

  return (
    <Stack gap="md" maw={520}>
      <Card withBorder radius="md">
        <Select
          label={t('preferences.language')}
          description={t('preferences.languageHint')}
          leftSection={<IconLanguage size={16} />}
          data={supportedLocales.map((value) => ({ value, label: localeNames[value] }))}
          value={locale}
          allowDeselect={false}
          onChange={(value) => {
            if (!isLocale(value)) return;
            // i18next follows the store (lib/i18n.ts), so the choice is kept and applied in one place.
            setLocale(value);
            save.mutate({ locale: value });
          }}
          data-testid="preferences-language"
        />
      </Card>
      <Card withBorder radius="md">
        <Text size="sm" fw={500}>
          {t('preferences.layout')}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('preferences.layoutHint')}
        </Text>
        <SegmentedControl
          value={layoutType}
          onChange={(value) => {
            setLayoutType(value as LayoutType);
            save.mutate({ layout: value as LayoutType });
          }}
          data={[
            { value: 'vertical', label: t('preferences.layoutVertical') },
            { value: 'horizontal', label: t('preferences.layoutHorizontal') },
          ]}
          data-testid="preferences-layout"
        />
      </Card>
    </Stack>
  );
}
