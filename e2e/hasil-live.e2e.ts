import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

const shellToasts = { exclude: ['.mantine-Notifications-root'] };
const dosen2 = { email: 'dosen2@demo.ac.id', password: 'Dosen#2026demo' };
const dosen3 = { email: 'dosen3@demo.ac.id', password: 'Dosen#2026demo' };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A working day two weeks ahead: free of the demo sidang, inside the demo periode. */
function dayAhead(): string {
  const day = new Date(Date.now() + 15 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

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
    const ids = await Promise.all(
      [dosen2, dosen3].map(async (d) => {
        const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: d.email, password: d.password }),
        });
        return ((await res.json()) as { userData: { id: number } }).userData.id;
      }),
    );
    const dosen = await api.call<{ data: Array<{ uuid: string; userId: number | null }> }>(
      admin,
      'GET',
      '/master/dosen?perPage=100',
    );
    const [ketua, penguji] = ids.map((id) => dosen.data.find((d) => d.userId === id)!.uuid);
    const waktu = await api.call<{ data: Array<{ uuid: string }> }>(admin, 'GET', '/master/waktu-ujian?perPage=10');
    const ruangan = await api.call<{ data: Array<{ uuid: string }> }>(admin, 'GET', '/master/ruangan?perPage=10');
    let jadwal = await api.call<{ uuid: string; version: number }>(admin, 'POST', '/jadwal-sidang', {
      pengajuanUuid: pengajuan.uuid,
      tanggal: dayAhead(),
      waktuUjianUuid: waktu.data[0]!.uuid,
      ruanganUuid: ruangan.data[ruangan.data.length - 1]!.uuid,
      komite: [
        { dosenUuid: ketua, peran: 'ketua' },
        { dosenUuid: penguji, peran: 'penguji1' },
      ],
    });
    jadwal = await api.call(admin, 'POST', `/jadwal-sidang/${jadwal.uuid}/transitions`, {
      event: 'PUBLISH',
      version: jadwal.version,
    });
    await api.call(admin, 'POST', `/jadwal-sidang/${jadwal.uuid}/transitions`, {
      event: 'START',
      version: jadwal.version,
    });
    const hasil = await api.call<{
      data: Array<{ uuid: string; jadwalUuid: string; komponen: Array<{ kode: string }> }>;
    }>(admin, 'GET', '/hasil-sidang?perPage=100');
    const row = hasil.data.find((h) => h.jadwalUuid === jadwal.uuid)!;
    hasilUuid = row.uuid;
    kodes = row.komponen.map((k) => k.kode);
    expect(kodes.length).toBeGreaterThan(0);
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
