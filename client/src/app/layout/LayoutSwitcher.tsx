import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../stores/ui';
import { chooseDevicePreferences } from '../account-preferences-sync';

/** Toggles the vertical (sidebar) and horizontal (top menu) layouts; the choice is kept here and by the account. */
export function LayoutSwitcher() {
  const { t } = useTranslation();
  const layoutType = useUiStore((s) => s.layoutType);
  const next = layoutType === 'vertical' ? 'horizontal' : 'vertical';
  const label = t(next === 'horizontal' ? 'layout.switchToHorizontal' : 'layout.switchToVertical');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid="layout-switcher"
        data-layout={layoutType}
        onClick={() => chooseDevicePreferences({ layoutType: next })}
      >
        {next === 'horizontal' ? <IconLayoutNavbar size={20} /> : <IconLayoutSidebar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
