import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Refusal } from '@ujian/machines/pengajuanGuards';
import { actions, subjects } from '@ujian/shared/ability';
import { notificationTopics } from '@ujian/shared/account-setting';
import { authMessages } from '@ujian/shared/auth';
import { errorCodes } from '@ujian/shared/errors';
import { clashCodes, jadwalEvents, jadwalStatuses, komitePeran, warningCodes } from '@ujian/shared/jadwal';
import {
  hasilStatuses,
  pengajuanMessages,
  sidangEvents,
  sidangStatuses,
  yudisiumEvents,
  yudisiumStatuses,
} from '@ujian/shared/pengajuan';
import { roleNames } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import { portalAreas } from '../features/access-control/areas';
import { biodataFormFields } from '../features/account-setting/biodata-form';
import { notificationChannels } from '../features/account-setting/notification-matrix';
import { demoAccounts } from '../features/auth/demo-accounts';
import { progressStepKeys } from '../features/dashboard/dashboard-series';
import { presetNames } from '../features/hak-akses/matrix';
import { kindConfigs } from '../features/pengajuan/kinds';
import { namespaces } from '../lib/i18n';
import { supportedLocales } from '../stores/ui';

/**
 * The one check of the portal's translations: every namespace has the same keys, filled in, with the
 * same {{variables}} in every language, and every key the code asks for (literally or built from a
 * domain list) exists.
 */

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));

type Tree = { [key: string]: unknown };

function readNamespace(lng: string, ns: string): Tree | undefined {
  try {
    return JSON.parse(readFileSync(`${localesDir}${lng}/${ns}.json`, 'utf8')) as Tree;
  } catch {
    return undefined;
  }
}

/** Every leaf as `a.b.c` -> value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const texts = new Map<string, Map<string, unknown>>(
  supportedLocales.flatMap((lng) =>
    namespaces.map((ns) => {
      const tree = readNamespace(lng, ns);
      return [`${lng}/${ns}`, tree ? flatten(tree) : new Map<string, unknown>()] as const;
    }),
  ),
);
const textsOf = (lng: string, ns: string) => texts.get(`${lng}/${ns}`) ?? new Map<string, unknown>();

const pluralSuffixes = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];
/** Whether `ns:key` has a text in every language (a plural key counts through its `_one`/`_other` forms). */
const missingIn = (ns: string, key: string) =>
  supportedLocales.filter((lng) => !pluralSuffixes.some((s) => typeof textsOf(lng, ns).get(key + s) === 'string'));

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('hold exactly the namespaces the app loads, in every language', () => {
    for (const lng of supportedLocales) {
      const files = readdirSync(`${localesDir}${lng}`).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.replace(/\.json$/, '')).sort(), lng).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const allKeys = [...new Set(supportedLocales.flatMap((lng) => [...textsOf(lng, ns).keys()]))].sort();

    it.each(supportedLocales)('parses in %s', (lng) => {
      expect(readNamespace(lng, ns), `${lng}/${ns}.json is missing or not valid JSON`).toBeDefined();
    });

    it.each(supportedLocales)('has every key of every other language, filled in, in %s', (lng) => {
      const own = textsOf(lng, ns);
      expect(
        allKeys.filter((key) => !own.has(key)),
        `${lng}/${ns}.json lacks keys`,
      ).toEqual([]);
      const empty = [...own].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([k]) => k);
      expect(empty, `${lng}/${ns}.json has empty or non-text values`).toEqual([]);
    });

    it.each(supportedLocales.filter((l) => l !== 'en'))('uses the same {{variables}} as en in %s', (lng) => {
      const other = textsOf(lng, ns);
      const mismatched = [...textsOf('en', ns)]
        .filter(([key, text]) => typeof text === 'string' && typeof other.get(key) === 'string')
        .filter(([key, text]) => variables(text as string).join() !== variables(other.get(key) as string).join())
        .map(([key]) => key);
      expect(mismatched, `${lng}/${ns}.json variables differ from en`).toEqual([]);
    });
  });

  it('has a message for every error code', () => {
    expect(errorCodes.flatMap((code) => missingIn('errors', code).map((lng) => `${lng}: ${code}`))).toEqual([]);
  });

  it("keeps the contract's English login failure text verbatim", () => {
    expect(textsOf('en', 'errors').get('INVALID_CREDENTIALS')).toBe('Email or Password is Invalid');
  });
});

// ---------------------------------------------------------------- keys the code asks for

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `const { t, t: alias } = useTranslation(namespaces)`: the name `t` is bound to and its namespaces. */
const hookPattern = /\{([^{}]*)\}\s*=\s*useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')?/g;
const namespacesIn = (arg: string | undefined) =>
  arg ? [...arg.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!) : ['common'];
const hooksIn = (source: string) =>
  [...source.matchAll(hookPattern)].flatMap((m) => {
    const binding = /(?:^|,)\s*t\s*(?::\s*(\w+))?\s*(?:,|$)/.exec(m[1]!);
    return binding ? [{ at: m.index, name: binding[1] ?? 't', ns: namespacesIn(m[2]) }] : [];
  });

const sources = sourceFiles(srcDir).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
/** A helper that gets `t` from its caller speaks the namespaces its folder's screens load. */
const folderNamespaces = new Map<string, string[]>();
for (const { file, source } of sources) {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const found = hooksIn(source).flatMap((hook) => hook.ns);
  folderNamespaces.set(folder, [...new Set([...(folderNamespaces.get(folder) ?? []), ...found])]);
}

type Use = { where: string; ns: string[]; key: string };

/**
 * Every literal `t('key')` of client/src, with the namespaces i18next would look in: those of the
 * nearest `useTranslation(...)` above it that binds that name (then the `common` fallback), or `ns:`
 * in the key. A key built from data is skipped here unless it only varies by the pengajuan kind; the
 * domain lists below cover the others.
 */
function literalUses(): Use[] {
  const uses: Use[] = [];
  for (const { file, source } of sources) {
    const where = file.slice(srcDir.length);
    const hooks = hooksIn(source);
    const folder = folderNamespaces.get(file.slice(0, file.lastIndexOf('/'))) ?? [];
    const names = [...new Set(['t', ...hooks.map((h) => h.name)])].join('|');
    for (const m of source.matchAll(new RegExp(`\\b(i18n\\.)?(${names})\\(\\s*(['\`])([^'\`]*)\\3`, 'g'))) {
      const raw = m[4]!;
      const keys = raw.includes('${kind}') ? ['sidang', 'yudisium'].map((k) => raw.replaceAll('${kind}', k)) : [raw];
      const hook = hooks.filter((h) => h.name === m[2] && h.at < m.index).at(-1);
      const ns = m[1] ? ['common'] : [...(hook?.ns ?? folder), 'common'];
      for (const key of keys.filter((k) => !k.includes('${') && k !== '')) {
        const [prefix, rest] = key.includes(':') ? key.split(':', 2) : [undefined, key];
        uses.push({ where, ns: prefix ? [prefix] : ns, key: rest! });
      }
    }
    // 'ns:a.b' written anywhere (labels in tables, keys picked by a ternary)
    for (const m of source.matchAll(/'([\w-]+):(\w[\w-]*(?:\.[\w-]+)+)'/g)) {
      if ((namespaces as readonly string[]).includes(m[1]!)) uses.push({ where, ns: [m[1]!], key: m[2]! });
    }
  }
  return uses;
}

/** The app shell names `common` keys in data (menu tables, route titles) rather than in t() calls. */
function shellUses(): Use[] {
  const roots = Object.keys(readNamespace('en', 'common') ?? {}).join('|');
  return sources
    .filter(({ file }) => file.startsWith(`${srcDir}app/`))
    .flatMap(({ file, source }) =>
      [...source.matchAll(new RegExp(`'((?:${roots})\\.[\\w.-]+)'`, 'g'))].map((m) => ({
        where: file.slice(srcDir.length),
        ns: ['common'],
        key: m[1]!,
      })),
    );
}

const absent = (uses: Use[]) =>
  uses
    .filter(({ ns, key }) => !ns.some((n) => missingIn(n, key).length === 0))
    .map(({ where, ns, key }) => `${where}: ${ns.join('|')}:${key}`);

describe('translation keys the code asks for', () => {
  it('every literal t() key exists in every language', () => {
    const uses = literalUses();
    expect(uses.length).toBeGreaterThan(900);
    expect(absent(uses)).toEqual([]);
  });

  it('every common key the app shell names exists', () => {
    const uses = shellUses();
    expect(uses.length).toBeGreaterThan(10);
    expect(absent(uses)).toEqual([]);
  });

  it('every key built at run time from a domain list exists in every language', () => {
    const refusals: Refusal[] = ['PERIODE_CLOSED', 'BIODATA_INCOMPLETE', 'DOCUMENTS_MISSING', 'HASIL_LULUS_REQUIRED'];
    const screenEvents = [...kindConfigs.sidang.screenEvents, ...kindConfigs.yudisium.screenEvents];
    const built: Record<string, string[]> = {
      access: [
        ...portalAreas.map((a) => `areas.${a.key}`),
        ...actions.map((a) => `actions.${a}`),
        ...subjects.map((s) => `subjects.${s}`),
      ],
      auth: [
        ...[...roleNames, 'unknown'].map((r) => `roles.${r}`),
        ...Object.keys(authMessages).map((m) => `messages.${m}`),
        ...demoAccounts.flatMap((a) => (a.hintKey ? [a.hintKey] : [])),
        'rateLimited.retryIn',
        'rateLimited.retryInMinutes',
      ],
      account: [
        ...biodataFormFields.map((f) => `biodata.fields.${f}`),
        ...['biodata', 'security', 'sessions', 'notifications', 'preferences'].map((tab) => `tabs.${tab}`),
        ...notificationTopics.flatMap((topic) => ['label', 'hint'].map((p) => `notifications.topics.${topic}.${p}`)),
        ...notificationChannels.map((c) => `notifications.channels.${c}`),
      ],
      dashboard: [
        ...['morning', 'afternoon', 'evening', 'night'].map((g) => `greeting.${g}`),
        ...[...roleNames, 'other'].map((r) => `intro.${r}`),
        'totals.dosen',
        'totals.prodi',
        ...progressStepKeys.flatMap((s) => ['label', 'hint'].map((p) => `progress.steps.${s}.${p}`)),
        ...['dikembalikan', 'ditolak', 'dibatalkan'].map((a) => `progress.attention.${a}`),
        ...['sidang', 'yudisium'].map((j) => `periode.jenis.${j}`),
      ],
      admin: [...presetNames, 'custom'].flatMap((p) =>
        ['short', 'long'].map((part) => `hakAkses.presets.${p}.${part}`),
      ),
      master: supportedLocales.map((l) => `common.languages.${l}`),
      jadwal: [
        ...jadwalStatuses.map((s) => `status.${s}`),
        ...komitePeran.map((p) => `peran.${p}`),
        ...jadwalEvents.flatMap((e) => [`actions.${e}`, `confirm.${e}Title`]),
        ...['START', 'FINISH'].map((e) => `confirm.${e}`),
        ...[...clashCodes, ...warningCodes].map((c) => `clash.${c}`),
        ...['CREATE', 'UPDATE', 'PUBLISH', 'RESCHEDULE', 'START', 'FINISH', 'CANCEL'].map((e) => `history.${e}`),
        ...['hari', 'ruangan', 'dosen'].flatMap((b) => [`rekap.by.${b}`, `rekap.chart.${b}`]),
        ...['total', 'days', 'rooms', 'dosen'].map((f) => `rekap.figure.${f}`),
        ...['ketua', 'sekretaris', 'penguji', 'pembimbing'].map((p) => `rekap.peran.${p}`),
      ],
      pengajuan: [
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
      ],
    };
    const missing = Object.entries(built).flatMap(([ns, keys]) =>
      keys.flatMap((key) => missingIn(ns, key).map((lng) => `${lng}: ${ns}:${key}`)),
    );
    expect(missing).toEqual([]);
  });
});
