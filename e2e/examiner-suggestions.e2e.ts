import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures, dayAhead } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

type Suggested = { uuid: string; nama: string; load: number; loadPeriode: number; cocok: boolean };

describe('examiner suggestions in the placement form', { timeout: 240_000 }, () => {
  it('lists the committee choices suitable first, then the lighter period load, then by name, each labelled why', async () => {
    const { apiLogin, call, verifiedPengajuan } = apiFixtures(portal);
    const pengajuan = await verifiedPengajuan();
    const admin = await apiLogin(demo.admin);
    const student = await apiLogin(demo.mahasiswa);
    let { peminatanUuid } = await call<{ peminatanUuid: string | null }>(student, 'GET', '/account/biodata');
    if (!peminatanUuid) {
      peminatanUuid = (await call<{ data: Array<{ uuid: string }> }>(admin, 'GET', '/master/peminatan?perPage=1'))
        .data[0]!.uuid;
      await call(student, 'PUT', '/account/biodata', { peminatanUuid });
    }
    // a lecturer of the student's research group, named to sort last: only suitability can put them first
    await call(admin, 'POST', '/master/dosen', {
      nidn: '7712345678',
      nama: 'Zaenal Cocok',
      peminatanUuids: [peminatanUuid],
    });
    const tanggal = dayAhead();
    const waktu = await call<{ data: Array<{ uuid: string; mulai: string }> }>(
      admin,
      'GET',
      '/master/waktu-ujian?perPage=100',
    );
    const slot = waktu.data[0]!;
    const suggested = (
      await call<{ dosen: Suggested[] }>(
        admin,
        'GET',
        `/jadwal-sidang/availability?tanggal=${tanggal}&waktuUjianUuid=${slot.uuid}&pengajuanUuid=${pengajuan.uuid}`,
      )
    ).dosen;
    expect(suggested.length).toBeGreaterThan(3);
    const zaenal = suggested.find((d) => d.nama === 'Zaenal Cocok')!;
    expect(zaenal.cocok).toBe(true);
    // the contract's order: cocok first, then lower loadPeriode, then name
    const expected = [...suggested].sort(
      (a, b) => Number(b.cocok) - Number(a.cocok) || a.loadPeriode - b.loadPeriode || a.nama.localeCompare(b.nama),
    );
    expect(expected.some((d) => d.loadPeriode > 0)).toBe(true);

    const { page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/jadwal-sidang`);
    await page.getByTestId('board-grid').waitFor();
    await page.getByTestId('board-day').fill(tanggal);
    await page.locator(`[data-testid="board-waiting-item"][data-uuid="${pengajuan.uuid}"]`).click();
    await page
      .locator(`[data-testid="board-cell"][data-slot="${slot.uuid}"]`)
      .first()
      .getByTestId('board-place')
      .click();
    await page.getByTestId('placement-form').waitFor();
    await page.getByTestId('placement-ketua').click();
    const options = page.locator('[role="listbox"]:visible [role="option"]');
    await options.first().waitFor();
    await expect.poll(() => options.count()).toBe(expected.length);
    const shown = await options.evaluateAll((els) =>
      els.map((el) => ({
        nama: el.querySelector('p')?.textContent ?? '',
        text: el.textContent ?? '',
        cocok: el.querySelector('[data-testid="dosen-cocok"]') !== null,
      })),
    );
    expect(shown.map((o) => o.nama)).toEqual(expected.map((d) => d.nama));
    expect(shown[0]!.nama).toBe('Zaenal Cocok');
    // why: "suitable" on exactly the cocok ones, and each one's seats this period
    expect(shown.map((o) => o.cocok)).toEqual(expected.map((d) => d.cocok));
    expect(shown.map((o) => /(\d+) this period/.exec(o.text)?.[1])).toEqual(expected.map((d) => String(d.loadPeriode)));
    // the open list scrolls by the arrow keys (aria-activedescendant), which axe does not see: judge the form closed
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="listbox"]:visible').count()).toBe(0);
    await expectAccessible(page, shellToasts);
  });
});
