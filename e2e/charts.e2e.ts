import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, hold, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const chartCode = (url: URL) => /\/assets\/charts-impl-[\w-]+\.js$/.test(url.pathname);

describe('charts load beside the screen, not before it', { timeout: 180_000 }, () => {
  it('the recap shows its figures, filters and table while the chart code is on its way; the chart then fills its box', async () => {
    const { page, context } = await newPage(browser);
    const charts = hold(page, chartCode);
    await charts.ready;
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/rekapitulasi-jadwal-sidang`);
    await page.getByTestId('rekap-jadwal-total-value').waitFor();
    await page.getByTestId('rekap-jadwal-dosen-table').waitFor();
    await charts.held;
    expect(await page.getByTestId('rekap-jadwal-chart').count()).toBe(0);
    await expectAccessible(page, shellToasts);
    const tableBefore = await page.getByTestId('rekap-jadwal-dosen-table').boundingBox();

    charts.release();
    await page.getByTestId('rekap-jadwal-chart').waitFor();
    // the box kept for the chart had its height: nothing below it moved
    expect(await page.getByTestId('rekap-jadwal-dosen-table').boundingBox()).toEqual(tableBefore);
    await expectAccessible(page, shellToasts);
    await context.close();
  });

  it('the staff dashboard shows its counts while the chart code is on its way', async () => {
    const { page, context } = await newPage(browser, 'id-ID');
    const charts = hold(page, chartCode);
    await charts.ready;
    await signIn(page, portal.baseUrl, demo.koordinator.email, demo.koordinator.password);
    await page.getByTestId('dashboard-staff').waitFor();
    await page.getByTestId('dashboard-by-status').waitFor();
    await charts.held;
    expect(await page.locator('[data-testid="dashboard-by-status"] svg.recharts-surface').count()).toBe(0);
    charts.release();
    await page.locator('[data-testid="dashboard-by-status"] svg.recharts-surface').first().waitFor();
    await expectAccessible(page, shellToasts);
    await context.close();
  });
});
