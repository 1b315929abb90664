import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

// Every screen a role reaches from its menu, in the state a person first sees it. Screens with their
// own browser tests check their dialogs and later states there.
const screens: [keyof typeof demo | null, string[]][] = [
  [null, ['/login', '/register', '/forgot-password']],
  [
    'admin',
    [
      '/dashboard/analytics',
      '/daftar-sidang',
      '/daftar-yudisium',
      '/pengguna',
      '/pengguna-daftar-baru',
      '/hak-akses',
      '/ruangan',
      '/jenis-berkas',
      '/periode-ujian',
      '/notifikasi',
      '/notifikasi-email',
      '/sync-dosen',
      '/rekapitulasi-pengajuan-sidang',
      '/pages/account-setting',
    ],
  ],
  ['koordinator', ['/dashboard/analytics', '/daftar-sidang']],
  ['dosen', ['/dashboard/analytics', '/pages/account-setting']],
  ['mahasiswa', ['/dashboard/analytics', '/pengajuan-sidang/baru', '/pages/account-setting']],
];

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it.each(screens)(
    'screens of %s',
    async (who, paths) => {
      const { context, page } = await newPage(browser);
      if (who) {
        await signIn(page, portal.baseUrl, demo[who].email, demo[who].password);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }
      for (const path of paths) {
        await page.goto(`${portal.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(path);
        await expectAccessible(page);
      }
      await context.close();
    },
    120_000,
  );

  it('signs in with the keyboard alone', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByTestId('login-email').waitFor();
    await page.getByTestId('login-email').focus();
    await page.keyboard.type(demo.admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demo.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    // the account menu opens from the keyboard too
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem').first().waitFor();
    await context.close();
  });
});
