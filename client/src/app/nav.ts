import type { Action, Subject } from '@ujian/shared/ability';
import { type AppRoute, isPageRoute, type NavGroupKey } from './routes';

export type NavItem = { path: string; label: string };
export type NavGroup = { key: NavGroupKey; label: string; items: NavItem[] };

/** Menu order; a group's label is `menuGroup.<key>` in the `common` namespace. */
export const navGroupOrder: NavGroupKey[] = [
  'dashboard',
  'pengajuan',
  'jadwal',
  'rekapitulasi',
  'dokumen',
  'admin',
  'master',
  'akun',
];

/** The menu for one visitor: only entries their ability permits, empty groups left out. */
export function navGroupsFor(table: AppRoute[], can: (action: Action, subject: Subject) => boolean): NavGroup[] {
  const groups = new Map<NavGroupKey, NavItem[]>(navGroupOrder.map((key) => [key, []]));
  for (const route of table) {
    if (!isPageRoute(route) || !route.nav) continue;
    if (!can(route.meta.action, route.meta.resource)) continue;
    const alt = route.nav.labelIf;
    const label = alt && can(alt.action, alt.subject) ? alt.label : route.nav.label;
    groups.get(route.nav.group)?.push({ path: route.path, label });
  }
  return navGroupOrder
    .map((key) => ({ key, label: `menuGroup.${key}`, items: groups.get(key) ?? [] }))
    .filter((group) => group.items.length > 0);
}
