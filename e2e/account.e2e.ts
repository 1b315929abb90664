import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, demo, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

// Account settings (password, sessions, notification preferences) and the dashboard, in a real
// browser against the real server: sessions end live in the other browser context.

const shots = '/tmp/account-shots';
const mahasiswa3 = { email: 'mahasiswa3@demo.ac.id', password: 'Mahasiswa#2026demo' };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function signedIn(account: { email: string; password: string }) {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page };
}

async function waitForLive(page: Page) {
  await page.locator('[data-testid="realtime-status"][data-state="live"]').waitFor({ timeout: 20_000 });
}

async function openTab(page: Page, tab: string) {
  await page.goto(`${portal.baseUrl}/pages/account-setting?tab=${tab}`);
  await page
    .getByTestId('account-setting')
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `${shots}/failed-${tab}.png` });
      throw new Error(`account settings did not open at ${page.url()}: ${String(error)}`);
    });
}

/** The page's language, chosen in the header menu: kept on the account, then the page reloads with it. */
async function useLanguage(page: Page, locale: 'en' | 'id') {
  await chooseLanguage(page, locale);
  await page.reload();
  await page.waitForFunction((lng) => document.documentElement.lang === lng, locale);
}

async function apiLogin(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${portal.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return text ? JSON.parse(text) : null;
}

describe('password change', () => {
  it('keeps this session, ends the other browser at once, and shows field errors from the server', async () => {
    const a = await signedIn(demo.dosen);
    const b = await signedIn(demo.dosen);
    await openTab(b.page, 'biodata');
    await waitForLive(b.page);

    await openTab(a.page, 'security');
    // the server's answer lands on the field it belongs to
    await a.page.getByTestId('password-current').fill('Salah#2026demo');
    await a.page.getByTestId('password-new').fill('Dosen#2026baru');
    await a.page.getByTestId('password-confirm').fill('Dosen#2026baru');
    await a.page.getByTestId('password-submit').click();
    await a.page.getByText('Your current password is not correct.').waitFor();
    // the browser checks the confirmation itself
    await a.page.getByTestId('password-current').fill(demo.dosen.password);
    await a.page.getByTestId('password-confirm').fill('Dosen#2026lain');
    await a.page.getByTestId('password-submit').click();
    await a.page.getByText('The passwords do not match.').waitFor();

    await a.page.getByTestId('password-confirm').fill('Dosen#2026baru');
    await a.page.getByTestId('password-submit').click();
    const done = a.page.getByTestId('password-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('other sessions (1) were signed out');
    await a.page.screenshot({ path: `${shots}/security-en.png`, fullPage: true });

    // the other browser is signed out live, without touching it
    await b.page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    // this one goes on with the new access token: a reload stays signed in
    await a.page.reload();
    await a.page.getByTestId('password-submit').waitFor();
    expect(new URL(a.page.url()).pathname).toBe('/pages/account-setting');

    // the new password signs in, the old one does not
    await signIn(b.page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await b.page.getByTestId('login-error').waitFor();
    await signIn(b.page, portal.baseUrl, demo.dosen.email, 'Dosen#2026baru');
    await b.page.waitForURL((url) => url.pathname !== '/login');
    await a.context.close();
    await b.context.close();
  });
});

describe('active sessions', () => {
  it('lists both logins, marks this device, and signing the other out ends it live', async () => {
    const a = await signedIn(demo.koordinator);
    const b = await signedIn(demo.koordinator);
    await waitForLive(b.page);

    await openTab(a.page, 'sessions');
    const rows = a.page.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await a.page.locator('[data-testid="session-row"][data-current="true"]').count()).toBe(1);
    expect(await a.page.getByTestId('session-current').textContent()).toBe('This device');
    expect(await rows.first().textContent()).toContain('Chrome');
    await a.page.screenshot({ path: `${shots}/sessions-en.png`, fullPage: true });

    await a.page.locator('[data-testid="session-row"][data-current="false"]').getByTestId('session-revoke').click();
    await a.page.getByTestId('sessions-confirm-confirm').click();
    await b.page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await expect.poll(() => rows.count()).toBe(1);
    await a.page.getByTestId('sessions-only-this').waitFor();
    expect(await a.page.getByTestId('sessions-revoke-others').isDisabled()).toBe(true);

    await useLanguage(a.page, 'id');
    await expect.poll(() => a.page.getByTestId('session-current').textContent()).toBe('Perangkat ini');
    await a.page.screenshot({ path: `${shots}/sessions-id.png`, fullPage: true });
    await a.context.close();
    await b.context.close();
  });
});

describe('notification preferences', () => {
  it('saves each switch at once and keeps it after a reload', async () => {
    const { context, page } = await signedIn(mahasiswa3);
    await openTab(page, 'notifications');
    const jadwalEmail = page.getByTestId('notif-jadwal-email');
    const hasilInApp = page.getByTestId('notif-hasil-inApp');
    await page.getByTestId('notif-table').waitFor();
    expect(await jadwalEmail.isChecked()).toBe(true);
    expect(await hasilInApp.isChecked()).toBe(true);

    const saved = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/v1/account/preferences') && r.request().method() === 'PUT');
    // Mantine's switch input is visually hidden: a person clicks its track (the input's label)
    await Promise.all([saved(), jadwalEmail.locator('xpath=..').click()]);
    await Promise.all([saved(), hasilInApp.locator('xpath=..').click()]);
    expect(await jadwalEmail.isChecked()).toBe(false);

    await page.reload();
    await page.getByTestId('notif-table').waitFor();
    expect(await page.getByTestId('notif-jadwal-email').isChecked()).toBe(false);
    expect(await page.getByTestId('notif-hasil-inApp').isChecked()).toBe(false);
    expect(await page.getByTestId('notif-jadwal-inApp').isChecked()).toBe(true);
    expect(await page.getByTestId('notif-hasil-email').isChecked()).toBe(true);
    await page.screenshot({ path: `${shots}/notifications-en.png`, fullPage: true });
    await useLanguage(page, 'id');
    await page.getByTestId('notif-row-jadwal').getByText('Jadwal sidang').waitFor();
    await page.screenshot({ path: `${shots}/notifications-id.png`, fullPage: true });

    // the student's dashboard: their own progress (mahasiswa3's sidang is finished)
    await page.goto(`${portal.baseUrl}/dashboard/analytics`);
    const progress = page.getByTestId('dashboard-progress');
    await progress.waitFor();
    expect(await progress.getAttribute('data-done')).toBe('5');
    await page.screenshot({ path: `${shots}/dashboard-student-id.png`, fullPage: true });
    await useLanguage(page, 'en');
    await page.getByText('Your progress').waitFor();
    await page.screenshot({ path: `${shots}/dashboard-student-en.png`, fullPage: true });
    await context.close();
  });
});

describe('dashboard', () => {
  it('shows the admin the counts the server has, with charts', async () => {
    // one audited change, so "recent activity" has something true to show
    const adminToken = await apiLogin(demo.admin);
    await call(adminToken, 'POST', '/master/ruangan', { kode: 'R-DASH', nama: 'Ruang Dasbor', kapasitas: 20 });
    const { context, page } = await signedIn(demo.admin);
    await page.goto(`${portal.baseUrl}/dashboard/analytics`);
    await page.locator('[data-testid="dashboard"][data-scope="staff"]').waitFor();
    await page.getByTestId('dashboard-stat-total').waitFor();
    const api = (await page.evaluate(async () => {
      const res = await fetch('/api/v1/dashboard', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return res.json();
    })) as { pengajuanByStatus: Record<string, number>; dosenAktif: number; prodiAktif: number };
    const total = Object.values(api.pengajuanByStatus).reduce((a, b) => a + b, 0);
    // the seed: 20 lecturers, mahasiswa3's finished sidang
    expect(api.dosenAktif).toBe(20);
    expect(api.pengajuanByStatus.selesai).toBe(1);
    expect(await page.getByTestId('dashboard-stat-total-value').textContent()).toBe(String(total));
    expect(await page.getByTestId('dashboard-total-dosen-value').textContent()).toBe('20');
    expect(await page.getByTestId('dashboard-total-prodi-value').textContent()).toBe(String(api.prodiAktif));
    expect(await page.getByTestId('dashboard-status-selesai-value').textContent()).toBe('1');
    await page.getByTestId('dashboard-by-prodi').waitFor();
    await page.locator('[data-testid="dashboard-by-status"] .recharts-pie').first().waitFor();
    const activity = page.getByTestId('dashboard-activity-item');
    await activity.first().waitFor();
    expect(await activity.first().textContent()).toContain('Created: rooms');
    expect(await activity.first().textContent()).toContain('by Administrator Fakultas');

    // live: a student cancels a draft; the open dashboard follows without a reload
    await waitForLive(page);
    expect(await page.getByTestId('dashboard-status-dibatalkan').count()).toBe(0);
    const student = await apiLogin(demo.mahasiswa);
    const dosen = (await call(student, 'GET', '/master/dosen?perPage=1')) as { data: Array<{ uuid: string }> };
    const draft = (await call(student, 'POST', '/pengajuan-sidang', {
      judul: 'Uji dasbor langsung',
      pembimbingIds: [dosen.data[0]!.uuid],
    })) as { uuid: string };
    await call(student, 'POST', `/pengajuan-sidang/${draft.uuid}/transitions`, { event: 'CANCEL' });
    await page.getByTestId('dashboard-status-dibatalkan').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('dashboard-status-dibatalkan-value').textContent()).toBe('1');
    expect(await page.getByTestId('dashboard-stat-total-value').textContent()).toBe(String(total + 1));
    await page.screenshot({ path: `${shots}/dashboard-admin-en.png`, fullPage: true });
    await useLanguage(page, 'id');
    await page.getByText('Pengajuan menurut status').waitFor();
    await page.screenshot({ path: `${shots}/dashboard-admin-id.png`, fullPage: true });
    await context.close();
  });
});

describe('profile photo', () => {
  // a real 1x1 PNG, so the browser decodes it (a broken image would fall back to the initials)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const headerPhoto = '[data-testid="user-avatar"] img[src^="blob:"]';

  it('uploads a PNG in the Biodata tab, shows it in the header after a reload, and removes it', async () => {
    const { context, page } = await signedIn(demo.mahasiswa2);
    await openTab(page, 'biodata');
    await page.getByTestId('photo-panel').waitFor();
    expect(await page.locator(headerPhoto).count()).toBe(0);

    // the client-side check refuses a non-image before sending anything
    await page
      .locator('[data-testid="photo-panel"] input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('photo-error').getByText('The photo must be a JPEG, PNG or WebP image.').waitFor();

    await page
      .locator('[data-testid="photo-panel"] input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.locator(headerPhoto).waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="photo-avatar"][data-has-photo="true"]').waitFor();

    await page.reload();
    const img = page.locator(headerPhoto);
    await img.waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLImageElement | null)?.naturalWidth === 1,
      headerPhoto,
    );
    await page.getByTestId('photo-panel').waitFor();
    await page.screenshot({ path: `${shots}/photo-header.png` });

    await page.getByTestId('photo-remove').click();
    await page.locator('[data-testid="photo-avatar"][data-has-photo="false"]').waitFor();
    await page.locator(headerPhoto).waitFor({ state: 'detached' });
    await context.close();
  });
});
