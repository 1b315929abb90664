import { type Locale, openingLocale, uiStorageKey } from '../lib/locale-choice';

/**
 * The boot script inlined into index.html (by scripts/boot-brand-plugin.ts): on the sign-in screens it
 * paints the brand panel of AuthShell into the splash, in the visitor's language, before any of the
 * app's code has arrived, so the page's largest text is on the first frame. The app's own AuthShell
 * renders the same panel at the same place underneath; the splash goes once that screen has rendered.
 * It imports nothing but the language rule: it is bundled on its own, not with the app.
 */

/** AuthShell's strings (the `brand` group of each language's auth.json). */
export type BrandStrings = { tagline: string; pointSidang: string; pointJadwal: string; pointYudisium: string };
/** AuthShell's icons: the inside of each SVG (tabler's paths). */
export type BrandIcons = { school: string; calendarCheck: string; certificate: string };
export type BrandData = { strings: Partial<Record<Locale, BrandStrings>>; icons: BrandIcons };

/** The screens framed by AuthShell. */
const brandPaths = new Set(['/login', '/register']);

// The session's storage keys (stores/session.ts storageKeys, spec section 9): signed in means both are
// stored, and a signed-in visitor is sent on from the sign-in screens, so must not see them painted.
const sessionKeys = ['accessToken', 'userData'] as const;

/** The language to paint the brand panel in, or undefined where the visit must not show it. */
export function brandLocale(
  pathname: string,
  read: (key: string) => string | null,
  languages: readonly string[] | undefined,
): Locale | undefined {
  if (!brandPaths.has(pathname.replace(/\/+$/, ''))) return undefined;
  if (sessionKeys.every((key) => read(key))) return undefined;
  return openingLocale(read(uiStorageKey), languages);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The panel's markup; index.html's style sheet lays it out as AuthShell's left column. */
export function brandPanelHtml(strings: BrandStrings, icons: BrandIcons): string {
  // as @tabler/icons-react draws them
  const svg = (paths: string, size: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  const point = (icon: string, text: string) =>
    `<div class="bb-point"><span class="bb-point-icon">${svg(icon, 20)}</span><p>${escapeHtml(text)}</p></div>`;
  return (
    '<div class="bb-panel" data-testid="boot-brand"><div class="bb-stack">' +
    `<div class="bb-title"><span class="bb-logo">${svg(icons.school, 30)}</span><h2>Aplikasi Ujian</h2></div>` +
    `<p class="bb-tagline">${escapeHtml(strings.tagline)}</p>` +
    '<div class="bb-points">' +
    point(icons.school, strings.pointSidang) +
    point(icons.calendarCheck, strings.pointJadwal) +
    point(icons.certificate, strings.pointYudisium) +
    '</div></div></div>'
  );
}

function readStorage(): (key: string) => string | null {
  try {
    const storage = window.localStorage;
    return (key) => storage.getItem(key);
  } catch {
    // storage refused (some private modes): nothing is stored
    return () => null;
  }
}

/** Fills the splash of index.html with the brand panel where `brandLocale` allows it. */
export function paintBrandSplash(data: BrandData): void {
  const splash = document.getElementById('boot-splash');
  const locale = brandLocale(window.location.pathname, readStorage(), navigator.languages);
  const strings = locale && data.strings[locale];
  if (!splash || !locale || !strings) return;
  document.documentElement.lang = locale;
  splash.classList.add('boot-brand');
  splash.insertAdjacentHTML('afterbegin', brandPanelHtml(strings, data.icons));
}
