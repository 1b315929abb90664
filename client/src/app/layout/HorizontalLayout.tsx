import { AppShell, Box, Burger, Button, Drawer, Group, Menu, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './Brand';
import { HeaderControls } from './HeaderControls';
import { NavTree } from './NavTree';
import { navGroupIcons } from './nav-icons';
import { SCROLL_TO_TOP_CLEARANCE_PX, ScrollToTop } from './ScrollToTop';
import { useNavGroups } from './use-nav-groups';

/** Top-menu layout: one dropdown per menu group; a drawer with the same tree on small screens. */
export function HorizontalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const groups = useNavGroups();
  const { pathname } = useLocation();
  const [drawerOpened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: { base: 60, sm: 108 } }} padding="md" data-testid="layout-horizontal">
      <AppShell.Header>
        <Group h={60} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={drawerOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.menu')} />
            <Brand />
          </Group>
          <HeaderControls />
        </Group>
        <Box visibleFrom="sm" px="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Group h={47} gap={4} wrap="nowrap" data-testid="nav-horizontal">
            {groups.map((group) => {
              const GroupIcon = navGroupIcons[group.key];
              const active = group.items.some((item) => pathname.startsWith(item.path));
              const only = group.items.length === 1 ? group.items[0] : undefined;
              if (only) {
                return (
                  <Button
                    key={group.key}
                    component={Link}
                    to={only.path}
                    variant={active ? 'light' : 'subtle'}
                    leftSection={<GroupIcon size={16} />}
                    size="compact-sm"
                  >
                    {t(only.label)}
                  </Button>
                );
              }
              return (
                <Menu key={group.key} trigger="click-hover" openDelay={50} closeDelay={150} withinPortal>
                  <Menu.Target>
                    <Button
                      variant={active ? 'light' : 'subtle'}
                      leftSection={<GroupIcon size={16} />}
                      rightSection={<IconChevronDown size={14} />}
                      size="compact-sm"
                    >
                      {t(group.label)}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {group.items.map((item) => (
                      <Menu.Item key={item.path} component={Link} to={item.path}>
                        {t(item.label)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              );
            })}
          </Group>
        </Box>
      </AppShell.Header>
      <Drawer opened={drawerOpened} onClose={close} size={280} hiddenFrom="sm" title={<Brand />}>
        <ScrollArea h="calc(100vh - 80px)">
          <NavTree onNavigate={close} />
        </ScrollArea>
      </Drawer>
      <AppShell.Main pb={SCROLL_TO_TOP_CLEARANCE_PX}>{children}</AppShell.Main>
      <ScrollToTop />
    </AppShell>
  );
}
