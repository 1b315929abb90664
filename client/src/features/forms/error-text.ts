/** Seconds from a 429's Retry-After header, when the server sent one. */
export function retryAfterSecondsOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const headers = (err as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  const raw = headers?.['retry-after'];
  const seconds = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** How long to wait, in words people read easily: seconds for short waits, whole minutes beyond two. */
export function retryWait(seconds: number): { key: 'retryIn' | 'retryInMinutes'; seconds?: number; minutes?: number } {
  if (seconds < 120) return { key: 'retryIn', seconds };
  return { key: 'retryInMinutes', minutes: Math.ceil(seconds / 60) };
}
