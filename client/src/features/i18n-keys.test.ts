import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { actions, subjects } from '@ujian/shared/ability';
import { authMessages } from '@ujian/shared/auth';
import { roleNames } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import { portalAreas } from './access-control/areas';
import { biodataFormFields } from './account-setting/biodata-form';
import { demoAccounts } from './auth/demo-accounts';

const featuresDir = fileURLToPath(new URL('.', import.meta.url));
/** The foundation screens whose namespaces (auth, misc, account, dashboard, errors, access) this checks. */
const ownFolders = ['auth', 'forms', 'access-control', 'misc', 'dashboard', 'account-setting', 'home'];
const localesDir = fileURLToPath(new URL('../locales/en/', import.meta.url));

function has(ns: string, key: string): boolean {
  let node: unknown = JSON.parse(readFileSync(`${localesDir}${ns}.json`, 'utf8'));
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Literal keys the screens ask for: `t('key')` in the file's default namespace, or `ns:key` anywhere. */
function literalKeys(): { file: string; ns: string; key: string }[] {
  const found: { file: string; ns: string; key: string }[] = [];
  for (const file of ownFolders.flatMap((folder) => sourceFiles(`${featuresDir}${folder}`))) {
    const source = readFileSync(file, 'utf8');
    const defaultNs = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(source)?.[1];
    for (const match of source.matchAll(/\bt\(\s*'([\w.:]+)'/g)) {
      const [ns, key] = match[1]!.includes(':') ? match[1]!.split(':') : [defaultNs, match[1]];
      found.push({ file, ns: ns ?? '(none)', key: key! });
    }
    for (const match of source.matchAll(/'(auth|account|access|misc|dashboard|errors):([\w.]+)'/g)) {
      found.push({ file, ns: match[1]!, key: match[2]! });
    }
  }
  return found;
}

describe('translation keys used by the foundation screens exist in en', () => {
  it('for every literal t() key', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter(({ ns, key }) => !has(ns, key)).map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it('for keys built at run time', () => {
    const dynamic = [
      ...portalAreas.map((a) => ['access', `areas.${a.key}`]),
      ...roleNames.map((r) => ['auth', `roles.${r}`]),
      ...actions.map((a) => ['access', `actions.${a}`]),
      ...subjects.map((s) => ['access', `subjects.${s}`]),
      ['auth', 'roles.unknown'],
      ...Object.keys(authMessages).map((m) => ['auth', `messages.${m}`]),
      ...demoAccounts.flatMap((a) => (a.hintKey ? [['auth', a.hintKey]] : [])),
      ...biodataFormFields.map((f) => ['account', `biodata.fields.${f}`]),
      ...['morning', 'afternoon', 'evening', 'night'].map((g) => ['dashboard', `greeting.${g}`]),
      ...[...roleNames, 'other'].map((r) => ['dashboard', `intro.${r}`]),
      ['dashboard', 'totals.dosen'],
      ['dashboard', 'totals.prodi'],
      ['auth', 'rateLimited.retryIn'],
      ['auth', 'rateLimited.retryInMinutes'],
    ] as const;
    expect(dynamic.filter(([ns, key]) => !has(ns, key))).toEqual([]);
  });
});
