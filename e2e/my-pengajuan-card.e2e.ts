import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

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

const long =
  'Analisis Perbandingan Kinerja Algoritma Pembelajaran Mesin untuk Deteksi Dini Penyakit Daun Padi Berbasis Citra Digital pada Lahan Pertanian Jawa Barat';

// A seeded student whose sidang is completed (realtime-server/src/seed/pengajuan.ts).
const mahasiswa3 = { email: 'mahasiswa3@demo.ac.id', password: 'Mahasiswa#2026demo' };
const shots = process.env.E2E_SHOTS ?? '/tmp/card-shots';

it('keeps the whole status badge beside a long title, on a desktop and a phone', async () => {
  for (const width of [1280, 390]) {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width, height: 900 });
    // a realistic long title on every row of the student's own list
    await page.route(/\/api\/v1\/(pengajuan-sidang|yudisium|pengajuan-yudisium)\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const row of body.data ?? []) row.judul = long;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, portal.baseUrl, mahasiswa3.email, mahasiswa3.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/dashboard/analytics`);
    await page.getByTestId('my-pengajuan-row').first().waitFor();
    const rows = page.getByTestId('my-pengajuan-row');
    const n = await rows.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const badge = rows.nth(i).getByTestId('pengajuan-status');
      // the label ellipsises when squeezed: its full text must fit
      const label = await badge.evaluate((el) => {
        const inner = el.querySelector('.mantine-Badge-label') ?? el;
        return { scroll: inner.scrollWidth, client: inner.clientWidth };
      });
      expect(label.scroll, `badge at ${width}px`).toBeLessThanOrEqual(label.client);
    }
    await page.getByTestId('my-pengajuan').screenshot({ path: `${shots}/my-pengajuan-card-${width}.png` });
    await context.close();
  }
});
