export const syncDosenKeys = {
  all: ['sync-dosen'] as const,
  runs: () => [...syncDosenKeys.all, 'runs'] as const,
  runsPage: (page: number, perPage: number) => [...syncDosenKeys.runs(), page, perPage] as const,
};
