import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, hold, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

type StoredSession = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

/** An account's stored session (the admin's by default), as a browser keeps it after signing in. */
async function storedSession(account: { email: string; password: string } = demo.admin): Promise<StoredSession> {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
  await page.getByTestId('layout-vertical').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function withSession<T>(session: StoredSession | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1366, height: 768 },
    storageState: session,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

type ManifestChunk = { file: string; imports?: string[] };

/** The chunk of `source` and every chunk it imports statically, from the build's manifest. */
function importTree(source: string): { file: string; imports: string[] } {
  const manifest = JSON.parse(
    readFileSync(new URL('../client/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      walk(imported);
    }
  };
  walk(source);
  const file = (key: string) => manifest[key]!.file.slice('assets/'.length);
  return { file: file(source), imports: [...seen].map(file) };
}

const jsRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.push(pathname.slice('/assets/'.length));
  });
  return seen;
};

describe('start-up with a stored session', { timeout: 180_000 }, () => {
  it("fetches the opened screen's whole import tree at once; the sign-in page never loads that code", async () => {
    await withSession(undefined, async (page) => {
      const seen = jsRequests(page);
      await page.goto(`${portal.baseUrl}/login`);
      await page.getByTestId('login-submit').waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.filter((file) => file.startsWith('signed-in-preload-'))).toEqual([]);
    });

    const session = await storedSession();
    await withSession(session, async (page) => {
      const seen = jsRequests(page);
      // The screen's own chunk answers late: every chunk it imports must already be on its way, not found
      // only once the browser has parsed the screen's chunk.
      const board = importTree('src/features/jadwal/JadwalPage.tsx');
      expect(board.imports.length).toBeGreaterThan(0);
      const screen = hold(page, (url) => url.pathname === `/assets/${board.file}`);
      await screen.ready;
      await page.goto(`${portal.baseUrl}/jadwal-sidang`);
      await screen.held;
      await expect.poll(() => board.imports.filter((file) => !seen.includes(file)), { timeout: 60_000 }).toEqual([]);
      expect(seen.some((file) => file.startsWith('signed-in-preload-'))).toBe(true);
      screen.release();
      await page.locator('[data-testid="board-jadwal"]').first().waitFor();
    });
  });

  it('asks for the waiting pengajuan and drafts beside the next day with work, and that day not again', async () => {
    const session = await storedSession();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const { apiLogin, call } = apiFixtures(portal);
    const upcoming = await call<{ data: unknown[]; total: number }>(
      await apiLogin(demo.admin),
      'GET',
      `/jadwal-sidang?from=${today}&sortBy=mulai&page=1&perPage=20`,
    );
    // the demo's schedule from today on fits the first answer, so it holds the whole day
    expect(upcoming.data.length).toBe(upcoming.total);
    await withSession(session, async (page) => {
      const dayRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/v1/jadwal-sidang' && url.searchParams.has('to')) dayRequests.push(url.search);
      });
      const nextDay = hold(
        page,
        (url) => url.pathname === '/api/v1/jadwal-sidang' && url.searchParams.get('sortBy') === 'mulai',
      );
      await nextDay.ready;
      const pool = Promise.all([
        page.waitForRequest((r) => /\/api\/v1\/pengajuan-sidang\?.*status=diverifikasi/.test(r.url()), {
          timeout: 60_000,
        }),
        page.waitForRequest((r) => /\/api\/v1\/jadwal-sidang\?.*status=draft/.test(r.url()), { timeout: 60_000 }),
      ]);
      await page.goto(`${portal.baseUrl}/jadwal-sidang`);
      await nextDay.held;
      await pool;
      nextDay.release();
      await page.locator('[data-testid="board-jadwal"]').first().waitFor();
      expect(dayRequests).toEqual([]);
    });
  });

  it('still ends a session the server revoked on the sign-in page', async () => {
    const session = await storedSession();
    const stored = (key: string) =>
      session.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === key)?.value ?? '';
    const res = await fetch(`${portal.baseUrl}/api/v1/jwt/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored('refreshToken') }),
    });
    expect(res.ok).toBe(true);
    await withSession(session, async (page) => {
      await page.goto(`${portal.baseUrl}/jadwal-sidang`);
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 60_000 });
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });
  });
});

describe('a lecturer’s schedule list', { timeout: 180_000 }, () => {
  it('loads the detail view’s code when a row is first opened, not with the list, and shows the row in the drawer', async () => {
    const detail = importTree('src/features/jadwal/JadwalDetailPage.tsx').file;
    await withSession(await storedSession(demo.dosen), async (page) => {
      const seen = jsRequests(page);
      await page.goto(`${portal.baseUrl}/jadwal-sidang`);
      const row = page.getByTestId('jadwal-table-row').first();
      await row.waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen).not.toContain(detail);

      await row.click();
      await page.getByTestId('jadwal-drawer').getByTestId('jadwal-detail').waitFor();
      expect(seen).toContain(detail);
      await expectAccessible(page, shellToasts);
    });
  });
});

describe('the dashboard asks for its section beside its counts', { timeout: 180_000 }, () => {
  const heldDashboard = (page: Page) => hold(page, (url) => url.pathname === '/api/v1/dashboard');

  it('a lecturer’s desk is asked for while `GET /dashboard` is still on its way', async () => {
    await withSession(await storedSession(demo.dosen), async (page) => {
      const counts = heldDashboard(page);
      await counts.ready;
      const desk = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/dashboard/desk', {
        timeout: 60_000,
      });
      await page.goto(`${portal.baseUrl}/dashboard/analytics`);
      await counts.held;
      await desk;
      counts.release();
      await page.getByTestId('dashboard').waitFor();
      await expect.poll(() => page.getByTestId('dashboard').getAttribute('data-scope')).toBe('dosen');
    });
  });

  it('the staff section’s code is fetched while `GET /dashboard` is still on its way', async () => {
    const staff = importTree('src/features/dashboard/StaffDashboard.tsx').file;
    await withSession(await storedSession(demo.koordinator), async (page) => {
      const seen = jsRequests(page);
      const counts = heldDashboard(page);
      await counts.ready;
      await page.goto(`${portal.baseUrl}/dashboard/analytics`);
      await counts.held;
      await expect.poll(() => seen.includes(staff), { timeout: 60_000 }).toBe(true);
      counts.release();
      await page.getByTestId('dashboard-staff').waitFor();
    });
  });
});

describe('account settings ask for the biodata form’s lists beside the biodata', { timeout: 180_000 }, () => {
  it('the prodi and peminatan lists are asked for while `GET /account/biodata` is still on its way', async () => {
    await withSession(await storedSession(demo.dosen), async (page) => {
      const biodata = hold(page, (url) => url.pathname === '/api/v1/account/biodata');
      await biodata.ready;
      const lists = ['prodi', 'peminatan'].map((name) =>
        page.waitForRequest((r) => new URL(r.url()).pathname === `/api/v1/master/${name}`, { timeout: 60_000 }),
      );
      await page.goto(`${portal.baseUrl}/pages/account-setting`);
      await biodata.held;
      await Promise.all(lists);
      biodata.release();
      await page.getByTestId('account-setting').waitFor();
      await expectAccessible(page, shellToasts);
    });
  });
});
