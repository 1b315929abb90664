import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clashCodes, jadwalEvents, jadwalStatuses, komitePeran, warningCodes } from '@ujian/shared/jadwal';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const rekapDir = fileURLToPath(new URL('../rekap/', import.meta.url));
const locales = ['id', 'en', 'de', 'fr', 'pt'] as const;
const load = (lng: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${lng}/jadwal.json`, import.meta.url)), 'utf8'));

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

function sources(): string[] {
  const own = readdirSync(here).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  const rekap = readdirSync(rekapDir).filter((f) => f.includes('Jadwal') && !f.includes('.test.'));
  return [...own.map((f) => `${here}${f}`), ...rekap.map((f) => `${rekapDir}${f}`)];
}

describe('jadwal screens: translation keys', () => {
  const dynamic = [
    ...jadwalStatuses.map((s) => `status.${s}`),
    ...komitePeran.map((p) => `peran.${p}`),
    ...jadwalEvents.map((e) => `actions.${e}`),
    ...jadwalEvents.map((e) => `confirm.${e}Title`),
    ...['START', 'FINISH'].map((e) => `confirm.${e}`),
    ...[...clashCodes, ...warningCodes].map((c) => `clash.${c}`),
    ...['CREATE', 'UPDATE', 'PUBLISH', 'RESCHEDULE', 'START', 'FINISH', 'CANCEL'].map((e) => `history.${e}`),
    ...['hari', 'ruangan', 'dosen'].flatMap((b) => [`rekap.by.${b}`, `rekap.chart.${b}`]),
    ...['total', 'days', 'rooms', 'dosen'].map((f) => `rekap.figure.${f}`),
    ...['ketua', 'sekretaris', 'penguji', 'pembimbing'].map((p) => `rekap.peran.${p}`),
  ];

  it('every literal key of the screens and every key built at run time exists in each locale', () => {
    const literal = new Set<string>();
    for (const file of sources()) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) literal.add(m[1]!);
    }
    expect(literal.size).toBeGreaterThan(80);
    for (const lng of locales) {
      const tree = load(lng);
      const missing = [...literal, ...dynamic].filter((k) => !has(tree, k));
      expect(missing, lng).toEqual([]);
    }
  });

  it('the locales hold the same keys and the same placeholders', () => {
    const flat = (tree: unknown, prefix = ''): Record<string, string> =>
      Object.entries(tree as Record<string, unknown>).reduce<Record<string, string>>((out, [k, v]) => {
        if (typeof v === 'string') out[`${prefix}${k}`] = v;
        else Object.assign(out, flat(v, `${prefix}${k}.`));
        return out;
      }, {});
    const en = flat(load('en'));
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lng of locales) {
      const other = flat(load(lng));
      expect(Object.keys(other).sort(), lng).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) expect(vars(other[k]!), `${lng} ${k}`).toEqual(vars(v));
    }
  });
});
