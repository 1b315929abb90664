import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { type AnyEvent, type EventType, eventDataSchemas } from '@ujian/shared/events';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../features/account-setting/keys';
import { dashboardKeys } from '../features/dashboard/keys';
import { hakAksesKeys } from '../features/hak-akses/keys';
import { hasilKeys } from '../features/hasil/keys';
import { jadwalKeys } from '../features/jadwal/keys';
import { ketersediaanKeys } from '../features/ketersediaan/keys';
import { masterKeys } from '../features/master/keys';
import { notifikasiKeys } from '../features/notifikasi/keys';
import { notifikasiEmailKeys } from '../features/notifikasi-email/keys';
import { payrollKeys } from '../features/payroll/keys';
import { clientConfigKeys, pengajuanKeys } from '../features/pengajuan/keys';
import { penggunaKeys } from '../features/pengguna/keys';
import { rekapKeys } from '../features/rekap/keys';
import { pengaturanKeys, suratKeys } from '../features/surat/keys';
import { syncDosenKeys } from '../features/sync-dosen/keys';
import { type AppQueryKey, createQueryBridge, queryKeysForEvent } from './query-keys';

const at = '2026-11-21T10:00:00.000Z';

function recorder() {
  const invalidated: AppQueryKey[] = [];
  return {
    invalidated,
    client: { invalidateQueries: async (f: { queryKey: AppQueryKey }) => invalidated.push(f.queryKey) },
  };
}

/** One event of every type (a new type fails to compile until it is added here). */
const sampleEvents: Record<EventType, AnyEvent> = {
  'pengajuan:status': {
    seq: 1,
    type: 'pengajuan:status',
    at,
    data: { kind: 'yudisium', uuid: 'u1', from: 'draft', to: 'diajukan', event: 'SUBMIT' },
  },
  'jadwal:changed': {
    seq: 2,
    type: 'jadwal:changed',
    at,
    data: { uuid: 'j', pengajuanUuid: 'p', change: 'published' },
  },
  'hasil:changed': { seq: 3, type: 'hasil:changed', at, data: { uuid: 'h', jadwalUuid: 'j', status: 'lulus' } },
  'rekap:changed': { seq: 4, type: 'rekap:changed', at, data: { recap: 'payroll' } },
  notifikasi: { seq: 5, type: 'notifikasi', at, data: { id: 1, title: 't', body: 'b', link: null, createdAt: at } },
  'session:revoked': { seq: 6, type: 'session:revoked', at, data: { reason: 'logout' } },
  'jadwal:auto': { seq: 7, type: 'jadwal:auto', at, data: { runId: 'r1', phase: 'solving', progress: 0.5 } },
  'ketersediaan:changed': {
    seq: 8,
    type: 'ketersediaan:changed',
    at,
    data: { uuid: 'k', dosenUuid: 'd', change: 'deleted' },
  },
};

/** Every key factory of the client, by the name features import it under. */
const factories = {
  accountKeys,
  clientConfigKeys,
  dashboardKeys,
  hakAksesKeys,
  hasilKeys,
  jadwalKeys,
  ketersediaanKeys,
  masterKeys,
  notifikasiEmailKeys,
  notifikasiKeys,
  payrollKeys,
  pengajuanKeys,
  pengaturanKeys,
  penggunaKeys,
  rekapKeys,
  suratKeys,
  syncDosenKeys,
};

const params = { page: 1, perPage: 10 };
/** One key from every member of every factory, as the screens build them. */
const featureKeys: Record<string, AppQueryKey> = {
  'accountKeys.all': accountKeys.all,
  'accountKeys.biodata': accountKeys.biodata(),
  'accountKeys.sessions': accountKeys.sessions(),
  'accountKeys.preferences': accountKeys.preferences(),
  'accountKeys.photo': accountKeys.photo('/account/photo?v=1'),
  'accountKeys.approval': accountKeys.approval(),
  'accountKeys.calendar': accountKeys.calendar(),
  'clientConfigKeys.all': clientConfigKeys.all,
  'dashboardKeys.all': dashboardKeys.all,
  'dashboardKeys.desk': dashboardKeys.desk,
  'dashboardKeys.backup': dashboardKeys.backup,
  'hakAksesKeys.all': hakAksesKeys.all,
  'hakAksesKeys.list': hakAksesKeys.list(),
  'hakAksesKeys.detail': hakAksesKeys.detail(1),
  'hakAksesKeys.meta': hakAksesKeys.meta(),
  'hakAksesKeys.names': hakAksesKeys.names(),
  'hasilKeys.all': hasilKeys.all,
  'hasilKeys.list': hasilKeys.list(params),
  'hasilKeys.detail': hasilKeys.detail('h'),
  'hasilKeys.history': hasilKeys.history('h'),
  'hasilKeys.perubahanList': hasilKeys.perubahanList(params),
  'hasilKeys.perubahan': hasilKeys.perubahan('pn'),
  'jadwalKeys.all': jadwalKeys.all,
  'jadwalKeys.list': jadwalKeys.list(params),
  'jadwalKeys.mine': jadwalKeys.mine(),
  'jadwalKeys.detail': jadwalKeys.detail('j'),
  'jadwalKeys.history': jadwalKeys.history('j'),
  'jadwalKeys.availability': jadwalKeys.availability('2026-12-01', 'w', 'p'),
  'jadwalKeys.check': jadwalKeys.check({ pengajuanUuid: 'p', tanggal: '2026-12-01', waktuUjianUuid: 'w', komite: [] }),
  'jadwalKeys.autoRun': jadwalKeys.autoRun('r1'),
  'ketersediaanKeys.all': ketersediaanKeys.all,
  'ketersediaanKeys.list': ketersediaanKeys.list('d', '2026-12-07', '2026-12-13'),
  'ketersediaanKeys.ringkasan': ketersediaanKeys.ringkasan('2026-12-01', '2026-12-31'),
  'masterKeys.all': masterKeys.all('prodi'),
  'masterKeys.list': masterKeys.list('prodi', params),
  'masterKeys.detail': masterKeys.detail('prodi', 'm'),
  'masterKeys.audit': masterKeys.audit('prodi', 'm'),
  'masterKeys.allOptions': masterKeys.allOptions('prodi'),
  'masterKeys.options': masterKeys.options('dosen', 'ab'),
  'masterKeys.display': masterKeys.display('status-pengajuan-sidang'),
  'notifikasiEmailKeys.all': notifikasiEmailKeys.all,
  'notifikasiEmailKeys.list': notifikasiEmailKeys.list({ q: '', status: '', ...params }),
  'notifikasiEmailKeys.detail': notifikasiEmailKeys.detail('e'),
  'notifikasiKeys.all': notifikasiKeys.all,
  'notifikasiKeys.list': notifikasiKeys.list(2, 10),
  'payrollKeys.recap': payrollKeys.recap({}),
  'payrollKeys.lines': payrollKeys.lines({}, 2),
  'pengajuanKeys.all': pengajuanKeys.all('yudisium'),
  'pengajuanKeys.list': pengajuanKeys.list('yudisium', params),
  'pengajuanKeys.mine': pengajuanKeys.mine('yudisium'),
  'pengajuanKeys.lulus': pengajuanKeys.lulus(),
  'pengajuanKeys.detail': pengajuanKeys.detail('yudisium', 'u1'),
  'pengajuanKeys.history': pengajuanKeys.history('yudisium', 'u1'),
  'pengaturanKeys.all': pengaturanKeys.all,
  'penggunaKeys.all': penggunaKeys.all,
  'penggunaKeys.list': penggunaKeys.list(params),
  'penggunaKeys.detail': penggunaKeys.detail(7),
  'rekapKeys.all': rekapKeys.all,
  'rekapKeys.recap': rekapKeys.recap('payroll'),
  'rekapKeys.pengajuanSidang': rekapKeys.pengajuanSidang(null),
  'rekapKeys.jadwalSidang': rekapKeys.jadwalSidang(params),
  'suratKeys.all': suratKeys.all,
  'suratKeys.list': suratKeys.list('nota-dinas', params),
  'suratKeys.public': suratKeys.public('K1'),
  'suratKeys.notaPreview': suratKeys.notaPreview({ from: '2026-12-01', to: '2026-12-31' }),
  'suratKeys.antrian': suratKeys.antrian(),
  'syncDosenKeys.all': syncDosenKeys.all,
  'syncDosenKeys.runs': syncDosenKeys.runs(),
  'syncDosenKeys.runsPage': syncDosenKeys.runsPage(1, 10),
};

/** The screens' keys an event makes stale, by factory member (what a real QueryClient marks invalid). */
const staleAfter: Record<EventType, string[]> = {
  'pengajuan:status': [
    'pengajuanKeys.all',
    'pengajuanKeys.list',
    'pengajuanKeys.mine',
    'pengajuanKeys.detail',
    'pengajuanKeys.history',
  ],
  'jadwal:changed': [
    'jadwalKeys.all',
    'jadwalKeys.list',
    'jadwalKeys.mine',
    'jadwalKeys.detail',
    'jadwalKeys.history',
    'jadwalKeys.availability',
    'jadwalKeys.check',
    'jadwalKeys.autoRun',
    'hasilKeys.all',
    'hasilKeys.list',
    'hasilKeys.detail',
    'hasilKeys.history',
    'hasilKeys.perubahanList',
    'hasilKeys.perubahan',
  ],
  'hasil:changed': [
    'hasilKeys.all',
    'hasilKeys.list',
    'hasilKeys.detail',
    'hasilKeys.history',
    'hasilKeys.perubahanList',
    'hasilKeys.perubahan',
  ],
  'rekap:changed': ['rekapKeys.recap', 'payrollKeys.recap', 'payrollKeys.lines'],
  notifikasi: ['notifikasiKeys.all', 'notifikasiKeys.list'],
  'session:revoked': [],
  'jadwal:auto': ['jadwalKeys.autoRun'],
  'ketersediaan:changed': ['ketersediaanKeys.all', 'ketersediaanKeys.list', 'ketersediaanKeys.ringkasan'],
};

const same = (a: AppQueryKey, b: AppQueryKey) => JSON.stringify(a) === JSON.stringify(b);

describe('query-key bridge', () => {
  it.each<[AnyEvent, AppQueryKey[]]>([
    [
      sampleEvents['pengajuan:status'],
      [
        ['pengajuan', 'yudisium'],
        ['pengajuan', 'yudisium', 'u1'],
      ],
    ],
    [sampleEvents['jadwal:changed'], [['jadwal'], ['hasil']]],
    [sampleEvents['hasil:changed'], [['hasil']]],
    [sampleEvents['rekap:changed'], [['rekap', 'payroll']]],
    [sampleEvents.notifikasi, [['notifikasi']]],
    [sampleEvents['jadwal:auto'], [['jadwal', 'auto-run', 'r1']]],
    [sampleEvents['ketersediaan:changed'], [['ketersediaan']]],
    [sampleEvents['session:revoked'], []],
  ])('invalidates the keys of %o', (event, keys) => {
    const { invalidated, client } = recorder();
    expect(createQueryBridge(client)(event)).toEqual(keys);
    expect(invalidated).toEqual(keys);
  });

  it('has a sample of every factory member', () => {
    const members = Object.entries(factories).flatMap(([name, factory]) =>
      Object.keys(factory).map((member) => `${name}.${member}`),
    );
    expect(Object.keys(featureKeys).sort()).toEqual(members.sort());
  });

  it('invalidates only keys that a feature factory builds', () => {
    const foreign = Object.values(sampleEvents).flatMap((event) =>
      queryKeysForEvent(event).filter((key) => !Object.values(featureKeys).some((built) => same(built, key))),
    );
    expect(foreign).toEqual([]);
  });

  it('keeps every key of a factory under the root of its `all`, so invalidating `all` reaches them', () => {
    for (const name of Object.keys(factories)) {
      const all = featureKeys[`${name}.all`];
      if (!all) continue;
      for (const [member, key] of Object.entries(featureKeys).filter(([m]) => m.startsWith(`${name}.`)))
        expect(key[0], member).toBe(all[0]);
    }
  });

  it.each(Object.keys(eventDataSchemas) as EventType[])(
    '%s makes stale exactly the screens it is about, in a real QueryClient',
    async (type) => {
      const client = new QueryClient();
      for (const key of Object.values(featureKeys)) client.setQueryData(key, { cached: true });
      createQueryBridge(client)(sampleEvents[type]);
      await Promise.resolve();
      const stale = Object.entries(featureKeys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([member]) => member);
      expect(stale.sort()).toEqual([...staleAfter[type]].sort());
    },
  );
});

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('query keys in the client', () => {
  it('come from a key factory in every query, invalidation and cache write', () => {
    const uses =
      /(?:queryKey:\s*|(?:setQueryData|getQueryData|getQueryState|removeQueries|cancelQueries)(?:<[^>]*>)?\(\s*)([^,)}\n]+)/g;
    // the bridge itself passes on whatever keys it is given
    const files = sourceFiles(srcDir).filter((file) => !file.endsWith('/realtime/query-keys.ts'));
    const inline = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(uses)]
        .map((m) => m[1]!.trim())
        .filter((expr) => !expr.startsWith('{') && !/^\w+Keys\.\w+/.test(expr))
        .map((expr) => `${file.slice(srcDir.length)}: ${expr}`),
    );
    expect(inline).toEqual([]);
  });
});
