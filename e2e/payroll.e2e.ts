import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demo, expectAccessible, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

it('admin sees the honorarium recap with its totals row and download', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}/rekapitulasi-payroll`);
  await page.getByTestId('payroll-table').waitFor();
  await expect(page.getByRole('heading', { name: 'Honorarium recap' }).count()).resolves.toBeGreaterThan(0);
  await page.getByTestId('payroll-totals').waitFor();
  expect(await page.getByTestId('payroll-export').isVisible()).toBe(true);
  await expectAccessible(page);
  await context.close();
});

it('dosen1 sees "My honorarium", without the lecturer filter', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}/rekapitulasi-payroll`);
  await page.getByTestId('payroll-table').waitFor();
  await expect(page.getByRole('heading', { name: 'My honorarium' }).count()).resolves.toBeGreaterThan(0);
  expect(await page.getByTestId('payroll-dosen').count()).toBe(0);
  await expectAccessible(page);
  await context.close();
});
