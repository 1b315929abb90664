import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../stores/ui';
import { applyLanguage, i18n } from './i18n';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));

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
