import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures, mondayAhead } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
let fixtures: ReturnType<typeof apiFixtures>;
usePortal((started) => {
  ({ portal, browser } = started);
  fixtures = apiFixtures(portal);
});

describe('auto-plan repairs', { timeout: 240_000 }, () => {
  let admin: Page;

  it('shows the block in the way in words, deletes it after a confirm naming its owner, and plans again', async () => {
    const pengajuan = await fixtures.verifiedPengajuan();
    const token = await fixtures.apiLogin(demo.admin);
    const dosen = await fixtures.call<{ data: { uuid: string; nama: string }[] }>(
      token,
      'GET',
      '/master/dosen?q=Budi%20Santoso',
    );
    const supervisor = dosen.data[0]!;
    const day = mondayAhead();
    await fixtures.call(token, 'POST', '/master/jadwal-external-umum', {
      judul: 'Konferensi',
      mulai: `${day}T00:00:00+07:00`,
      selesai: `${day}T23:59:00+07:00`,
      cakupan: 'dosen',
      dosenUuid: supervisor.uuid,
    });

    ({ page: admin } = await newPage(browser));
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto(`${portal.baseUrl}/jadwal-sidang`);
    await admin.getByTestId('auto-plan-open').click();
    await admin.getByTestId('auto-plan-from').fill(day);
    await admin.getByTestId('auto-plan-to').fill(day);
    await admin.getByTestId('auto-plan-start').click();
    await admin.getByTestId('auto-plan-result').waitFor({ timeout: 90_000 });
    await admin.getByRole('tab', { name: /Not planned/ }).click();
    const repairs = admin.getByTestId('auto-plan-repairs').first();
    await repairs.waitFor();
    await expect.poll(() => repairs.innerText()).toContain(`${supervisor.nama} is busy`);
    await expectAccessible(admin, shellToasts);

    await admin
      .getByRole('button', { name: `Delete ${supervisor.nama}'s block` })
      .first()
      .click();
    const confirm = admin.getByRole('dialog', { name: 'Delete the block?' });
    await admin.getByTestId('auto-plan-delete-block-confirm').waitFor();
    expect(await confirm.innerText()).toContain(supervisor.nama);
    await expectAccessible(admin, shellToasts);
    await admin.getByTestId('auto-plan-delete-block-confirm').click();

    // the plan runs again with the same settings and places the sidang
    await expect
      .poll(
        async () =>
          (await admin.getByTestId('auto-plan-table').count()) ? admin.getByTestId('auto-plan-table').innerText() : '',
        {
          timeout: 90_000,
        },
      )
      .toContain(pengajuan.student);
    await expectAccessible(admin, shellToasts);
  });
});
