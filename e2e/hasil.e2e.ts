import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demo, expectAccessible, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function as(who: keyof typeof demo) {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, demo[who].email, demo[who].password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page };
}

it('the rubric screen shows the running sum of active weights, accessibly', async () => {
  const { context, page } = await as('admin');
  await page.goto(`${portal.baseUrl}/komponen-nilai`);
  const sum = page.getByTestId('komponen-weight-sum');
  await sum.waitFor();
  expect(await sum.textContent()).toContain('100');
  await expectAccessible(page);
  await page.goto(`${portal.baseUrl}/skala-nilai`);
  await page.getByTestId('master-list-skala-nilai').waitFor();
  await expectAccessible(page);
  await context.close();
});

it('results and score changes are reachable and accessible for staff, dosen and students', async () => {
  for (const who of ['admin', 'dosen', 'mahasiswa3'] as const) {
    const { context, page } = await as(who);
    await page.goto(`${portal.baseUrl}/hasil-sidang`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (who === 'dosen')
      await page.getByTestId('hasil-mine').or(page.getByTestId('hasil-mine-empty')).first().waitFor();
    await expectAccessible(page);
    if (who === 'admin') {
      await page.goto(`${portal.baseUrl}/perubahan-nilai`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page);
    }
    await context.close();
  }
});

it('the demo result opens with its committee, and the koordinator approves the open score change', async () => {
  {
    const { context, page } = await as('admin');
    await page.goto(`${portal.baseUrl}/hasil-sidang`);
    await page
      .getByTestId('hasil-all')
      .getByRole('row')
      .filter({ hasText: 'Passed' })
      .getByRole('link')
      .first()
      .click();
    await page.getByTestId('penilai-table').waitFor();
    expect(await page.getByTestId('nilai-akhir').textContent()).toMatch(/\d+\.\d\d/);
    await expectAccessible(page);
    await context.close();
  }
  const { context, page } = await as('koordinator');
  await page.goto(`${portal.baseUrl}/perubahan-nilai`);
  // the queue says why each change is asked; the filter keeps the open ones
  await page.getByTestId('perubahan-table').getByText('Nilai presentasi salah ketik pada berita acara.').waitFor();
  await page.locator('label', { hasText: 'Rejected' }).click();
  await page.getByTestId('perubahan-empty').waitFor();
  await page.locator('label', { hasText: 'Requested' }).click();
  await page.getByTestId('perubahan-table').getByRole('link').first().click();
  await page.getByTestId('perubahan-compare').waitFor();
  await expectAccessible(page);
  await page.getByTestId('perubahan-approve').click();
  await page.getByTestId('perubahan-confirm-confirm').waitFor();
  // the dialog fades in: check it once it is fully shown
  await page.waitForTimeout(500);
  await expectAccessible(page);
  await page.getByTestId('perubahan-confirm-confirm').click();
  await page.getByTestId('perubahan-detail').getByText('Approved').waitFor();
  await context.close();
});
