import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { navGroupIcons } from './nav-icons';
import { useNavGroups } from './use-nav-groups';

/** The sidebar menu: one collapsible entry per group, links filtered by ability. */
export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const groups = useNavGroups();
  const { pathname } = useLocation();
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return (
    <nav data-testid="nav-vertical">
      {groups.map((group) => {
        const GroupIcon = navGroupIcons[group.key];
        const only = group.items.length === 1 ? group.items[0] : undefined;
        if (only) {
          return (
            <NavLink
              key={group.key}
              component={Link}
              to={only.path}
              label={t(only.label)}
              leftSection={<GroupIcon size={18} />}
              active={isActive(only.path)}
              onClick={onNavigate}
            />
          );
        }
        return (
          <NavLink
            key={group.key}
            label={t(group.label)}
            leftSection={<GroupIcon size={18} />}
            defaultOpened={group.items.some((item) => isActive(item.path))}
            childrenOffset={28}
          >
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={t(item.label)}
                active={isActive(item.path)}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
