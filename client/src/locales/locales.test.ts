import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@ujian/shared/errors';
import { describe, expect, it } from 'vitest';

/** The portal's languages: en is the default and fallback (spec section 9), id is the users' own. */
const languages = ['en', 'id', 'de', 'fr', 'pt'] as const;
const localesDir = fileURLToPath(new URL('.', import.meta.url));

type Tree = { [key: string]: string | Tree };

function readNamespace(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(`${localesDir}/${lng}/${ns}.json`, 'utf8')) as Tree;
}

/** Every leaf as `a.b.c` -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const namespaceFiles = new Set(
  languages.flatMap((lng) => readdirSync(`${localesDir}/${lng}`).filter((f) => f.endsWith('.json'))),
);
const namespaces = [...namespaceFiles].map((f) => f.replace(/\.json$/, '')).sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has the namespaces of the foundation screens', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['access', 'account', 'auth', 'common', 'dashboard', 'errors', 'misc']),
    );
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const files = new Map<string, Map<string, unknown>>();
    for (const lng of languages) {
      try {
        files.set(lng, flatten(readNamespace(lng, ns)));
      } catch {
        // reported by the test below
      }
    }
    const allKeys = [...new Set([...files.values()].flatMap((keys) => [...keys.keys()]))].sort();

    it.each(languages)('exists and parses in %s', (lng) => {
      expect(files.has(lng), `${lng}/${ns}.json is missing or not valid JSON`).toBe(true);
    });

    it.each(languages)('has every key of every other language, filled in, in %s', (lng) => {
      const keys = files.get(lng) ?? new Map<string, unknown>();
      const missing = allKeys.filter((key) => !keys.has(key));
      expect(missing, `${lng}/${ns}.json lacks keys`).toEqual([]);
      const empty = [...keys].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([k]) => k);
      expect(empty, `${lng}/${ns}.json has empty or non-text values`).toEqual([]);
    });

    it.each(languages.filter((l) => l !== 'en'))('uses the same {{placeholders}} as en in %s', (lng) => {
      const en = files.get('en') ?? new Map<string, unknown>();
      const other = files.get(lng) ?? new Map<string, unknown>();
      const mismatched = [...en]
        .filter(([key, text]) => typeof text === 'string' && typeof other.get(key) === 'string')
        .filter(([key, text]) => placeholders(text as string).join() !== placeholders(other.get(key) as string).join())
        .map(([key]) => key);
      expect(mismatched, `${lng}/${ns}.json placeholders differ from en`).toEqual([]);
    });
  });

  it.each(languages)('has a message for every error code in %s', (lng) => {
    const messages = flatten(readNamespace(lng, 'errors'));
    const missing = errorCodes.filter((code) => typeof messages.get(code) !== 'string');
    expect(missing).toEqual([]);
  });

  it("keeps the contract's English login failure text verbatim", () => {
    expect(flatten(readNamespace('en', 'errors')).get('INVALID_CREDENTIALS')).toBe('Email or Password is Invalid');
  });
});
