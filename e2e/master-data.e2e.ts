import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const pathOf = (page: Page) => new URL(page.url()).pathname;
const UUID_PATH = /^\/[\w-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function signInAs(page: Page, who: { email: string; password: string }): Promise<void> {
  await signIn(page, portal.baseUrl, who.email, who.password);
  await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
}

/** Types into the list's search box and waits until the server's answer lists only rows with `text`. */
async function searchList(page: Page, query: string, text: string): Promise<void> {
  await page.getByTestId('master-search').fill(query);
  // the debounced search reaches the URL (and the server) once typing pauses
  await page.waitForURL((url) => url.searchParams.get('q') === query);
  await page.waitForFunction((expected) => {
    const rows = Array.from(document.querySelectorAll('[data-testid="master-table-row"]'));
    return rows.length > 0 && rows.every((row) => row.textContent?.includes(expected));
  }, text);
}

describe('master data screens', () => {
  it('admin creates a ruangan through the form and finds it in the list', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/ruangan`);
    await page.getByTestId('master-list-ruangan').waitFor();
    await page.getByTestId('master-new').click();
    await page.waitForURL((url) => url.pathname === '/ruangan/baru');

    // the shared schema answers in the browser before anything is sent
    await page.getByTestId('master-save').click();
    await page.getByText('Please fill this in.').first().waitFor();

    await page.getByTestId('field-kode').fill('R-E2E-1');
    await page.getByTestId('field-nama').fill('Ruang Sidang E2E');
    await page.getByTestId('field-kapasitas').fill('24');
    await page.getByTestId('field-lokasi').fill('Gedung B lantai 3');
    await page.getByTestId('master-save').click();
    await page.waitForURL((url) => UUID_PATH.test(url.pathname));
    await page.getByTestId('master-saved').waitFor();
    // the server's audit trail of the row says who created it
    await page.getByTestId('master-audit').getByText('Administrator Fakultas').waitFor();

    await page.getByTestId('master-back').click();
    await page.waitForURL((url) => url.pathname === '/ruangan');
    await searchList(page, 'E2E', 'Ruang Sidang E2E');
    const row = page.getByTestId('master-table-row').filter({ hasText: 'R-E2E-1' });
    expect(await row.textContent()).toContain('24');
    // only the matching row is left
    expect(await page.getByTestId('master-table-row').count()).toBe(1);

    // a second room with the same code is refused with the server's message on the code field
    await page.getByTestId('master-new').click();
    await page.getByTestId('field-kode').fill('R-E2E-1');
    await page.getByTestId('field-nama').fill('Duplikat');
    await page.getByTestId('field-kapasitas').fill('5');
    await page.getByTestId('master-save').click();
    await page.locator('[data-testid="master-form"] .mantine-InputWrapper-error').first().waitFor();
    expect(pathOf(page)).toBe('/ruangan/baru');
    await context.close();
  });

  it('admin creates a periode ujian and sees it in the list; a closing date before the opening is refused', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/periode-ujian/baru`);
    await page.getByTestId('master-form').waitFor();
    await page.getByTestId('field-nama').fill('Periode Sidang Genap E2E');
    await page.getByTestId('field-jenis').click();
    await page.getByRole('option', { name: 'Graduation' }).click();
    await page.getByTestId('field-tanggalBuka').fill('2027-02-10');
    await page.getByTestId('field-tanggalTutup').fill('2027-02-01');
    await page.getByTestId('master-save').click();
    await page.getByText('The closing date must not be before the opening date.').waitFor();

    await page.getByTestId('field-tanggalTutup').fill('2027-03-31');
    await page.getByTestId('master-save').click();
    await page.waitForURL((url) => UUID_PATH.test(url.pathname));
    await page.getByTestId('master-saved').waitFor();

    await page.goto(`${portal.baseUrl}/periode-ujian?jenis=yudisium`);
    await page.getByTestId('master-table-row').filter({ hasText: 'Periode Sidang Genap E2E' }).waitFor();
    const row = page.getByTestId('master-table-row').filter({ hasText: 'Periode Sidang Genap E2E' });
    expect(await row.textContent()).toContain('Graduation');
    await context.close();
  });

  it('admin imports dosen from a CSV: preview shows what changes, apply adds them', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/sync-dosen`);
    await page.getByTestId('sync-dosen').waitFor();
    const csv = [
      'nidn;nama;email;gelar_belakang',
      '0411223344;Rina Kartika;rina.e2e@demo.ac.id;M.Kom.',
      '0411223355;Bayu Pratama;bayu.e2e@demo.ac.id;M.T.',
      '12;Tanpa NIDN;x@demo.ac.id;',
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dosen-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // the CSV is not the full list: keep the lecturers it does not mention
    await page.getByTestId('sync-deactivate-missing').uncheck();
    await page.getByTestId('sync-preview-button').click();
    await page.getByTestId('sync-preview').waitFor();
    expect(await page.getByTestId('sync-count-added-value').textContent()).toBe('2');
    expect(await page.getByTestId('sync-count-deactivated-value').textContent()).toBe('0');
    expect(await page.getByTestId('sync-count-errors-value').textContent()).toBe('1');
    await page.getByTestId('sync-error-table').getByText('The NIDN has 10 digits.').waitFor();

    await page.getByTestId('sync-apply').click();
    await page.getByTestId('sync-confirm-confirm').click();
    await page.getByTestId('sync-report').waitFor();
    expect(await page.getByTestId('sync-report').textContent()).toContain('2 added');
    await page.getByTestId('sync-runs-row').first().getByText('Applied').waitFor();

    await page.goto(`${portal.baseUrl}/dosen`);
    await searchList(page, 'Rina Kartika', '0411223344');
    await context.close();
  });

  it('admin opens the document types from the menu (in Indonesian), adds one and finds it in the list', async () => {
    const { context, page } = await newPage(browser, 'id-ID');
    await signInAs(page, demo.admin);
    await chooseLanguage(page, 'id');
    await page.goto(`${portal.baseUrl}/dosen`);
    await page.waitForFunction(() => document.documentElement.lang === 'id');
    // the master-data group is open on one of its screens: the new entry sits beside the others
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Jenis berkas' }).click();
    await page.waitForURL((url) => url.pathname === '/jenis-berkas');
    await page.getByTestId('master-list-jenis-berkas').waitFor();
    await page.getByTestId('master-table-row').filter({ hasText: 'lembar_pengesahan' }).waitFor();

    await page.getByTestId('master-new').click();
    await page.waitForURL((url) => url.pathname === '/jenis-berkas/baru');
    await page.getByTestId('field-kind').click();
    await page.getByRole('option', { name: 'Yudisium' }).click();
    await page.getByTestId('field-kode').fill('Sertifikat-TOEFL');
    await page.getByTestId('field-label').fill('Sertifikat TOEFL');
    await page.getByTestId('master-save').click();
    // the shared schema refuses a code that is not lowercase snake_case, in the reader's language
    await page.getByText('Gunakan huruf kecil, angka dan satu garis bawah').waitFor();
    await page.getByTestId('field-kode').fill('sertifikat_toefl');
    await page.getByTestId('field-urutan').fill('3');
    await page.getByTestId('master-save').click();
    await page.waitForURL((url) => UUID_PATH.test(url.pathname));
    await page.getByTestId('master-saved').waitFor();
    // kind and code are kept from creation: locked when editing (once the saved record has loaded)
    await expect.poll(() => page.getByTestId('field-kode').isDisabled()).toBe(true);

    await page.goto(`${portal.baseUrl}/jenis-berkas?kind=yudisium`);
    const row = page.getByTestId('master-table-row').filter({ hasText: 'sertifikat_toefl' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sertifikat TOEFL');
    expect(await row.textContent()).toContain('Yudisium');
    expect(await page.getByTestId('master-table-row').count()).toBe(3);
    mkdirSync('e2e/screenshots', { recursive: true });
    await page.screenshot({ path: 'e2e/screenshots/jenis-berkas-id.png', fullPage: true });
    // the choice is the admin account's: back to English for the tests after this one
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it('honorarium rates read as rupiah, right-aligned, and the screen passes axe', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/tarif-honorarium`);
    await page.getByTestId('master-list-tarif-honorarium').waitFor();
    // the list's frame shows before its rows arrive
    await page.getByTestId('master-table-row').first().waitFor();
    const amounts = await page.getByTestId('master-table-row').allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((text) => /Rp\s?\d{1,3}(\.\d{3})+/.test(text))).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});

describe('hak-akses', () => {
  it("removing read on ruangan from koordinator takes the koordinator's access away without signing in again", async () => {
    const koordinator = await newPage(browser);
    await signInAs(koordinator.page, demo.koordinator);
    await koordinator.page.goto(`${portal.baseUrl}/ruangan`);
    await koordinator.page.getByTestId('master-list-ruangan').waitFor();
    // read-only for this role: no "new" button
    expect(await koordinator.page.getByTestId('master-new').count()).toBe(0);

    const admin = await newPage(browser);
    await signInAs(admin.page, demo.admin);
    await admin.page.goto(`${portal.baseUrl}/hak-akses`);
    await admin.page.getByTestId('hak-akses-edit-koordinator').click();
    await admin.page.waitForURL((url) => url.pathname.startsWith('/hak-akses/edit/'));
    const cell = admin.page.getByTestId('cell-ruangan-read');
    await cell.waitFor();
    expect(await cell.isChecked()).toBe(true);
    await cell.uncheck();
    await admin.page.getByTestId('hak-akses-save').click();
    await admin.page.getByTestId('hak-akses-confirm').getByText('view · rooms').waitFor();
    await admin.page.getByTestId('hak-akses-confirm-confirm').click();
    await admin.page.getByTestId('hak-akses-saved').waitFor();
    expect(await admin.page.getByTestId('cell-ruangan-read').isChecked()).toBe(false);

    // live: the server revokes the koordinator's socket, the client refreshes and reads its new rules
    await koordinator.page.waitForURL((url) => url.pathname === '/not-authorized', { timeout: 20_000 });
    // and the next navigation stays refused, while the koordinator is still signed in
    await koordinator.page.goto(`${portal.baseUrl}/ruangan`);
    await koordinator.page.waitForURL((url) => url.pathname === '/not-authorized');
    await koordinator.page.goto(`${portal.baseUrl}/dosen`);
    await koordinator.page.getByTestId('master-list-dosen').waitFor();
    expect(pathOf(koordinator.page)).toBe('/dosen');

    await koordinator.context.close();
    await admin.context.close();
  });
});
