import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function adminAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
  const page = await context.newPage();
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

describe('the room board as the admin uses it at 1366x768', { timeout: 240_000 }, () => {
  it('opens on the next day with work, keeps still while dragging, and shows every session beside a fixed room column', async () => {
    const { apiLogin, call, verifiedPengajuan } = apiFixtures(portal);
    const pengajuan = await verifiedPengajuan();
    const token = await apiLogin(demo.admin);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const upcoming = await call<{ data: { tanggal: string | null; status: string }[] }>(
      token,
      'GET',
      `/jadwal-sidang?from=${today}&sortBy=mulai&perPage=20`,
    );
    const work = upcoming.data.filter((r) => r.tanggal && ['draft', 'terjadwal', 'berlangsung'].includes(r.status));
    expect(work.length).toBeGreaterThan(0);
    const nextDay = work[0]!.tanggal!;

    const page = await adminAt(1366, 768);
    try {
      await page.goto(`${portal.baseUrl}/jadwal-sidang`);
      await page.getByTestId('board-grid').waitFor();
      // the next day with a sidang, not an empty today
      expect(await page.getByTestId('board-day').inputValue()).toBe(nextDay);
      await page.locator('[data-testid="board-jadwal"]').first().waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      await expectAccessible(page, shellToasts);

      // every session's column is on screen beside the waiting list
      const headers = page.getByTestId('board-grid').locator('thead th');
      const count = await headers.count();
      expect(count).toBeGreaterThan(1);
      // a session's hours are institution hours and say so
      for (let i = 1; i < count; i++)
        expect(await headers.nth(i).textContent()).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} WIB$/);
      const last = await headers.nth(count - 1).boundingBox();
      expect(last).not.toBeNull();
      expect(last!.x + last!.width).toBeLessThanOrEqual(1366);

      // the room column stays in place when the board scrolls sideways (phone widths)
      const position = await page
        .getByTestId('board-room')
        .first()
        .evaluate((el) => getComputedStyle(el).position);
      expect(position).toBe('sticky');

      // starting a drag moves nothing: the drop lands on the cell that was under the pointer
      const grid = page.getByTestId('board-grid');
      const before = await grid.boundingBox();
      const item = page.locator(`[data-testid="board-waiting-item"][data-uuid="${pengajuan.uuid}"]`);
      const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
      await item.dispatchEvent('dragstart', { dataTransfer });
      await page.waitForTimeout(300);
      const during = await grid.boundingBox();
      expect(during!.y).toBe(before!.y);
      expect(await page.getByTestId('board-picked').count()).toBe(0);
      expect(await page.getByTestId('board-place').count()).toBe(0);
      const cell = page.getByTestId('board-cell').nth(1);
      const room = await cell.getAttribute('data-room');
      await cell.dispatchEvent('dragover', { dataTransfer });
      await cell.dispatchEvent('drop', { dataTransfer });
      await page.getByTestId('placement-form').waitFor();
      const roomInput = page.getByTestId('placement-ruangan');
      const roomName = await page
        .locator(`[data-testid="board-cell"][data-room="${room}"]`)
        .first()
        .evaluate((el) => el.closest('tr')?.querySelector('th')?.textContent ?? '');
      expect(roomName.length).toBeGreaterThan(0);
      expect(roomName).toContain(await roomInput.inputValue());
    } finally {
      await page.context().close();
    }
  });
});
