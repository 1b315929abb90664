import type { Browser } from 'playwright-core';
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

describe('auto-plan repair of a lecturer’s own block: ask the owner', { timeout: 300_000 }, () => {
  it('the admin asks the pembimbing to free their block; they open the link, delete it, and the next run plans the sidang', async () => {
    const pengajuan = await fixtures.verifiedPengajuan();
    const dosenToken = await fixtures.apiLogin(demo.dosen);
    // the request is written in the reader's language
    await fixtures.call(dosenToken, 'PUT', '/account/preferences', { locale: 'en' });
    const day = mondayAhead();
    // dosen1 (Budi Santoso, the pembimbing) is away the whole day
    const block = await fixtures.call<{ uuid: string; dosenUuid: string }>(dosenToken, 'POST', '/ketersediaan', {
      mulai: `${day}T00:00:00+07:00`,
      selesai: `${day}T23:59:00+07:00`,
      catatan: 'Dinas luar',
    });
    const admin = await fixtures.apiLogin(demo.admin);
    const owner = (await fixtures.dosenOfAccounts(admin, [demo.dosen])).of[0]!;
    expect(owner.uuid).toBe(block.dosenUuid);

    const { page: staff } = await newPage(browser);
    await signIn(staff, portal.baseUrl, demo.admin.email, demo.admin.password);
    await staff.waitForURL((url) => url.pathname !== '/login');
    await staff.goto(`${portal.baseUrl}/jadwal-sidang`);
    await staff.getByTestId('auto-plan-open').click();
    await staff.getByTestId('auto-plan-from').fill(day);
    await staff.getByTestId('auto-plan-to').fill(day);
    await staff.getByTestId('auto-plan-start').click();
    await staff.getByTestId('auto-plan-result').waitFor({ timeout: 90_000 });
    await staff.getByRole('tab', { name: /Not planned/ }).click();
    const repairs = staff.getByTestId('auto-plan-repairs').first();
    await repairs.waitFor();
    await expect.poll(() => repairs.innerText()).toContain(owner.nama);
    // a lecturer's own time is not the staff's to delete: the only way offered is to ask them
    expect(await staff.getByRole('button', { name: `Delete ${owner.nama}'s block` }).count()).toBe(0);
    const ask = staff.getByRole('button', { name: `Ask ${owner.nama} to free this time` });
    expect(await ask.count()).toBe(1);
    await expectAccessible(staff, shellToasts);
    await ask.click();
    const dialog = staff.getByRole('dialog', { name: `Ask ${owner.nama} to free the time?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('notification and an email');
    await expectAccessible(staff, shellToasts);
    await staff.getByTestId('auto-plan-ask-owner-confirm').click();
    const asked = staff.getByTestId('auto-plan-asked');
    await asked.waitFor();
    expect(await asked.innerText()).toContain(`${owner.nama} has been asked.`);
    await expectAccessible(staff, shellToasts);

    // the owner finds the request in their inbox; its link opens the block's week with the block marked
    const { page: lecturer } = await newPage(browser);
    await signIn(lecturer, portal.baseUrl, demo.dosen.email, demo.dosen.password);
    await lecturer.waitForURL((url) => url.pathname !== '/login');
    await lecturer.goto(`${portal.baseUrl}/notifikasi`);
    const request = lecturer.getByTestId('notifikasi-item').filter({ hasText: 'Could you free a time you blocked?' });
    await request.waitFor();
    expect(await request.count()).toBe(1);
    expect(await request.innerText()).toContain('asks you to move or delete');
    await request.click();
    await lecturer.waitForURL((url) => url.pathname === '/ketersediaan' && url.searchParams.get('blok') === block.uuid);
    const marked = lecturer.getByTestId(`ketersediaan-row-${block.uuid}`);
    await marked.waitFor();
    expect(await marked.getAttribute('data-highlighted')).toBe('true');
    expect(await lecturer.locator('[data-highlighted="true"]').count()).toBe(1);
    expect(await marked.textContent()).toContain('Asked to free');
    expect(await lecturer.getByTestId(`cell-${day}-9`).getAttribute('data-state')).toBe('blocked');
    await expectAccessible(lecturer, shellToasts);
    await lecturer.getByTestId(`ketersediaan-delete-${block.uuid}`).click();
    await lecturer.getByTestId('ketersediaan-delete-confirm-confirm').click();
    await expect.poll(() => lecturer.getByTestId(`ketersediaan-row-${block.uuid}`).count()).toBe(0);
    await expect.poll(() => lecturer.getByTestId(`cell-${day}-9`).getAttribute('data-state')).toBe('free');

    // back on the run: planning again places the sidang
    await asked.getByRole('button', { name: 'Plan again', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await staff.getByTestId('auto-plan-table').count()) ? staff.getByTestId('auto-plan-table').innerText() : '',
        { timeout: 90_000 },
      )
      .toContain(pengajuan.student);
    await expectAccessible(staff, shellToasts);
  });
});
