import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import {
  demo,
  expectAccessible,
  launchBrowser,
  newPage,
  type Portal,
  shellToasts,
  signIn,
  startPortal,
} from './harness';

const shots = process.env.E2E_SHOTS ?? '/tmp/jadwal-shots';
let portal: Portal;
let browser: Browser;

let apiLogin: ReturnType<typeof apiFixtures>['apiLogin'];
let call: ReturnType<typeof apiFixtures>['call'];
let verifiedPengajuan: ReturnType<typeof apiFixtures>['verifiedPengajuan'];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  portal = await startPortal();
  ({ apiLogin, call, verifiedPengajuan } = apiFixtures(portal));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function waitForLive(page: Page) {
  await page.locator('[data-testid="realtime-status"][data-state="live"]').waitFor({ timeout: 20_000 });
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function pickOption(page: Page, testId: string, index = 0) {
  await page.getByTestId(testId).click();
  const options = page.locator('[role="listbox"]:visible [role="option"]');
  await options.first().waitFor();
  await options.nth(index).click();
}

describe('jadwal sidang: the admin places and publishes; student and dosen see it live', { timeout: 240_000 }, () => {
  let adminContext: BrowserContext;
  let studentContext: BrowserContext;
  let dosenContext: BrowserContext;
  let admin: Page;
  let student: Page;
  let dosen: Page;
  let pengajuan: { uuid: string; judul: string; student: string };
  let demoJadwal: { tanggal: string; waktuUjianUuid: string; ruanganUuid: string; ruanganNama: string };

  it('prepares a verified pengajuan and finds the demo sidang already published', async () => {
    pengajuan = await verifiedPengajuan();
    const token = await apiLogin(demo.admin);
    const list = await call<{ data: (typeof demoJadwal & { status: string })[] }>(
      token,
      'GET',
      '/jadwal-sidang?status=terjadwal&perPage=100',
    );
    const first = list.data.find((j) => j.ruanganUuid && j.tanggal);
    expect(first).toBeTruthy();
    demoJadwal = first!;
  });

  it('the student and dosen1 open their schedule pages (accessible), nothing of this sidang yet', async () => {
    ({ context: studentContext, page: student } = await newPage(browser));
    await signIn(student, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await student.waitForURL((url) => url.pathname !== '/login');
    await student.goto(`${portal.baseUrl}/jadwal-sidang`);
    await student.getByTestId('jadwal-student').waitFor();
    await student.getByTestId('my-jadwal-empty').waitFor();
    await waitForLive(student);
    await expectAccessible(student, shellToasts);
    await markDocument(student);

    ({ context: dosenContext, page: dosen } = await newPage(browser));
    await signIn(dosen, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await dosen.waitForURL((url) => url.pathname !== '/login');
    await dosen.goto(`${portal.baseUrl}/jadwal-sidang`);
    await dosen.getByTestId('jadwal-dosen').waitFor();
    await dosen.getByTestId('calendar-feed-url').waitFor();
    expect(await dosen.getByTestId('calendar-feed-url').inputValue()).toMatch(/^https?:\/\/.+\.ics$/);
    expect(await dosen.getByTestId('calendar-feed-subscribe').getAttribute('href')).toMatch(/^webcal:\/\//);
    await dosen.getByTestId('jadwal-table').waitFor();
    await waitForLive(dosen);
    await expectAccessible(dosen, shellToasts);
    expect(await dosen.getByTestId('jadwal-table').getByText(pengajuan.judul).count()).toBe(0);
    await dosen.screenshot({ path: `${shots}/dosen-before.png`, fullPage: true });
    await dosen.getByTestId('jadwal-tab-week').click();
    await dosen.getByTestId('jadwal-week').waitFor();
    await expectAccessible(dosen, shellToasts);
    await dosen.getByTestId('jadwal-tab-list').click();
    await markDocument(dosen);
  });

  it('the admin sees the clash of a taken room before saving, then places and publishes on the board', async () => {
    ({ context: adminContext, page: admin } = await newPage(browser));
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto(`${portal.baseUrl}/jadwal-sidang`);
    await admin.getByTestId('jadwal-board').waitFor();
    await admin.getByTestId('board-day').fill(demoJadwal.tanggal);
    const item = admin.locator(`[data-testid="board-waiting-item"][data-uuid="${pengajuan.uuid}"]`);
    await item.waitFor();
    await admin.locator('[data-testid="board-jadwal"]').first().waitFor();
    await expectAccessible(admin, shellToasts);
    await admin.screenshot({ path: `${shots}/admin-board.png`, fullPage: true });

    // picked with the keyboard: the item is a toggle button
    await item.focus();
    await admin.keyboard.press('Enter');
    expect(await item.getAttribute('aria-pressed')).toBe('true');
    await admin.getByTestId('board-picked').waitFor();

    // the room of the demo sidang at its time: the form names the clash before anything is saved
    const taken = admin.locator(
      `[data-testid="board-cell"][data-room="${demoJadwal.ruanganUuid}"][data-slot="${demoJadwal.waktuUjianUuid}"]`,
    );
    await taken.getByTestId('board-place').click();
    await admin.getByTestId('placement-form').waitFor();
    const clash = admin.locator('[data-testid="placement-clash"][data-code="RUANGAN_BUSY"]');
    await clash.waitFor({ timeout: 15_000 });
    expect(await clash.textContent()).toContain(demoJadwal.ruanganNama);
    await expectAccessible(admin, shellToasts);
    await admin.screenshot({ path: `${shots}/admin-clash.png`, fullPage: true });
    await admin.getByTestId('placement-close').click();
    await admin.getByTestId('placement-form').waitFor({ state: 'detached' });

    // another slot in another room, free for everyone
    const cells = admin.locator('[data-testid="board-cell"]');
    const count = await cells.count();
    let free = -1;
    for (let i = 0; i < count; i++) {
      const cell = cells.nth(i);
      if ((await cell.getAttribute('data-slot')) === demoJadwal.waktuUjianUuid) continue;
      if ((await cell.getAttribute('data-room')) === demoJadwal.ruanganUuid) continue;
      if ((await cell.locator('[data-testid="board-jadwal"]').count()) > 0) continue;
      free = i;
      break;
    }
    expect(free).toBeGreaterThanOrEqual(0);
    await cells.nth(free).getByTestId('board-place').click();
    await admin.getByTestId('placement-form').waitFor();
    await pickOption(admin, 'placement-ketua', 0);
    await pickOption(admin, 'placement-penguji1', 0);
    await admin.getByTestId('placement-ok').waitFor({ timeout: 15_000 });
    await admin.screenshot({ path: `${shots}/admin-form-ok.png`, fullPage: true });
    await admin.getByTestId('placement-publish').click();
    await admin.getByTestId('confirm-publish-confirm').waitFor();
    expect(await admin.getByTestId('confirm-publish').textContent()).toContain(pengajuan.student);
    await admin.getByTestId('confirm-publish-confirm').click();
    await admin.getByTestId('placement-form').waitFor({ state: 'detached', timeout: 15_000 });
    await cells.nth(free).locator('[data-testid="board-jadwal"][data-status="terjadwal"]').waitFor();
    await item.waitFor({ state: 'detached' });
    await admin.screenshot({ path: `${shots}/admin-published.png`, fullPage: true });
  });

  it('the student and dosen1 see the published sidang appear without reloading', async () => {
    const card = student.locator('[data-testid="my-jadwal"][data-status="terjadwal"]');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('my-jadwal-time').textContent()).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2} WIB$/);
    expect(await card.getByTestId('my-jadwal-place').textContent()).not.toBe('');
    expect(await sameDocument(student)).toBe(true);
    await expectAccessible(student, shellToasts);
    await student.screenshot({ path: `${shots}/student-after.png`, fullPage: true });
    await card.getByText('Show details').click();
    await student.getByTestId('jadwal-detail').waitFor();
    await expectAccessible(student, shellToasts);

    await dosen.getByTestId('jadwal-table').getByText(pengajuan.judul).waitFor({ timeout: 20_000 });
    expect(await sameDocument(dosen)).toBe(true);
    await dosen.screenshot({ path: `${shots}/dosen-after.png`, fullPage: true });
  });

  it('the admin detail, week, list and recap screens are accessible', async () => {
    await admin.getByTestId('jadwal-tab-week').click();
    await admin.getByTestId('jadwal-week').waitFor();
    await expectAccessible(admin, shellToasts);
    await admin.getByTestId('jadwal-tab-list').click();
    await admin.getByTestId('jadwal-table').getByText(pengajuan.judul).click();
    await admin.getByTestId('jadwal-detail').waitFor();
    await admin.getByTestId('jadwal-history-item').first().waitFor();
    await expectAccessible(admin, shellToasts);
    await admin.screenshot({ path: `${shots}/admin-detail.png`, fullPage: true });
    await admin.goto(`${portal.baseUrl}/rekapitulasi-jadwal-sidang`);
    await admin.getByTestId('rekap-jadwal-total-value').waitFor();
    await expectAccessible(admin, shellToasts);
    await admin.screenshot({ path: `${shots}/admin-rekap.png`, fullPage: true });
  });

  it('the koordinator sees the board and the recap (accessible)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.koordinator.email, demo.koordinator.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/jadwal-sidang`);
    await page.getByTestId('jadwal-board').waitFor();
    await expectAccessible(page, shellToasts);
    await page.goto(`${portal.baseUrl}/rekapitulasi-jadwal-sidang`);
    await page.getByTestId('rekap-jadwal-total-value').waitFor();
    await expectAccessible(page, shellToasts);
    await context.close();
    await adminContext.close();
    await studentContext.close();
    await dosenContext.close();
  });
});
