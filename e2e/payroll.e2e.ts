import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures, dayAhead } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

const dosen2 = { email: 'dosen2@demo.ac.id', password: 'Dosen#2026demo' };
const dosen3 = { email: 'dosen3@demo.ac.id', password: 'Dosen#2026demo' };
const RUPIAH_FORMAT = '"Rp"#,##0';
/** Not the seeded 5 %: the lines must carry the tax of the moment the sidang finishes. */
const PAJAK_PERSEN = 7.5;

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const flat = (s: string) => s.replace(/\s+/g, ' ');
/** "Rp 250.000" as the screen writes whole rupiah (id-ID, whatever the UI language), spaces flattened. */
const rupiah = (n: number) =>
  flat(new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(n));

async function open(account: { email: string; password: string }, path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, portal.baseUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}${path}`);
  return page;
}

/** Narrows the recap screen to one day, so only that day's sidang count. */
async function showDay(page: Page, day: string) {
  await page.getByTestId('payroll-table').waitFor();
  await page.getByTestId('payroll-from').fill(day);
  await page.getByTestId('payroll-to').fill(day);
}

async function downloadWorkbook(page: Page): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('payroll-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^rekap-payroll-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return workbook;
}

/** The values of a sheet's rows (ExcelJS rows are 1-based with an empty slot 0). */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.slice(1) as unknown[]] : []));

type Expected = { nama: string; peran: 'ketua' | 'sekretaris' | 'penguji' | 'pembimbing'; jumlah: number };

describe('finishing a sidang pays its committee and supervisor, live on the recap and in the workbook', {
  timeout: 240_000,
}, () => {
  const day = dayAhead();
  let expected: Array<Expected & { pajak: number; neto: number }>;
  let student: string;
  let hasilUuid: string;
  let kodes: string[];
  let recap: Page;
  let mine: Page;

  it('a started sidang: dosen2 chairs, a lecturer without an account is secretary, dosen3 examines, dosen1 supervises', async () => {
    const api = apiFixtures(portal);
    const pengajuan = await api.verifiedPengajuan();
    student = pengajuan.student;
    const admin = await api.apiLogin(demo.admin);
    const settings = await api.call<{ version: number; pajakPersen: number }>(admin, 'GET', '/pengaturan');
    await api.call(admin, 'PUT', '/pengaturan', { ...settings, pajakPersen: PAJAK_PERSEN });

    const { all, of } = await api.dosenOfAccounts(admin, [dosen2, dosen3]);
    const [ketua, penguji] = of;
    const row = await api.call<{ prodiUuid: string }>(admin, 'GET', `/pengajuan-sidang/${pengajuan.uuid}`);
    const pembimbing = all.find((d) => d.nama === 'Budi Santoso')!;
    const sekretaris = all.find((d) => d.userId === null && d.uuid !== pembimbing.uuid)!;
    expect([ketua, penguji, pembimbing, sekretaris].every(Boolean)).toBe(true);

    const prodi = await api.call<{ data: Array<{ uuid: string; jenjangUuid: string }> }>(
      admin,
      'GET',
      '/master/prodi?perPage=100',
    );
    const jenjangUuid = prodi.data.find((p) => p.uuid === row.prodiUuid)!.jenjangUuid;
    const tarif = await api.call<{
      data: Array<{ peran: string; jenjangUuid: string; jumlah: number; active: boolean }>;
    }>(admin, 'GET', `/master/tarif-honorarium?perPage=100&jenjangUuid=${jenjangUuid}`);
    const rateOf = (peran: string) => tarif.data.find((t) => t.peran === peran && t.active)!.jumlah;
    expected = (
      [
        { nama: ketua!.nama, peran: 'ketua', jumlah: rateOf('ketua') },
        { nama: sekretaris.nama, peran: 'sekretaris', jumlah: rateOf('sekretaris') },
        { nama: penguji!.nama, peran: 'penguji', jumlah: rateOf('penguji') },
        { nama: pembimbing.nama, peran: 'pembimbing', jumlah: rateOf('pembimbing') },
      ] as Expected[]
    ).map((e) => {
      // 7.5 % of whole rupiah, in integers (the rates are whole thousands: no rounding involved)
      const pajak = Math.round((e.jumlah * 75) / 1000);
      return { ...e, pajak, neto: e.jumlah - pajak };
    });

    let h = await api.startedSidang(admin, pengajuan.uuid, day, [
      { dosenUuid: ketua!.uuid, peran: 'ketua' },
      { dosenUuid: sekretaris.uuid, peran: 'sekretaris' },
      { dosenUuid: penguji!.uuid, peran: 'penguji1' },
    ]);
    hasilUuid = h.uuid;
    kodes = h.komponen.map((k) => k.kode);
    const nilai = Object.fromEntries(kodes.map((k) => [k, 80]));
    // the secretary has no account: the admin enters their scores, with the reason recorded
    h = await api.call(admin, 'PUT', `/hasil-sidang/${hasilUuid}/nilai/${sekretaris.uuid}`, {
      nilai,
      alasan: 'Nilai dari berita acara tertulis',
      version: h.version,
    });
    const examiner = await api.apiLogin(dosen3);
    await api.call(examiner, 'PUT', `/hasil-sidang/${hasilUuid}/nilai/${penguji!.uuid}`, { nilai, version: h.version });
  });

  it('the admin and dosen1 have the recap of that day open: nothing paid yet', async () => {
    recap = await open(demo.admin, '/rekapitulasi-payroll');
    await showDay(recap, day);
    await recap.getByTestId('payroll-empty').waitFor();
    mine = await open(demo.dosen, '/rekapitulasi-payroll');
    await showDay(mine, day);
    await mine.getByTestId('payroll-empty').waitFor();
    // a mark on the open documents: still there afterwards means the pages were never reloaded
    for (const page of [recap, mine])
      await page.evaluate(() => {
        (window as unknown as { untouched: boolean }).untouched = true;
      });
  });

  it('the chair scores and finalizes in another browser; the open recap shows the four lines without reloading', async () => {
    const chair = await open(dosen2, `/hasil-sidang-edit/${hasilUuid}`);
    for (const kode of kodes) await chair.getByTestId(`nilai-${kode}`).fill('90');
    await chair.getByTestId('nilai-save').click();
    await chair.getByTestId('nilai-confirm-confirm').click();
    await chair.getByTestId('nilai-confirm').waitFor({ state: 'hidden' });
    await chair.getByTestId('finalize-open').click();
    await chair.getByTestId('finalize-confirm-confirm').click();
    await expect.poll(() => chair.getByTestId('nilai-akhir').innerText(), { timeout: 20_000 }).toMatch(/\d/);

    await expect.poll(() => recap.getByTestId('payroll-row').count(), { timeout: 20_000 }).toBe(4);
    expect(await recap.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    const rows = (await recap.getByTestId('payroll-row').allInnerTexts()).map(flat);
    for (const e of expected) {
      const row = rows.find((r) => r.startsWith(e.nama));
      expect(row, e.nama).toBeDefined();
      // the role's column, then gross, tax and net
      expect(row).toContain(`${rupiah(e.jumlah)} 1 time`);
      expect(row).toContain(`${rupiah(e.jumlah)} ${rupiah(e.pajak)} ${rupiah(e.neto)}`);
    }
    const sum = (k: 'jumlah' | 'pajak' | 'neto') => expected.reduce((s, e) => s + e[k], 0);
    const totals = flat(await recap.getByTestId('payroll-totals').innerText());
    expect(totals).toContain(`${rupiah(sum('jumlah'))} ${rupiah(sum('pajak'))} ${rupiah(sum('neto'))}`);
    expect(flat(await recap.getByTestId('payroll-total-neto').innerText())).toContain(rupiah(sum('neto')));
    await expect
      .poll(() => recap.getByTestId('payroll-lines').locator('tbody tr').count(), { timeout: 20_000 })
      .toBe(4);
    const lines = flat(await recap.getByTestId('payroll-lines').innerText());
    expect(lines.split(student).length - 1).toBe(4);
    await expectAccessible(recap, shellToasts);
  });

  it('the downloaded workbook holds the same lines in Rekap and Rincian, a totals row and the rupiah format', async () => {
    const workbook = await downloadWorkbook(recap);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Rekap', 'Rincian']);
    const sum = (k: 'jumlah' | 'pajak' | 'neto') => expected.reduce((s, e) => s + e[k], 0);

    const rekap = workbook.getWorksheet('Rekap')!;
    const [header, ...body] = rowsOf(rekap);
    // headers in the reader's language: the admin's first sign-in came from an English browser, which the account keeps
    const col = (name: string) => header!.indexOf(name);
    expect(col('Gross')).toBeGreaterThan(0);
    expect(body).toHaveLength(expected.length + 1);
    for (const e of expected) {
      const row = body.find((r) => r[col('Lecturer')] === e.nama)!;
      expect(row, e.nama).toBeDefined();
      expect([row[col('Gross')], row[col('Tax')], row[col('Net')]]).toEqual([e.jumlah, e.pajak, e.neto]);
    }
    const total = body.at(-1)!;
    expect(total[col('Lecturer')]).toBe('Total');
    expect([total[col('Gross')], total[col('Tax')], total[col('Net')], total[col('Defences')]]).toEqual([
      sum('jumlah'),
      sum('pajak'),
      sum('neto'),
      1,
    ]);
    expect(rekap.getRow(rekap.rowCount).getCell(col('Net') + 1).numFmt).toBe(RUPIAH_FORMAT);
    expect(rekap.getRow(2).getCell(col('Gross') + 1).numFmt).toBe(RUPIAH_FORMAT);
    expect(rekap.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const rincian = workbook.getWorksheet('Rincian')!;
    const [lineHeader, ...lineRows] = rowsOf(rincian);
    const at = (name: string) => lineHeader!.indexOf(name);
    expect(lineRows).toHaveLength(expected.length + 1);
    const roleName = { ketua: 'Chair', sekretaris: 'Secretary', penguji: 'Examiner', pembimbing: 'Supervisor' };
    for (const e of expected) {
      const line = lineRows.find((r) => r[at('Lecturer')] === e.nama)!;
      expect(line, e.nama).toBeDefined();
      // a real date cell (the day in Jakarta, as Excel keeps dates: midnight without a zone)
      expect([line[at('Defence date')], line[at('Role')], line[at('Student')]]).toEqual([
        new Date(`${day}T00:00:00.000Z`),
        roleName[e.peran],
        student,
      ]);
      expect([line[at('Amount')], line[at('Tax')], line[at('Net')]]).toEqual([e.jumlah, e.pajak, e.neto]);
    }
    const lineTotal = lineRows.at(-1)!;
    expect([lineTotal[at('Lecturer')], lineTotal[at('Amount')], lineTotal[at('Tax')], lineTotal[at('Net')]]).toEqual([
      'Total',
      sum('jumlah'),
      sum('pajak'),
      sum('neto'),
    ]);
    for (let r = 2; r <= rincian.rowCount; r++)
      expect(rincian.getRow(r).getCell(at('Net') + 1).numFmt, `Rincian row ${r}`).toBe(RUPIAH_FORMAT);
  });

  it('dosen1 saw "My honorarium" change live: only their own row, and only their own line in the workbook', async () => {
    await expect.poll(() => mine.getByTestId('payroll-row').count(), { timeout: 20_000 }).toBe(1);
    expect(await mine.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    await expect(mine.getByRole('heading', { name: 'My honorarium' }).count()).resolves.toBeGreaterThan(0);
    expect(await mine.getByTestId('payroll-dosen').count()).toBe(0);
    const own = expected.find((e) => e.peran === 'pembimbing')!;
    const row = flat(await mine.getByTestId('payroll-row').innerText());
    expect(row.startsWith(own.nama)).toBe(true);
    expect(row).toContain(`${rupiah(own.jumlah)} ${rupiah(own.pajak)} ${rupiah(own.neto)}`);
    await expect.poll(() => mine.getByTestId('payroll-lines').locator('tbody tr').count()).toBe(1);
    await expectAccessible(mine, shellToasts);

    const workbook = await downloadWorkbook(mine);
    const [, ...lines] = rowsOf(workbook.getWorksheet('Rincian')!);
    // one line and the totals row
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(own.nama);
    expect(lines[0]).toContain(own.neto);

    // without the day filter too: the one row is still theirs, now with every sidang they were paid for
    await mine.getByTestId('payroll-from').fill('');
    await mine.getByTestId('payroll-to').fill('');
    await expect.poll(() => mine.getByTestId('payroll-lines').locator('tbody tr').count()).toBeGreaterThan(1);
    const rows = (await mine.getByTestId('payroll-row').allInnerTexts()).map(flat);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsWith(own.nama)).toBe(true);
    for (const cell of await mine.getByTestId('payroll-lines').locator('tbody tr td:nth-child(2)').allInnerTexts())
      expect(cell).toBe(own.nama);
  });
});

it('the admin sees the whole recap, the filters and the download', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}/rekapitulasi-payroll`);
  await page.getByTestId('payroll-table').waitFor();
  await expect(page.getByRole('heading', { name: 'Honorarium recap' }).count()).resolves.toBeGreaterThan(0);
  await page.getByTestId('payroll-totals').waitFor();
  expect(await page.getByTestId('payroll-dosen').count()).toBe(1);
  expect(await page.getByTestId('payroll-export').isVisible()).toBe(true);
  await expectAccessible(page, shellToasts);
  await context.close();
});
