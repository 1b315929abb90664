import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const path = (url: string) => new URL(url).pathname;

describe('signing in through the page', () => {
  it.each([
    ['admin', demo.admin.email, demo.admin.password, '/dashboard/analytics'],
    ['koordinator (by username)', demo.koordinator.username, demo.koordinator.password, '/dashboard/analytics'],
    ['dosen', demo.dosen.email, demo.dosen.password, '/dashboard/analytics'],
    ['mahasiswa', demo.mahasiswa.email, demo.mahasiswa.password, '/home'],
  ])('%s lands where the spec says', async (_who, login, password, landing) => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, login, password);
    await page.waitForURL((url) => url.pathname === landing);
    expect(await page.title()).toBe('Aplikasi Ujian');
    // the session survives a reload: the start-up check keeps the user signed in
    await page.reload();
    await page.waitForURL((url) => url.pathname === landing);
    await context.close();
  });

  it('sends a student with incomplete biodata to account settings with a warning; completing it opens the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.mahasiswa2.email, demo.mahasiswa2.password);
    await page.waitForURL((url) => url.pathname === '/pages/account-setting');
    await page.getByTestId('biodata-warning').waitFor();

    await page.getByTestId('biodata-nomor-induk').fill('2101234567');
    await page.getByTestId('biodata-phone').fill('081234567890');
    await page.getByTestId('biodata-prodi').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('biodata-save').click();
    await page.getByTestId('biodata-completed').waitFor();
    await page.getByTestId('biodata-go-dashboard').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await page.getByTestId('dashboard').waitFor();
    await context.close();
  });

  it('shows the contract message for bad credentials and stays on login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, 'wrong-password');
    await page.getByText('Email or Password is Invalid').waitFor();
    expect(path(page.url())).toBe('/login');
    await context.close();
  });
});

describe('guards', () => {
  it('sends an anonymous visitor to login, and unknown paths to error-404', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.baseUrl}/daftar-sidang`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${portal.baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${portal.baseUrl}/no/such/page`);
    await page.waitForURL((url) => url.pathname === '/error-404');
    await context.close();
  });

  it('sends a student to not-authorized for an admin screen, and a signed-in admin away from login', async () => {
    const student = await newPage(browser);
    await signIn(student.page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await student.page.waitForURL((url) => url.pathname === '/home');
    await student.page.goto(`${portal.baseUrl}/pengguna`);
    await student.page.waitForURL((url) => url.pathname === '/not-authorized');
    // the raw rule table is an administrator's diagnostic
    await student.page.goto(`${portal.baseUrl}/access-control`);
    await student.page.waitForURL((url) => url.pathname === '/not-authorized');
    await student.page.goto(`${portal.baseUrl}/login`);
    await student.page.waitForURL((url) => url.pathname === '/home');
    await student.context.close();

    const admin = await newPage(browser);
    await signIn(admin.page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await admin.page.goto(`${portal.baseUrl}/register`);
    await admin.page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await admin.context.close();
  });

  it('signs out: the stored session is gone and protected screens send to login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL((url) => url.pathname === '/login');
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userData'),
    ]);
    expect(stored).toEqual([null, null, null]);
    await page.goto(`${portal.baseUrl}/dashboard/analytics`);
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('register', () => {
  it('shows the spec messages for an empty form, then registers and signs in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.baseUrl}/register`);
    await page.getByTestId('register-submit').click();
    await page.getByText('Please enter your username.').waitFor();
    await page.getByText('Please enter your email.').waitFor();
    await page.getByText('Please enter password').waitFor();

    await page.getByTestId('register-username').fill('admin');
    await page.getByTestId('register-email').fill('baru@demo.ac.id');
    await page.getByTestId('register-password').fill('Rahasia#2026');
    await page.getByTestId('register-confirm-password').fill('Rahasia#2026');
    await page.getByTestId('register-submit').click();
    await page.getByText('This username is already in use.').waitFor();

    await page.getByTestId('register-username').fill('mahasiswa.baru');
    await page.getByTestId('register-submit').click();
    // a new student has no biodata yet: the start-up rules send them to account settings
    await page.waitForURL((url) => url.pathname === '/pages/account-setting');
    await context.close();
  });
});

describe('layout and language', () => {
  it('switches to the horizontal layout and Indonesian, and keeps both after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await page.getByTestId('layout-vertical').waitFor();
    await page.getByTestId('layout-switcher').click();
    await page.getByTestId('layout-horizontal').waitFor();

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-id').click();
    await page.waitForFunction(() => document.documentElement.lang === 'id');
    await page.reload();
    await page.getByTestId('layout-horizontal').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await page.screenshot({ path: 'e2e/screenshots/dashboard-id-horizontal.png' });
    await context.close();
  });

  it('shows the scroll-to-top button only after scrolling past 250 px', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 300 });
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    // the dashboard's progress steps make a page taller than the window
    await page.goto(`${portal.baseUrl}/dashboard/analytics`);
    await page.getByTestId('dashboard-progress').waitFor();
    expect(await page.getByTestId('scroll-to-top').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByTestId('scroll-to-top').waitFor({ state: 'visible' });
    await context.close();
  });

  it('carries a choice saved on one device to a fresh browser, and lists the inbox in the menu', async () => {
    const first = await newPage(browser);
    await signIn(first.page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await first.page.getByTestId('layout-vertical').waitFor();
    // the in-app inbox has its own menu entry
    const sidebar = first.page.getByTestId('nav-vertical');
    await sidebar.getByText('Account', { exact: true }).click();
    await sidebar.getByText('Notifications', { exact: true }).click();
    await first.page.waitForURL((url) => url.pathname === '/notifikasi');
    const saved = (method: string) => (response: { url(): string; request(): { method(): string } }) =>
      response.url().endsWith('/account/preferences') && response.request().method() === method;
    const layoutSaved = first.page.waitForResponse(saved('PUT'));
    await first.page.getByTestId('layout-switcher').click();
    await layoutSaved;
    await first.page.getByTestId('language-switcher').click();
    const languageSaved = first.page.waitForResponse(saved('PUT'));
    await first.page.getByTestId('language-de').click();
    await languageSaved;
    await first.context.close();

    // another device: nothing stored locally, so only the account can know the choice
    const second = await newPage(browser);
    await signIn(second.page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await second.page.getByTestId('layout-horizontal').waitFor();
    await second.page.waitForFunction(() => document.documentElement.lang === 'de');
    await second.context.close();
  });
});
