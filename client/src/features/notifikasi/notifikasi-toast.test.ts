import { describe, expect, it } from 'vitest';
import { createToastLimiter } from './notifikasi-toast';

describe('toast limiter', () => {
  it('toasts the first three of a burst, then counts the rest in one summary; a new burst starts over', () => {
    let now = 0;
    const decide = createToastLimiter(() => now);
    const burst = Array.from({ length: 6 }, () => decide());
    expect(burst.map((d) => d.kind)).toEqual(['toast', 'toast', 'toast', 'summary', 'summary', 'summary']);
    expect(burst.at(-1)).toEqual({ kind: 'summary', extra: 3 });
    now = 10_000;
    expect(decide()).toEqual({ kind: 'toast' });
  });
});
