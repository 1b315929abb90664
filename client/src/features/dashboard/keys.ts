/** `GET /dashboard`: invalidated when an event touches one of its sources (dashboard-live.ts). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
