import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAvatarObjectUrl } from '../../features/account-setting/photo-api';
import { useSessionStore } from '../../stores/session';
import { useSessionEvents } from '../session-actor';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const userData = useSessionStore((s) => s.userData);
  const send = useSessionEvents();
  // fetched with the bearer header (an <img> cannot send it); initials until then or without a photo
  const avatarSrc = useAvatarObjectUrl(userData?.avatar);
  if (!userData) return null;
  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatarSrc} radius="xl" size="md" color="indigo" data-testid="user-avatar">
              {initialsOf(userData.fullName || userData.username)}
            </Avatar>
            <div style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} visibleFrom="sm">
                {userData.fullName || userData.username}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t(`roles.${userData.role}`, { defaultValue: userData.role })}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
            <VisuallyHidden>{t('layout.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{userData.email}</Menu.Label>
        <Menu.Item component={Link} to="/pages/account-setting" leftSection={<IconUserCircle size={16} />}>
          {t('menu.accountSetting')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="logout"
          onClick={() => send({ type: 'LOGOUT' })}
        >
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
