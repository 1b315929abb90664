import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function savedLocale(login: string, password: string): Promise<string | null> {
  const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const prefs = await fetch(`${portal.baseUrl}/api/v1/account/preferences`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await prefs.json()) as { locale: string | null }).locale;
}

describe('the language a person reads', { timeout: 180_000 }, () => {
  it('opens in the browser’s language, shows refusals in it, and keeps it on the account at first sign-in', async () => {
    const { context, page } = await newPage(browser, 'id-ID');
    try {
      // a browser set to Indonesian opens the sign-in in Indonesian
      await page.goto(`${portal.baseUrl}/login`);
      await page.waitForFunction(() => document.documentElement.lang === 'id');
      await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Masuk');
      await expectAccessible(page);

      // a refusal from the server reads in Indonesian under the field
      await page.goto(`${portal.baseUrl}/register`);
      await page.getByTestId('register-username').fill(demo.admin.username);
      await page.getByTestId('register-email').fill('orang.baru@demo.ac.id');
      await page.getByTestId('register-fullname').fill('Orang Baru');
      await page.getByTestId('register-password').fill('Rahasia#2026');
      await page.getByTestId('register-confirm-password').fill('Rahasia#2026');
      await page.getByTestId('register-submit').click();
      await page.getByText('Nama pengguna ini sudah digunakan.').waitFor();
      expect(await page.locator('body').innerText()).not.toContain('already in use');

      // the first sign-in of an account that never chose keeps the screen's language on it
      expect(await savedLocale(demo.mahasiswa2.username, demo.mahasiswa2.password)).toBeNull();
      await signIn(page, portal.baseUrl, demo.mahasiswa2.username, demo.mahasiswa2.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await expect
        .poll(() => savedLocale(demo.mahasiswa2.username, demo.mahasiswa2.password), { timeout: 15_000 })
        .toBe('id');
    } finally {
      await context.close();
    }
  });
});
