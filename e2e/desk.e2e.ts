import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

type Jadwal = { uuid: string; version: number; status: string; komite: Array<{ dosenUuid: string; peran: string }> };

describe("the lecturer's desk: next sidang, scores owed, live", { timeout: 180_000 }, () => {
  let page: Page;
  let jadwal: Jadwal;
  let dosen1Uuid: string;

  it('dosen1 signs in and sees the demo sidang they chair, with its room and committee', async () => {
    const api = apiFixtures(portal);
    const admin = await api.apiLogin(demo.admin);
    const login = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.dosen.email, password: demo.dosen.password }),
    });
    const dosen1Id = ((await login.json()) as { userData: { id: number } }).userData.id;
    const dosen = await api.call<{ data: Array<{ uuid: string; userId: number | null }> }>(
      admin,
      'GET',
      '/master/dosen?perPage=100',
    );
    dosen1Uuid = dosen.data.find((d) => d.userId === dosen1Id)!.uuid;
    const list = await api.call<{ data: Jadwal[] }>(admin, 'GET', '/jadwal-sidang?status=terjadwal&perPage=100');
    jadwal = list.data.find((j) => j.komite.some((k) => k.peran === 'ketua' && k.dosenUuid === dosen1Uuid))!;
    expect(jadwal).toBeDefined();

    ({ page } = await newPage(browser));
    await signIn(page, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByTestId('desk').waitFor();
    const next = page.getByTestId('desk-next-row').first();
    await expect.poll(() => next.innerText()).toContain('Ruang Sidang 301');
    expect(await next.getByTestId('desk-next-peran').innerText()).toMatch(/^chair$/i);
    expect(await next.getByTestId('desk-next-komite').innerText()).toMatch(/Chair .+ · Examiner 1 .+/);
    // nothing to score before the sidang starts; the card says what will appear
    await page.getByTestId('desk-scores-empty').waitFor();
    expect(await page.getByTestId('desk-perubahan').isVisible()).toBe(true);
    expect(await page.getByTestId('desk-honorarium').isVisible()).toBe(true);
    expect(await page.getByTestId('desk-honorarium-link').getAttribute('href')).toBe('/rekapitulasi-payroll');
    await expectAccessible(page, shellToasts);
    if (process.env.DESK_SHOT) await page.screenshot({ path: process.env.DESK_SHOT, fullPage: true });
  });

  it('the started sidang appears under scores to enter, and leaves it once the chair has scored', async () => {
    const api = apiFixtures(portal);
    const admin = await api.apiLogin(demo.admin);
    await api.call(admin, 'POST', `/jadwal-sidang/${jadwal.uuid}/transitions`, {
      event: 'START',
      version: jadwal.version,
    });
    // no reload: jadwal:changed refreshes the desk
    const row = page.getByTestId('desk-score-row');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.innerText()).toContain('0 of');
    const href = await row.getByTestId('desk-score-enter').getAttribute('href');
    expect(href).toMatch(/^\/hasil-sidang-edit\/[0-9a-f-]{36}$/);
    await expectAccessible(page, shellToasts);

    const chair = await api.apiLogin(demo.dosen);
    const hasilUuid = href!.split('/').pop()!;
    const hasil = await api.call<{ version: number; komponen: Array<{ kode: string }> }>(
      chair,
      'GET',
      `/hasil-sidang/${hasilUuid}`,
    );
    await api.call(chair, 'PUT', `/hasil-sidang/${hasilUuid}/nilai/${dosen1Uuid}`, {
      nilai: Object.fromEntries(hasil.komponen.map((k) => [k.kode, 85])),
      version: hasil.version,
    });
    // hasil:changed: the row leaves without a reload, and the empty state says what will appear
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
    await page.getByTestId('desk-scores-empty').waitFor();
  });
});
