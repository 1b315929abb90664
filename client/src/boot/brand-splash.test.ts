import { describe, expect, it } from 'vitest';
import { brandStrings } from '../../scripts/boot-brand-plugin';
import auth from '../locales/en/auth.json';
import { storageKeys } from '../stores/session';
import { brandLocale, brandPanelHtml } from './brand-splash';

const storage =
  (items: Record<string, string>) =>
  (key: string): string | null =>
    items[key] ?? null;
const choice = (locale: string, version = 2) => JSON.stringify({ state: { layoutType: 'vertical', locale }, version });

describe('the brand panel index.html paints before the app loads', () => {
  it('shows on the sign-in screens only, never to someone with a stored session', () => {
    expect(brandLocale('/login', storage({}), ['de-DE'])).toBe('de');
    expect(brandLocale('/register/', storage({}), ['de-DE'])).toBe('de');
    expect(brandLocale('/jadwal-sidang', storage({}), ['de-DE'])).toBeUndefined();
    expect(brandLocale('/login/extra', storage({}), ['de-DE'])).toBeUndefined();
    const session = { [storageKeys.accessToken]: 'token', [storageKeys.userData]: '{}' };
    expect(brandLocale('/login', storage(session), ['de-DE'])).toBeUndefined();
    // half a session is no session: the app shows the sign-in page
    expect(brandLocale('/login', storage({ [storageKeys.accessToken]: 'token' }), ['de-DE'])).toBe('de');
  });

  it('opens in the language the app opens in: the stored choice, else the browser’s, else Indonesian', () => {
    expect(brandLocale('/login', storage({ 'ujian-ui': choice('fr') }), ['de-DE'])).toBe('fr');
    expect(brandLocale('/login', storage({ 'ujian-ui': choice('en', 1) }), ['pt-BR'])).toBe('pt');
    expect(brandLocale('/login', storage({ 'ujian-ui': choice('xx') }), ['en-GB'])).toBe('en');
    expect(brandLocale('/login', storage({ 'ujian-ui': '{not json' }), undefined)).toBe('id');
    expect(brandLocale('/login', storage({}), ['ja-JP', 'fr-CA'])).toBe('fr');
  });

  it('reads every language’s strings from the locale files and escapes them into the markup', () => {
    const strings = brandStrings();
    expect(Object.keys(strings).sort()).toEqual(['de', 'en', 'fr', 'id', 'pt']);
    expect(strings.en).toEqual(auth.brand);
    const icons = { school: '<path d="M1 1"/>', calendarCheck: '', certificate: '' };
    const html = brandPanelHtml({ ...auth.brand, tagline: 'A <b> & "c"' }, icons);
    expect(html).toContain('<p class="bb-tagline">A &lt;b&gt; &amp; &quot;c&quot;</p>');
    expect(html).toContain(auth.brand.pointJadwal);
    expect(html).toContain('<path d="M1 1"/>');
  });
});
