import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces, SHELL_NAMESPACES } from '../lib/i18n';
import { isPageRoute, routes } from './routes';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const known = new Set<string>(namespaces);

/** The file a relative import names (`./x` -> `./x.tsx`, `./x/index.ts`, ...). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The namespaces a module and everything it imports statically ask for: `useTranslation('ns')`,
 * `useTranslation(['a', 'b'])`, `t('ns:key')` and `{ ns: 'x' }`. Lazy `import()`s are the other modules'
 * business (their own screens, dialogs loaded on demand).
 */
export function namespacesOf(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, args] of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
      for (const [, ns] of args!.matchAll(/'([^']+)'/g)) used.add(ns!);
    for (const [, ns] of text.matchAll(/\bt\(\s*[`'"]([A-Za-z]+):/g)) used.add(ns!);
    for (const [, ns] of text.matchAll(/\bns:\s*'([A-Za-z]+)'/g)) used.add(ns!);
    for (const [, spec] of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const next = resolveImport(file, spec!);
      if (next && !next.endsWith('lib/i18n.ts')) visit(next);
    }
  };
  visit(entry);
  return new Set([...used].filter((ns) => known.has(ns)));
}

/** Each screen of the route table: its module (read from routes.tsx), export name and namespaces. */
function declaredScreens() {
  const table = join(src, 'app/routes.tsx');
  const modules = new Map<string, string | undefined>();
  for (const [, module, name] of readFileSync(table, 'utf8').matchAll(
    /lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'(\w+)'/g,
  ))
    modules.set(name!, resolveImport(table, module!));
  const pages = new Set(routes.filter(isPageRoute).map((route) => route.Page));
  return [...pages].map((Page) => ({
    module: modules.get(Page.exportName),
    name: Page.exportName,
    ns: Page.namespaces,
  }));
}

describe('every screen loads its strings with its code', () => {
  const screens = declaredScreens();

  it('finds the module of every screen of the route table', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(screens.filter((s) => !s.module).map((s) => s.name)).toEqual([]);
  });

  it('declares every namespace its module tree asks for (else the screen suspends again for each)', () => {
    const missing = screens.flatMap(({ module, name, ns }) => {
      const needed = [...namespacesOf(module!)].filter(
        (n) => n !== 'common' && !(SHELL_NAMESPACES as readonly string[]).includes(n) && !(ns as string[]).includes(n),
      );
      return needed.length ? [`${name}: ${needed.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('declares only namespaces that exist', () => {
    for (const { ns } of screens) for (const n of ns) expect(known.has(n)).toBe(true);
  });
});
