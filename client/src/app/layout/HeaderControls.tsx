import { Group } from '@mantine/core';
import { HeaderExtras } from './HeaderSlots';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LayoutSwitcher } from './LayoutSwitcher';
import { UserMenu } from './UserMenu';

/** The right side of the header in both shell layouts. */
export function HeaderControls() {
  return (
    <Group gap="xs" wrap="nowrap">
      <LayoutSwitcher />
      <LanguageSwitcher />
      <HeaderExtras />
      <UserMenu />
    </Group>
  );
}
