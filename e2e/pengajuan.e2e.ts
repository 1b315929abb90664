import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

// The seed's student who has passed their sidang already (realtime-server/src/seed/pengajuan.ts).
const mahasiswa3 = { email: 'mahasiswa3@demo.ac.id', password: 'Mahasiswa#2026demo' };
const shots = process.env.E2E_SHOTS ?? '/tmp/pengajuan-shots';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A small valid PDF; `padTo` bytes of comment make it big enough to watch an upload progress. */
function pdf(title: string, padTo = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `% ${title}`,
  ].join('\n');
  const padding = padTo > body.length ? `\n%${'x'.repeat(padTo - body.length)}` : '';
  return Buffer.from(`${body}${padding}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const status = (page: Page) => page.getByTestId('pengajuan-status').first().getAttribute('data-status');

async function signInAs(page: Page, account: { email: string; password: string }) {
  await signIn(page, portal.baseUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function useIndonesian(page: Page) {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-id').click();
  await page.waitForFunction(() => document.documentElement.lang === 'id');
}

async function waitForLive(page: Page) {
  await page.locator('[data-testid="realtime-status"][data-state="live"]').waitFor({ timeout: 20_000 });
}

/** Marks the document: if the page reloads, the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

async function upload(page: Page, jenis: string, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page
    .getByTestId(`berkas-${jenis}-dropzone`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType, buffer });
}

async function uploaded(page: Page, jenis: string) {
  await page.locator(`[data-testid="berkas-${jenis}"][data-uploaded="true"]`).waitFor({ timeout: 30_000 });
}

async function pickFirstDosen(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option').first().click();
}

/** A reviewer's transition: every one goes through the dialog that names the student (and takes the note). */
async function act(page: Page, event: string, note?: string) {
  await page.getByTestId(`action-${event}`).click();
  await page.getByTestId('action-dialog-question').waitFor();
  if (note !== undefined) await page.getByTestId('action-note').fill(note);
  await page.getByTestId('action-dialog-confirm').click();
  await page.getByTestId('action-dialog-question').waitFor({ state: 'detached' });
}

describe('pengajuan sidang: apply, return with a note, fix, resubmit, verify — live on both screens', {
  timeout: 120_000,
}, () => {
  let studentContext: BrowserContext;
  let adminContext: BrowserContext;
  let student: Page;
  let admin: Page;
  let uuid = '';

  it('the student creates a draft, meets clear type errors, uploads the three documents with progress, submits', async () => {
    ({ context: studentContext, page: student } = await newPage(browser));
    await signInAs(student, demo.mahasiswa);
    await student.goto(`${portal.baseUrl}/pengajuan-sidang/baru`);
    await student.getByTestId('pengajuan-form').waitFor();

    // the shared schema speaks before the server is asked
    await student.getByTestId('pengajuan-save').click();
    await student.getByText('Please enter the thesis title.').waitFor();
    await student.getByText('Choose one or two supervisors.').waitFor();

    await student
      .getByTestId('pengajuan-judul')
      .fill('Sistem Rekomendasi Jadwal Sidang Berbasis Constraint Programming');
    await pickFirstDosen(student, 'pengajuan-pembimbing-1');
    await student.getByTestId('pengajuan-save').click();
    await student.waitForURL((url) => url.pathname.startsWith('/pengajuan-sidang/edit/'));
    uuid = pathOf(student).split('/').pop() ?? '';
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await status(student)).toBe('draft');
    await student.screenshot({ path: `${shots}/sidang-edit-empty-en.png`, fullPage: true });

    // submit waits for the documents, and says why
    expect(await student.getByTestId('action-SUBMIT').isDisabled()).toBe(true);
    await student.getByTestId('pengajuan-blockers').getByText('Upload every required document first.').waitFor();

    // a PNG under a .pdf name is refused by content, before any upload
    await upload(student, 'naskah', 'scan.pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
    await student.getByTestId('berkas-naskah-error').getByText('is not a PDF file').waitFor();
    // a Word file is refused by the drop zone itself
    await upload(student, 'naskah', 'naskah.docx', Buffer.from('PK\u0003\u0004 word'), 'application/msword');
    await student.getByTestId('berkas-naskah-error').getByText('“naskah.docx” is not a PDF file').waitFor();

    // a slow network shows the progress bar of a 3 MB manuscript
    const cdp = await studentContext.newCDPSession(student);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 5_000_000,
      uploadThroughput: 600_000,
    });
    await upload(student, 'naskah', 'naskah.pdf', pdf('naskah', 3 * 1024 * 1024));
    await student.getByTestId('berkas-naskah-progress').waitFor();
    const seen = new Set<string>();
    while (await student.getByTestId('berkas-naskah-progress').isVisible()) {
      const text = await student
        .getByTestId('berkas-naskah-percent')
        .textContent({ timeout: 500 })
        .catch(() => null);
      if (text) seen.add(text);
      if (seen.size === 2) await student.screenshot({ path: `${shots}/sidang-upload-progress-en.png` });
      await student.waitForTimeout(150);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // the bar moved through intermediate values, not just 0 and done
    expect([...seen].some((p) => p !== '0%' && p !== '100%')).toBe(true);
    await uploaded(student, 'naskah');
    await student.getByTestId('berkas-naskah-error').waitFor({ state: 'detached' });

    await upload(student, 'lembar_pengesahan', 'lembar.pdf', pdf('lembar pengesahan'));
    await uploaded(student, 'lembar_pengesahan');
    await upload(student, 'transkrip', 'transkrip.pdf', pdf('transkrip'));
    await uploaded(student, 'transkrip');
    await student.getByTestId('berkas-transkrip-file').getByText('transkrip.pdf').waitFor();
    await student.screenshot({ path: `${shots}/sidang-edit-ready-en.png`, fullPage: true });

    await student.locator('[data-testid="action-SUBMIT"]:not([disabled])').click();
    await student.waitForURL((url) => url.pathname === `/pengajuan-sidang/readonly/${uuid}`);
    await expect.poll(() => status(student)).toBe('diajukan');
    await student.getByTestId('history-item').nth(1).waitFor();
  });

  it('an admin returns it with a note; the student sees status and note without reloading', async () => {
    await waitForLive(student);
    await markDocument(student);

    ({ context: adminContext, page: admin } = await newPage(browser));
    await signInAs(admin, demo.admin);
    await admin.goto(`${portal.baseUrl}/daftar-sidang`);
    await admin.getByTestId('daftar-table-row').first().waitFor();
    // Mantine's chip hides its checkbox; people click the label
    await admin.getByTestId('daftar-status-chips').getByText('Submitted', { exact: true }).click();
    await admin.waitForURL((url) => url.search.includes('status=diajukan'));
    await admin.getByTestId('daftar-table-row').filter({ hasText: 'Constraint Programming' }).click();
    await admin.waitForURL((url) => url.pathname === `/pengajuan-sidang/readonly/admin/${uuid}`);
    await waitForLive(admin);
    expect(await status(admin)).toBe('diajukan');
    // the student's own buttons are not the admin's
    expect(await admin.getByTestId('action-SUBMIT').count()).toBe(0);
    await admin.screenshot({ path: `${shots}/sidang-admin-diajukan-en.png`, fullPage: true });

    // a return needs a note
    await admin.getByTestId('action-RETURN').click();
    await admin.getByTestId('action-dialog-confirm').click();
    await admin.getByTestId('action-dialog').getByText('A note is required for this action.').waitFor();
    const note = 'Lembar pengesahan belum ditandatangani pembimbing 1. Mohon unggah ulang.';
    await admin.getByTestId('action-note').fill(note);
    await admin.getByTestId('action-dialog-confirm').click();
    await admin.getByTestId('action-note').waitFor({ state: 'detached' });
    await expect.poll(() => status(admin)).toBe('dikembalikan');

    // no reload on the student's side: the socket event refreshes the row and its history
    await student.locator('[data-testid="pengajuan-status"][data-status="dikembalikan"]').waitFor({ timeout: 15_000 });
    await student.getByTestId('pengajuan-note').getByText(note).waitFor();
    await student.getByTestId('history-note').getByText(note).waitFor();
    expect(await sameDocument(student)).toBe(true);
    await student.screenshot({ path: `${shots}/sidang-student-returned-en.png`, fullPage: true });
  });

  it('the student fixes the document and resubmits; the admin, watching, verifies', async () => {
    await student.getByTestId('pengajuan-edit-link').click();
    await student.waitForURL((url) => url.pathname === `/pengajuan-sidang/edit/${uuid}`);
    await student.getByTestId('pengajuan-note').waitFor();
    // a document can be removed and uploaded again while returned
    await student.getByTestId('berkas-lembar_pengesahan-remove').click();
    // removing asks first, naming the file and the document
    await student.getByTestId('berkas-lembar_pengesahan-remove-dialog').getByText('(Approval sheet)').waitFor();
    await student.getByTestId('berkas-lembar_pengesahan-remove-dialog-confirm').click();
    await student.locator('[data-testid="berkas-lembar_pengesahan"][data-uploaded="false"]').waitFor();
    expect(await student.getByTestId('action-RESUBMIT').isDisabled()).toBe(true);
    await upload(student, 'lembar_pengesahan', 'lembar-ttd.pdf', pdf('lembar pengesahan ditandatangani'));
    await uploaded(student, 'lembar_pengesahan');
    await student.locator('[data-testid="action-RESUBMIT"]:not([disabled])').click();
    await student.waitForURL((url) => url.pathname === `/pengajuan-sidang/readonly/${uuid}`);
    await expect.poll(() => status(student)).toBe('diajukan');

    // the admin's open page follows
    await admin.locator('[data-testid="pengajuan-status"][data-status="diajukan"]').waitFor({ timeout: 15_000 });
    await act(admin, 'VERIFY');
    await expect.poll(() => status(admin)).toBe('diverifikasi');
    await student.locator('[data-testid="pengajuan-status"][data-status="diverifikasi"]').waitFor({ timeout: 15_000 });
    // the note belonged to the return; it is not shown any more
    expect(await student.getByTestId('pengajuan-note').count()).toBe(0);
    // the history is its own query, refetched after the status event: wait for it to follow
    await expect
      .poll(() =>
        student.getByTestId('history-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-event'))),
      )
      .toEqual(['CREATE', 'SUBMIT', 'RETURN', 'RESUBMIT', 'VERIFY']);
    expect(await student.getByTestId('action-RESUBMIT').count()).toBe(0);
  });

  it("the student's dashboard lists it with its live status; the recap counts it", async () => {
    await student.goto(`${portal.baseUrl}/dashboard/analytics`);
    const row = student.getByTestId('my-pengajuan-sidang').getByTestId('my-pengajuan-row');
    await row.waitFor();
    expect(await row.getByTestId('pengajuan-status').getAttribute('data-status')).toBe('diverifikasi');
    await waitForLive(student);
    await admin.reload();
    await waitForLive(admin);
    await act(admin, 'STEP_BACK');
    await expect.poll(() => status(admin)).toBe('diajukan');
    await row.locator('[data-testid="pengajuan-status"][data-status="diajukan"]').waitFor({ timeout: 15_000 });
    await student.screenshot({ path: `${shots}/dashboard-student-en.png`, fullPage: true });

    await admin.goto(`${portal.baseUrl}/rekapitulasi-pengajuan-sidang`);
    await admin.getByTestId('rekap-chart').waitFor();
    // mahasiswa3's seeded finished sidang, mahasiswa4's scheduled one, plus this one
    await expect.poll(() => admin.getByTestId('rekap-total-value').textContent()).toBe('3');
    expect(await admin.getByTestId('rekap-count-diajukan-value').textContent()).toBe('1');
    await admin.screenshot({ path: `${shots}/rekap-en.png`, fullPage: true });
  });

  it('the filtered list downloads as an Excel file', async () => {
    await admin.goto(`${portal.baseUrl}/daftar-sidang?status=diajukan`);
    await admin.getByTestId('daftar-table-row').first().waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('daftar-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^daftar-sidang-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    // an .xlsx is a zip
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
    await admin.screenshot({ path: `${shots}/daftar-sidang-en.png`, fullPage: true });
  });

  it('the recap follows live when the student cancels', async () => {
    await admin.goto(`${portal.baseUrl}/rekapitulasi-pengajuan-sidang`);
    await waitForLive(admin);
    await expect.poll(() => admin.getByTestId('rekap-count-diajukan-value').textContent()).toBe('1');
    await markDocument(admin);

    await student.goto(`${portal.baseUrl}/pengajuan-sidang/readonly/${uuid}`);
    await student.getByTestId('action-CANCEL').click();
    await student.getByTestId('action-note').fill('Saya menunda sidang ke periode berikutnya.');
    await student.getByTestId('action-dialog-confirm').click();
    await expect.poll(() => status(student)).toBe('dibatalkan');
    // a cancelled pengajuan offers the student nothing more
    expect(await student.getByTestId('pengajuan-actions').count()).toBe(0);

    await expect
      .poll(() => admin.getByTestId('rekap-count-dibatalkan-value').textContent(), { timeout: 15_000 })
      .toBe('1');
    expect(await admin.getByTestId('rekap-count-diajukan-value').textContent()).toBe('0');
    expect(await sameDocument(admin)).toBe(true);
    await studentContext.close();
    await adminContext.close();
  });
});

describe('pengajuan yudisium after a passed sidang', { timeout: 120_000 }, () => {
  let studentContext: BrowserContext;
  let adminContext: BrowserContext;
  let student: Page;
  let admin: Page;

  it('apply, return with a note seen live, resubmit, verify', { timeout: 120_000 }, async () => {
    ({ context: studentContext, page: student } = await newPage(browser));
    ({ context: adminContext, page: admin } = await newPage(browser));
    // the admin's list is open before anything is submitted: the row has to arrive by itself
    await signInAs(admin, demo.admin);
    await admin.goto(`${portal.baseUrl}/daftar-yudisium`);
    await admin.getByTestId('daftar-table-empty').waitFor();
    await waitForLive(admin);
    await markDocument(admin);

    await signInAs(student, mahasiswa3);
    await student.goto(`${portal.baseUrl}/pengajuan-yudisium/baru`);
    await useIndonesian(student);
    await student.getByRole('heading', { name: 'Pengajuan yudisium baru' }).waitFor();
    await student.getByTestId('pengajuan-judul').fill('Deteksi Dini Penyakit Daun Padi Menggunakan CNN');
    await student.getByTestId('pengajuan-save').click();
    await student.waitForURL((url) => url.pathname.startsWith('/pengajuan-yudisium/edit/'));
    const uuid = pathOf(student).split('/').pop() ?? '';
    await upload(student, 'bukti_lulus_sidang', 'bukti.pdf', pdf('bukti lulus'));
    await uploaded(student, 'bukti_lulus_sidang');
    await upload(student, 'bebas_pustaka', 'pustaka.pdf', pdf('bebas pustaka'));
    await uploaded(student, 'bebas_pustaka');
    await student.screenshot({ path: `${shots}/yudisium-edit-id.png`, fullPage: true });
    await student.locator('[data-testid="action-SUBMIT"]:not([disabled])').click();
    await student.waitForURL((url) => url.pathname === `/pengajuan-yudisium/readonly/${uuid}`);
    await expect.poll(() => status(student)).toBe('diajukan');
    await waitForLive(student);
    await markDocument(student);

    const arrived = admin.getByTestId('daftar-table-row').filter({ hasText: 'Penyakit Daun Padi' });
    await arrived.waitFor({ timeout: 15_000 });
    expect(await arrived.getByTestId('pengajuan-status').getAttribute('data-status')).toBe('diajukan');
    expect(await sameDocument(admin)).toBe(true);
    await arrived.click();
    await admin.waitForURL((url) => url.pathname === `/pengajuan-yudisium/readonly/admin/${uuid}`);
    const note = 'Surat bebas pustaka sudah kedaluwarsa, mohon minta yang baru.';
    await act(admin, 'RETURN', note);
    await expect.poll(() => status(admin)).toBe('dikembalikan');

    await student.locator('[data-testid="pengajuan-status"][data-status="dikembalikan"]').waitFor({ timeout: 15_000 });
    await student.getByTestId('pengajuan-note').getByText(note).waitFor();
    await student.getByTestId('pengajuan-note').getByText('Dikembalikan untuk diperbaiki').waitFor();
    expect(await sameDocument(student)).toBe(true);
    await student.screenshot({ path: `${shots}/yudisium-student-returned-id.png`, fullPage: true });

    await student.getByTestId('pengajuan-edit-link').click();
    await upload(student, 'bebas_pustaka', 'pustaka-baru.pdf', pdf('bebas pustaka baru'));
    await student.getByTestId('berkas-bebas_pustaka-file').getByText('pustaka-baru.pdf').waitFor();
    await student.locator('[data-testid="action-RESUBMIT"]:not([disabled])').click();
    await student.waitForURL((url) => url.pathname === `/pengajuan-yudisium/readonly/${uuid}`);
    await expect.poll(() => status(student)).toBe('diajukan');

    await admin.locator('[data-testid="pengajuan-status"][data-status="diajukan"]').waitFor({ timeout: 15_000 });
    await act(admin, 'VERIFY');
    await expect.poll(() => status(admin)).toBe('diverifikasi');
    await student.locator('[data-testid="pengajuan-status"][data-status="diverifikasi"]').waitFor({ timeout: 15_000 });
    // the faculty's next step is offered to the admin only
    await admin.getByTestId('action-APPROVE').waitFor();
    expect(await student.getByTestId('action-APPROVE').count()).toBe(0);
    await admin.screenshot({ path: `${shots}/yudisium-admin-verified-en.png`, fullPage: true });
  });

  it('the reviewers’ screens and the student’s home in Indonesian', { timeout: 120_000 }, async () => {
    await useIndonesian(admin);
    await admin.getByTestId('pengajuan-history').getByText('Dikembalikan').first().waitFor();
    // a refusal reads in the user's language: send a stale version once, the server answers 409 CONFLICT
    await admin.route(
      '**/transitions',
      (route) => {
        const body = route.request().postDataJSON() as { version: number };
        return route.continue({ postData: JSON.stringify({ ...body, version: body.version - 1 }) });
      },
      { times: 1 },
    );
    await admin.getByTestId('action-APPROVE').click();
    await admin.getByTestId('action-dialog-confirm').click();
    await admin
      .getByTestId('action-dialog-error')
      .getByText('Pengajuan ini baru saja diubah oleh orang lain. Muat ulang lalu coba lagi.')
      .waitFor();
    await admin.getByTestId('action-dialog-cancel').click();
    expect(await status(admin)).toBe('diverifikasi');
    await admin.screenshot({ path: `${shots}/yudisium-admin-verified-id.png`, fullPage: true });
    await admin.goto(`${portal.baseUrl}/daftar-sidang`);
    await admin.getByTestId('daftar-export').getByText('Ekspor ke Excel').waitFor();
    await admin.getByTestId('daftar-table-row').first().waitFor();
    await admin.screenshot({ path: `${shots}/daftar-sidang-id.png`, fullPage: true });
    await admin.goto(`${portal.baseUrl}/rekapitulasi-pengajuan-sidang`);
    await admin.getByTestId('rekap-chart').waitFor();
    await admin.getByRole('heading', { name: 'Rekapitulasi pengajuan sidang' }).waitFor();
    await admin.screenshot({ path: `${shots}/rekap-id.png`, fullPage: true });
    await student.goto(`${portal.baseUrl}/dashboard/analytics`);
    await student.getByTestId('my-pengajuan').getByText('Pengajuan saya').waitFor();
    await student.getByTestId('my-pengajuan-yudisium').getByTestId('my-pengajuan-row').waitFor();
    await student.screenshot({ path: `${shots}/dashboard-student-id.png`, fullPage: true });
    await studentContext.close();
    await adminContext.close();
  });
});
