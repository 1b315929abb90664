import { describe, expect, it } from 'vitest';
import { assertReadableSource, isInternalAddress } from './source-address';

describe('source addresses a sync may read', () => {
  it('tells internal addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.0.0.5', '172.16.4.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['::1', 'fe80::1', 'fd12:3456::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-ip'])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '103.10.20.30', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8'])
      expect(isInternalAddress(a), a).toBe(false);
  });

  it('judges a host name by every address it resolves to; the configured origin is always allowed', async () => {
    const resolve = (map: Record<string, string[]>) => async (host: string) => {
      const found = map[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    };
    const dns = resolve({ 'siakad.kampus.ac.id': ['103.10.20.30'], 'mixed.example': ['103.10.20.31', '10.0.0.2'] });
    await expect(assertReadableSource('https://siakad.kampus.ac.id/dosen', undefined, dns)).resolves.toBeUndefined();
    await expect(assertReadableSource('https://mixed.example/dosen', undefined, dns)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(assertReadableSource('https://nowhere.example/x', undefined, dns)).rejects.toThrow(
      /could not be found/,
    );
    // ops configured an internal source on purpose
    await expect(
      assertReadableSource('http://10.0.0.9:8080/other', 'http://10.0.0.9:8080/dosen', dns),
    ).resolves.toBeUndefined();
    await expect(assertReadableSource('http://10.0.0.9:8081/x', 'http://10.0.0.9:8080/dosen', dns)).rejects.toThrow(
      /own network/,
    );
  });
});
