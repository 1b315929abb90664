import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to read the server: a screen calls its feature's `api.ts` hooks (query keys from the
 * feature's `keys.ts`), never the HTTP client or an inline `queryFn`, so every request has a key the
 * realtime layer can invalidate and one place to change.
 */
const root = new URL('.', import.meta.url).pathname;
const screens = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
const direct =
  /\b(getJson|postJson|patchJson|putJson|deleteJson|getBlob|postMultipart)\b|\bqueryFn\s*:|\baxios\b|\bfetch\(/;

describe('feature screens', () => {
  it('fetch through their feature api, not inline', () => {
    expect(screens.length).toBeGreaterThan(50);
    const offenders = screens.filter((file) => direct.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
