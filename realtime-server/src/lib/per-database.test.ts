import { describe, expect, it } from 'vitest';
import { perDatabase } from './per-database';

describe('perDatabase', () => {
  it('keeps one value per database handle, created on first use', () => {
    const caches = perDatabase(() => new Map<string, number>());
    const a = {};
    const b = {};
    expect(caches.peek(a)).toBeUndefined();
    caches.of(a).set('k', 1);
    expect(caches.of(a).get('k')).toBe(1);
    expect(caches.of(b).get('k')).toBeUndefined();
    expect(caches.peek(a)).toBe(caches.of(a));
  });
});
