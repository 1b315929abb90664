import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { expectAccessible, type Portal, shellToasts, signIn } from './harness';

// The one-language sweep: each role's every menu screen in a language, its title the menu's label and
// (but in Indonesian) no Indonesian words. Two files register a share of its runs each, so the slowest
// browser-test file is half as long and the two run side by side.

export type Login = { email: string; password: string };

/** Indonesian words a screen in English must not show (domain terms kept in English — sidang, pengajuan, yudisium — are not listed). */
const INDONESIAN =
  /\b(simpan|batal|hapus|tambah|cari|kembali|ubah|unduh|kirim|tutup|keluar|belum|sudah|tidak|silakan|memuat|halaman|pilih|terjadwal|dibatalkan|diajukan|disetujui|ditolak|menunggu|dicabut|diganti|terbit|berlangsung|penilaian|lulus|selesai|draf|ketua|sekretaris|penguji|pembimbing|tanggal|waktu|semua|baru|daftar|rekapitulasi|pengaturan|pengguna|akun|dan|yang|untuk|dengan|dari|oleh|atau|nilai|hasil|surat|ketersediaan|jadwal|mahasiswa|dosen|ruangan|berkas)\b/gi;

/** Lists whose rows are what people typed (master data, role descriptions): only their frame is screen text. */
const masterPaths = new Set([
  '/dosen',
  '/jenjang',
  '/prodi',
  '/peminatan',
  '/program',
  '/ruangan',
  '/jadwal-external-umum',
  '/waktu-ujian',
  '/status-hasil-sidang',
  '/status-jadwal-sidang',
  '/status-pengajuan-sidang',
  '/proses-persidangan',
  '/jenis-berkas',
  '/komponen-nilai',
  '/skala-nilai',
  '/tarif-honorarium',
  '/periode-ujian',
  '/hak-akses',
]);
function isMaster(path: string): boolean {
  return masterPaths.has(path);
}

/** Pages whose title speaks to the person (their own view), not the menu's name for the screen. */
export const personalTitle: Record<string, string[]> = {
  admin: ['/dashboard/analytics', '/ketersediaan'],
  koordinator: ['/dashboard/analytics', '/ketersediaan'],
  dosen: ['/dashboard/analytics', '/jadwal-sidang', '/ketersediaan', '/rekapitulasi-payroll'],
  mahasiswa: ['/dashboard/analytics', '/jadwal-sidang'],
};

async function menuOf(page: Page): Promise<{ href: string; label: string }[]> {
  const nav = page.getByTestId('nav-vertical');
  await nav.waitFor();
  // open every group: the menu's labels are what the pages are called
  for (const group of await nav.locator(':scope > button').all()) {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  return nav
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a as HTMLElement).innerText.trim() })),
    );
}

/** The page's visible text, without what people typed or data kept as issued (`translate="no"`). */
async function screenText(page: Page, path: string): Promise<string> {
  return page.evaluate((skipRows) => {
    const main = document.querySelector('main') ?? document.body;
    const clone = main.cloneNode(true) as HTMLElement;
    for (const el of Array.from(clone.querySelectorAll('[translate="no"]'))) el.remove();
    if (skipRows) for (const el of Array.from(clone.querySelectorAll('tbody'))) el.remove();
    document.body.append(clone);
    const text = clone.innerText;
    clone.remove();
    const header = (document.querySelector('header') as HTMLElement | null)?.innerText ?? '';
    const nav = (document.querySelector('nav') as HTMLElement | null)?.innerText ?? '';
    return `${header}\n${nav}\n${text}`;
  }, isMaster(path));
}

export type Lang = 'id' | 'en' | 'de' | 'fr' | 'pt';
const browserLocale: Record<Lang, string> = { id: 'id-ID', en: 'en-US', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' };

export type SweepRun = [keyof typeof personalTitle, Login, Lang[]];

/** Registers the sweep's runs of `roles`, against the file's own portal and browser. */
export function describeOneLanguage(roles: SweepRun[], started: () => { portal: Portal; browser: Browser }): void {
  describe('every screen speaks one language and calls itself what the menu calls it', { timeout: 900_000 }, () => {
    for (const [role, login, langs] of roles) {
      for (const lang of langs) {
        it(`${role} in ${lang}: menu label = page title; ${lang === 'id' ? '' : 'no Indonesian words'}`, async () => {
          const { portal, browser } = started();
          await setLocale(portal, login, lang);
          const context = await browser.newContext({
            locale: browserLocale[lang],
            viewport: { width: 1366, height: 768 },
          });
          const page = await context.newPage();
          try {
            await signIn(page, portal.baseUrl, login.email, login.password);
            await page.waitForURL((url) => !url.pathname.startsWith('/login'));
            // the menu fills in once the account's rules are loaded (CASL comes after sign-in)
            await expect.poll(async () => (await menuOf(page)).length, { timeout: 15_000 }).toBeGreaterThan(3);
            const menu = await menuOf(page);
            const problems: string[] = [];
            for (const { href, label } of menu) {
              await page.goto(`${portal.baseUrl}${href}`);
              const h1 = page.locator('h1');
              await h1.first().waitFor();
              await page.waitForLoadState('networkidle');
              expect({ href, h1: await h1.count() }).toEqual({ href, h1: 1 });
              const title = (await h1.innerText()).trim();
              if (!personalTitle[role]!.includes(href) && title !== label)
                problems.push(`${href}: menu "${label}", title "${title}"`);
              if (lang !== 'id') {
                const words = [...new Set((await screenText(page, href)).match(INDONESIAN) ?? [])];
                if (words.length > 0) problems.push(`${href}: Indonesian ${words.join(', ')}`);
              }
            }
            expect(problems).toEqual([]);
            await expectAccessible(page, shellToasts);
          } finally {
            await context.close();
          }
        });
      }
    }
  });
}

/** The account's language, as its settings page stores it. */
async function setLocale(portal: Portal, login: Login, lang: Lang): Promise<void> {
  const { apiLogin, call } = apiFixtures(portal);
  await call(await apiLogin(login), 'PUT', '/account/preferences', { locale: lang });
}
