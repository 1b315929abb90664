/** `GET /dashboard`: invalidated when an event touches one of its sources (dashboard-live.ts). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** under `all`: whatever refreshes the dashboard refreshes the desk too */
  desk: ['dashboard', 'desk'] as const,
  /** `GET /backup/status` (admins): the scheduled backups */
  backup: ['dashboard', 'backup'] as const,
};
