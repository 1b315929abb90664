import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures, dayAhead } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

const dosen2 = { email: 'dosen2@demo.ac.id', password: 'Dosen#2026demo' };
const dosen3 = { email: 'dosen3@demo.ac.id', password: 'Dosen#2026demo' };

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function open(account: { email: string; password: string }, path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, portal.baseUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${portal.baseUrl}${path}`);
  return page;
}

async function score(page: Page, kodes: string[], value: number) {
  for (const kode of kodes) await page.getByTestId(`nilai-${kode}`).fill(String(value));
  await page.getByTestId('nilai-save').click();
  await page.getByTestId('nilai-confirm-confirm').click();
  await page.getByTestId('nilai-confirm').waitFor({ state: 'hidden' });
}

describe('two examiners score in two browsers; the chair sees it live, finalizes, the student sees the result', {
  timeout: 240_000,
}, () => {
  let hasilUuid: string;
  let kodes: string[];
  let chair: Page;
  let examiner: Page;
  let student: Page;

  it('a published sidang with dosen2 as ketua and dosen3 as penguji starts', async () => {
    const api = apiFixtures(portal);
    const pengajuan = await api.verifiedPengajuan();
    const admin = await api.apiLogin(demo.admin);
    const { of } = await api.dosenOfAccounts(admin, [dosen2, dosen3]);
    const [ketua, penguji] = of.map((d) => d.uuid);
    const row = await api.startedSidang(admin, pengajuan.uuid, dayAhead(), [
      { dosenUuid: ketua!, peran: 'ketua' },
      { dosenUuid: penguji!, peran: 'penguji1' },
    ]);
    hasilUuid = row.uuid;
    kodes = row.komponen.map((k) => k.kode);
  });

  it('the chair watches while the other examiner scores in another browser', async () => {
    chair = await open(dosen2, `/hasil-sidang-edit/${hasilUuid}`);
    await chair.getByTestId('penilai-table').waitFor();
    examiner = await open(dosen3, `/hasil-sidang-edit/${hasilUuid}`);
    await examiner.getByTestId('penilai-table').waitFor();
    student = await open(demo.mahasiswa, '/hasil-sidang');
    await expectAccessible(examiner, shellToasts);
    expect(await chair.getByTestId('penilai-table').innerText()).not.toContain('Submitted');

    await score(examiner, kodes, 80);
    // no reload on the chair's side: hasil:changed refreshes the table
    await expect.poll(() => chair.getByTestId('penilai-table').innerText(), { timeout: 20_000 }).toContain('Submitted');
  });

  it('the chair scores and finalizes; the student sees the result without reloading', async () => {
    await score(chair, kodes, 90);
    await chair.getByTestId('finalize-open').click();
    await chair.getByTestId('finalize-confirm-confirm').click();
    await expect.poll(() => chair.getByTestId('nilai-akhir').innerText(), { timeout: 20_000 }).toContain('85.00');
    await expect.poll(() => student.getByTestId('hasil-student-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectAccessible(student, shellToasts);
  });
});
