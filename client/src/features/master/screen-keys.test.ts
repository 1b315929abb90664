import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { presetNames } from '../hak-akses/matrix';

/** Literal t() keys of the master/admin screens exist in en (the locale test then checks the other languages). */
const src = fileURLToPath(new URL('../../', import.meta.url));
const dirs = ['features/master', 'features/pengguna', 'features/hak-akses', 'features/sync-dosen', 'components'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [`${dir}/${e.name}`]
        : [],
  );
}

function has(ns: string, key: string): boolean {
  let node: unknown = JSON.parse(readFileSync(`${src}locales/en/${ns}.json`, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

describe('translation keys of the master and admin screens', () => {
  it('exist in en for every literal t() call', () => {
    const found: string[] = [];
    const missing: string[] = [];
    for (const file of dirs.flatMap((d) => files(`${src}${d}`))) {
      const source = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const raw = match[1]!;
        const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
        found.push(`${ns}:${key}`);
        if (!has(ns, key)) missing.push(`${file.replace(src, '')}: ${ns}:${key}`);
      }
    }
    expect(found.length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('exist for keys built at run time', () => {
    const dynamic = presetNames
      .concat(['custom'] as never[])
      .flatMap((p) => [`hakAkses.presets.${p}.short`, `hakAkses.presets.${p}.long`]);
    expect(dynamic.filter((k) => !has('admin', k))).toEqual([]);
    expect(['id', 'en', 'de', 'fr', 'pt'].filter((l) => !has('master', `common.languages.${l}`))).toEqual([]);
  });
});
