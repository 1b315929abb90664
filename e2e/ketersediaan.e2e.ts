import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const shellToasts = { exclude: ['.mantine-Notifications-root'] };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const mondayOf = (day: string) => {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, dow === 0 ? -6 : 1 - dow);
};

describe('ketersediaan: a dosen blocks Tuesday teaching weekly; placement then sees DOSEN_UNAVAILABLE', {
  timeout: 180_000,
}, () => {
  let page: Page;

  it('dosen1 selects Tuesday 08:00-12:00 with the keyboard, repeats it weekly and saves (accessible)', async () => {
    // the Tuesday of the week after next: inside the demo periode, clear of the demo sidang's week
    const tuesday = addDays(mondayOf(jakartaToday()), 15);
    ({ page } = await newPage(browser));
    await signIn(page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/ketersediaan`);
    await page.getByTestId('ketersediaan-grid').waitFor();
    await expectAccessible(page, shellToasts);
    for (let i = 0; i < 2; i++) await page.getByTestId('ketersediaan-next-week').click();
    await page.getByTestId(`cell-${tuesday}-8`).waitFor();

    for (const hour of [8, 9, 10, 11]) {
      await page.getByTestId(`cell-${tuesday}-${hour}`).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByTestId(`cell-${tuesday}-${hour}`).getAttribute('data-state')).toBe('selected');
    }
    await page.getByTestId('ketersediaan-weekly').check();
    await page.getByTestId('ketersediaan-until').fill(addDays(tuesday, 28));
    await page.getByTestId('ketersediaan-catatan').fill('Mengajar');
    await page.getByTestId('ketersediaan-block').click();
    for (const hour of [8, 9, 10, 11])
      await expect.poll(() => page.getByTestId(`cell-${tuesday}-${hour}`).getAttribute('data-state')).toBe('blocked');
    await expect.poll(() => page.getByTestId(`cell-${tuesday}-12`).getAttribute('data-state')).toBe('free');
    // the repeat shows in the following week
    await page.getByTestId('ketersediaan-next-week').click();
    await expect
      .poll(() => page.getByTestId(`cell-${addDays(tuesday, 7)}-9`).getAttribute('data-state'))
      .toBe('blocked');
    await expectAccessible(page, shellToasts);

    // the placement check refuses dosen1 on a repeat of that Tuesday
    const { apiLogin, call, dosenOfAccounts } = apiFixtures(portal);
    const admin = await apiLogin(demo.admin);
    const dosen1 = (await dosenOfAccounts(admin, [demo.dosen])).of[0]!;
    // any pengajuan the admin manages will do: the check places nothing
    const demoJadwal = await call<{ data: Array<{ pengajuanUuid: string }> }>(admin, 'GET', '/jadwal-sidang?perPage=1');
    const pengajuanUuid = demoJadwal.data[0]!.pengajuanUuid;
    const waktu = await call<{ data: Array<{ uuid: string; mulai: string }> }>(
      admin,
      'GET',
      '/master/waktu-ujian?perPage=100',
    );
    const sesi1 = waktu.data.find((w) => w.mulai.startsWith('08:00'))!;
    const placement = (tanggal: string) => ({
      pengajuanUuid,
      tanggal,
      waktuUjianUuid: sesi1.uuid,
      komite: [{ dosenUuid: dosen1.uuid, peran: 'ketua' }],
    });
    const check = await call<{ ok: boolean; clashes: Array<{ code: string; dosenUuid?: string }> }>(
      admin,
      'POST',
      '/jadwal-sidang/check',
      placement(addDays(tuesday, 14)),
    );
    expect(check.ok).toBe(false);
    const unavailable = check.clashes.filter((c) => c.code === 'DOSEN_UNAVAILABLE');
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]!.dosenUuid).toBe(dosen1.uuid);
    // Wednesday is free
    const wednesday = await call<{ clashes: Array<{ code: string }> }>(
      admin,
      'POST',
      '/jadwal-sidang/check',
      placement(addDays(tuesday, 15)),
    );
    expect(wednesday.clashes.map((c) => c.code)).not.toContain('DOSEN_UNAVAILABLE');
  });
});
