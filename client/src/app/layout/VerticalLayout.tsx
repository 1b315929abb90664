import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { HeaderControls } from './HeaderControls';
import { NavTree } from './NavTree';
import { SCROLL_TO_TOP_CLEARANCE_PX, ScrollToTop } from './ScrollToTop';

/** Sidebar layout (the default). */
export function VerticalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="layout-vertical"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.menu')} />
            <Brand />
          </Group>
          <HeaderControls />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <NavTree onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main pb={SCROLL_TO_TOP_CLEARANCE_PX}>{children}</AppShell.Main>
      <ScrollToTop />
    </AppShell>
  );
}
