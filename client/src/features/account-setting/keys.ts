/** The signed-in account's own data (`/account/...`). */
export const accountKeys = {
  all: ['account'] as const,
  biodata: () => [...accountKeys.all, 'biodata'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  preferences: () => [...accountKeys.all, 'preferences'] as const,
  /** One blob per avatar path: the path changes (`?v=`) with each new photo. */
  photo: (avatar: string | null | undefined) => [...accountKeys.all, 'photo', avatar] as const,
  approval: () => [...accountKeys.all, 'approval'] as const,
  calendar: () => [...accountKeys.all, 'calendar'] as const,
};
