import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

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

describe('ketersediaan for staff: a faculty-sized picker, live weeks and summary, names by who reads', {
  timeout: 240_000,
}, () => {
  it('finds the 101st lecturer by search; the staff week, the dosen’s week and the summary follow changes made elsewhere', async () => {
    const { apiLogin, call, dosenOfAccounts } = apiFixtures(portal);
    const admin = await apiLogin(demo.admin);
    // more lecturers than one page of options; the last by name is only found by searching
    const made: Array<{ uuid: string; nama: string }> = [];
    for (let batch = 0; batch < 11; batch++)
      made.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => {
            const n = batch * 10 + i + 1;
            return call<{ uuid: string; nama: string }>(admin, 'POST', '/master/dosen', {
              nidn: String(7_700_000_000 + n),
              nama: `Zulu Penguji ${String(n).padStart(3, '0')}`,
            });
          }),
        )),
      );
    const last = made.find((d) => d.nama === 'Zulu Penguji 110')!;
    const dosen1 = (await dosenOfAccounts(admin, [demo.dosen])).of[0]!;
    // next week's Tuesday: in the summary's default range and one "next week" away on the grid
    const tuesday = addDays(mondayOf(jakartaToday()), 8);

    const { page: staff } = await newPage(browser);
    await signIn(staff, portal.baseUrl, demo.admin.email, demo.admin.password);
    await staff.waitForURL((url) => url.pathname !== '/login');
    await staff.goto(`${portal.baseUrl}/ketersediaan`);
    await staff.getByTestId('ketersediaan-page').waitFor();
    const staffMenu = staff.getByTestId('nav-vertical').locator('a[href="/ketersediaan"]');
    expect(await staffMenu.textContent()).toBe('Lecturer availability');
    expect(await staff.getByRole('heading', { level: 1 }).first().textContent()).toBe('Lecturer availability');
    await staff.getByTestId('ketersediaan-dosen').fill('Zulu Penguji 110');
    await staff.getByRole('option', { name: /Zulu Penguji 110/ }).click();
    await staff.getByTestId('ketersediaan-next-week').click();
    await staff.getByTestId(`cell-${tuesday}-9`).waitFor();
    expect(await staff.getByTestId(`cell-${tuesday}-9`).getAttribute('data-state')).toBe('free');
    await expectAccessible(staff, shellToasts);

    // a koordinator or the admin elsewhere (here: the API) blocks that lecturer's Tuesday: the open week shows it
    const block = await call<{ uuid: string }>(admin, 'POST', '/ketersediaan', {
      dosenUuid: last.uuid,
      mulai: `${tuesday}T09:00:00+07:00`,
      selesai: `${tuesday}T10:00:00+07:00`,
    });
    await expect.poll(() => staff.getByTestId(`cell-${tuesday}-9`).getAttribute('data-state')).toBe('blocked');

    // the summary of the same staff member follows a delete live
    await staff.goto(`${portal.baseUrl}/ketersediaan/ringkasan`);
    const row = staff.getByTestId('ketersediaan-ringkasan-table').locator('tr', { hasText: 'Zulu Penguji 110' });
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe('1');
    await call(admin, 'DELETE', `/ketersediaan/${block.uuid}`);
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('nothing entered');
    expect(await row.locator('td').nth(3).textContent()).not.toBe('never');

    // the dosen's own page: named as theirs, and live when staff block their time
    const { page: lecturer } = await newPage(browser);
    await signIn(lecturer, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await lecturer.waitForURL((url) => url.pathname !== '/login');
    await lecturer.goto(`${portal.baseUrl}/ketersediaan`);
    await lecturer.getByTestId('ketersediaan-grid').waitFor();
    const ownMenu = lecturer.getByTestId('nav-vertical').locator('a[href="/ketersediaan"]');
    expect(await ownMenu.textContent()).toBe('My availability');
    expect(await lecturer.getByRole('heading', { level: 1 }).first().textContent()).toBe('My availability');
    await lecturer.getByTestId('ketersediaan-next-week').click();
    await lecturer.getByTestId(`cell-${tuesday}-14`).waitFor();
    expect(await lecturer.getByTestId(`cell-${tuesday}-14`).getAttribute('data-state')).toBe('free');
    await call(admin, 'POST', '/ketersediaan', {
      dosenUuid: dosen1.uuid,
      mulai: `${tuesday}T14:00:00+07:00`,
      selesai: `${tuesday}T15:00:00+07:00`,
    });
    await expect.poll(() => lecturer.getByTestId(`cell-${tuesday}-14`).getAttribute('data-state')).toBe('blocked');
    await expectAccessible(lecturer, shellToasts);
  });
});
