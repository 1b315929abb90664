import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { supportedLocales, useUiStore } from '../stores/ui';
import { applyLanguage, i18n } from './i18n';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));
const appDir = fileURLToPath(new URL('../app/', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}
const common = (lng: string) => JSON.parse(readFileSync(`${localesDir}${lng}/common.json`, 'utf8')) as unknown;

describe('common namespace (layout and menu strings)', () => {
  const english = keysOf(common('en')).sort();

  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (lng) => {
    expect(keysOf(common(lng)).sort()).toEqual(english);
    for (const key of english) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], common(lng));
      expect(typeof value === 'string' && value.trim().length > 0, `${lng} ${key}`).toBe(true);
    }
  });

  it('has every literal key the app shell asks for', () => {
    const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
    );
    const used = new Set<string>();
    for (const file of files) {
      // Any literal that looks like one of common's keys, so keys picked by a ternary count too.
      const source = readFileSync(`${appDir}${file}`, 'utf8');
      for (const match of source.matchAll(/'((?:app|layout|routeError|menu|menuGroup|languages|roles)\.[\w.-]+)'/g)) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) expect(english, key).toContain(key);
  });
});

describe('i18n setup (spec: default en, fallback en)', () => {
  it('starts in English with English as the fallback', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.t('menu.dashboard')).toBe('Dashboard');
  });

  it("fetches a screen's namespace on demand and tolerates a namespace without a file", async () => {
    const tagline = JSON.parse(readFileSync(`${localesDir}en/auth.json`, 'utf8')).brand.tagline as string;
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    await i18n.loadNamespaces(['auth', 'no-such-namespace']);
    expect(i18n.t('auth:brand.tagline')).toBe(tagline);
    expect(i18n.t('no-such-namespace:anything', { defaultValue: 'fallback' })).toBe('fallback');
  });

  it('loads a language when it is chosen and follows the ui store', async () => {
    await applyLanguage('id');
    expect(i18n.t('layout.logout')).toBe('Keluar');
    useUiStore.getState().setLocale('de');
    await vi.waitFor(() => expect(i18n.language).toBe('de'), { timeout: 5000 });
    expect(i18n.t('layout.logout')).toBe('Abmelden');
    await applyLanguage('en');
  });
});
