import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Refusal } from '@ujian/machines/pengajuanGuards';
import {
  hasilStatuses,
  pengajuanMessages,
  sidangEvents,
  sidangStatuses,
  yudisiumEvents,
  yudisiumStatuses,
} from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { kindConfigs } from './kinds';

const featuresDir = fileURLToPath(new URL('..', import.meta.url));
const en = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../locales/en/pengajuan.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [path] : [];
  });
}

describe('the pengajuan screens ask only for keys that exist in en/pengajuan.json', () => {
  it('literal keys, including `${kind}` templates for both kinds', () => {
    // the jadwal recap in rekap/ speaks the `jadwal` namespace (checked by jadwal/jadwal-keys.test.ts)
    const files = ['pengajuan', 'daftar', 'rekap']
      .flatMap((f) => sources(`${featuresDir}${f}`))
      .filter((file) => !file.includes('Jadwal'));
    const missing: string[] = [];
    let count = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*[`']([\w.${}]+)[`']/g)) {
        const raw = m[1]!;
        if (raw.includes(':')) continue;
        const variants = raw.includes('${kind}') ? ['sidang', 'yudisium'].map((k) => raw.replace('${kind}', k)) : [raw];
        for (const key of variants) {
          if (key.includes('${')) continue; // built from data: checked below
          count += 1;
          if (!has(key)) missing.push(`${file}: ${key}`);
        }
      }
    }
    expect(count).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('keys built from the machines, the schema and the seeded document types', () => {
    const refusals: Refusal[] = ['PERIODE_CLOSED', 'BIODATA_INCOMPLETE', 'DOCUMENTS_MISSING', 'HASIL_LULUS_REQUIRED'];
    const screenEvents = [...kindConfigs.sidang.screenEvents, ...kindConfigs.yudisium.screenEvents];
    const keys = [
      ...[...sidangStatuses, ...yudisiumStatuses].map((s) => `status.${s}`),
      ...hasilStatuses.map((h) => `hasil.${h}`),
      ...screenEvents.flatMap((e) => ['label', 'hint', 'done'].map((part) => `actions.${part}.${e}`)),
      ...(['sidang', 'yudisium'] as const).flatMap((kind) => [
        ...kindConfigs[kind].screenEvents.map((e) => `actions.confirm.${kind}.${e}`),
        `actions.confirmOwn.${kind}.CANCEL`,
      ]),
      ...[...sidangEvents, ...yudisiumEvents, 'CREATE', 'STEP_BACK'].map((e) => `history.event.${e}`),
      ...[...refusals, 'NOT_NOW'].map((b) => `blockers.${b}`),
      ...Object.keys(pengajuanMessages).map((m) => `messages.${m}`),
      ...['naskah', 'lembar_pengesahan', 'transkrip', 'bukti_lulus_sidang', 'bebas_pustaka'].map((j) => `jenis.${j}`),
      ...['notPdf', 'tooLarge', 'empty'].map((p) => `upload.errors.${p}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
