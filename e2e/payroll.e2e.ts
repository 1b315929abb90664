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

it('shows rupiah amounts, the per-role breakdown and the totals row', async () => {
  const { context, page } = await newPage(browser);
  // the demo has no finished jadwal yet: the recap a finished sidang produces, as the server sends it
  const recap = {
    rows: [
      {
        dosenUuid: '00000000-0000-4000-8000-000000000001',
        nama: 'Budi Santoso',
        nidn: '0401018001',
        jumlahSidang: 2,
        perPeran: { ketua: { n: 1, jumlah: 250000 }, penguji: { n: 1, jumlah: 200000 } },
        bruto: 450000,
        pajak: 22500,
        neto: 427500,
      },
    ],
    totals: { bruto: 450000, pajak: 22500, neto: 427500, jumlahSidang: 2 },
  };
  await page.route(/\/api\/v1\/rekap\/payroll(\?|$)/, (route) => route.fulfill({ json: recap }));
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}/rekapitulasi-payroll`);
  await page.getByTestId('payroll-row').first().waitFor();
  const row = (await page.getByTestId('payroll-row').first().innerText()).replace(/\s+/g, ' ');
  expect(row).toContain('Rp 250.000');
  expect(row).toContain('Rp 427.500');
  const totals = (await page.getByTestId('payroll-totals').innerText()).replace(/\s+/g, ' ');
  expect(totals).toContain('Rp 450.000');
  expect(totals).toContain('Rp 22.500');
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
