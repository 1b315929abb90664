import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures, dayAhead } from './api-fixtures';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const api = () => apiFixtures(portal);
const dosen2 = { email: 'dosen2@demo.ac.id', password: 'Dosen#2026demo' };
const dosen3 = { email: 'dosen3@demo.ac.id', password: 'Dosen#2026demo' };

type Mine = { data: Array<{ uuid: string; status: string; version: number }> };

/**
 * The clean demo student's live pengajuan sidang, verified: the one the koordinator verified in the
 * first test, or one applied for and verified here when a test runs on its own.
 */
async function verifiedOfMahasiswa(): Promise<string> {
  const { apiLogin, call, verifiedPengajuan } = api();
  const mine = await call<Mine>(await apiLogin(demo.mahasiswa), 'GET', '/pengajuan-sidang?perPage=100');
  const live = mine.data.find((p) => p.status === 'diajukan' || p.status === 'diverifikasi');
  if (!live) return (await verifiedPengajuan()).uuid;
  if (live.status === 'diajukan')
    await call(await apiLogin(demo.admin), 'POST', `/pengajuan-sidang/${live.uuid}/transitions`, {
      event: 'VERIFY',
      version: live.version,
    });
  return live.uuid;
}

type Scheduled = { tanggal: string; mulai: string; selesai: string; ruangan: string };

/**
 * The student's published sidang: the one placed before, or that pengajuan placed here two weeks
 * ahead (dosen2 chairs, dosen3 examines) and published. Times are Jakarta's `HH:MM`.
 */
async function scheduledOfMahasiswa(): Promise<Scheduled> {
  const { apiLogin, call, dosenOfAccounts, publishedSidang } = api();
  type Row = { status: string; tanggal: string; mulai: string; selesai: string; ruanganNama: string };
  const mine = await call<{ data: Row[] }>(await apiLogin(demo.mahasiswa), 'GET', '/jadwal-sidang?mine=1');
  const published = mine.data.find((j) => j.status === 'terjadwal');
  if (published) {
    const { tanggal, mulai, selesai, ruanganNama } = published;
    return { tanggal, mulai: mulai.slice(11, 16), selesai: selesai.slice(11, 16), ruangan: ruanganNama };
  }
  const uuid = await verifiedOfMahasiswa();
  const admin = await apiLogin(demo.admin);
  const [ketua, penguji] = (await dosenOfAccounts(admin, [dosen2, dosen3])).of;
  const tanggal = dayAhead();
  const placed = await publishedSidang(admin, uuid, tanggal, [
    { dosenUuid: ketua!.uuid, peran: 'ketua' },
    { dosenUuid: penguji!.uuid, peran: 'penguji1' },
  ]);
  const { mulai, selesai } = placed.waktu;
  return { tanggal, mulai: mulai.slice(0, 5), selesai: selesai.slice(0, 5), ruangan: placed.ruangan.nama };
}

const status = (page: Page) => page.getByTestId('pengajuan-status').first().getAttribute('data-status');

describe('the koordinator confirms a verification that names the student', { timeout: 120_000 }, () => {
  it('asks before verifying, with the student and the consequence; going back changes nothing', async () => {
    const { uuid, student } = await api().submittedPengajuan();

    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.koordinator.email, demo.koordinator.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${portal.baseUrl}/pengajuan-sidang/readonly/admin/${uuid}`);
    await page.getByTestId('action-VERIFY').waitFor();
    await expectAccessible(page);
    await page.getByTestId('action-VERIFY').click();

    const question = page.getByTestId('action-dialog-question');
    await question.waitFor();
    expect(await question.textContent()).toBe(
      `Verify the thesis defence application of ${student}? It goes to the scheduling queue.`,
    );
    // the page behind the overlay was checked above; this is the dialog
    await expectAccessible(page, { exclude: ['[data-testid="pengajuan-actions"]'] });

    // going back leaves the pengajuan as it was
    await page.getByTestId('action-dialog-cancel').click();
    await question.waitFor({ state: 'detached' });
    expect(await status(page)).toBe('diajukan');

    await page.getByTestId('action-VERIFY').click();
    await page.getByTestId('action-dialog-confirm').click();
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('diverifikasi');
    await context.close();
  });
});

describe("a student's home", { timeout: 120_000 }, () => {
  it('a student lands on their home: their pengajuan with status and next step, no result yet', async () => {
    await verifiedOfMahasiswa();
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    const row = page.getByTestId('my-pengajuan-sidang').getByTestId('my-pengajuan-row');
    await row.waitFor();
    expect(await row.getByTestId('pengajuan-status').getAttribute('data-status')).toBe('diverifikasi');
    expect(await row.getByTestId('my-pengajuan-next').textContent()).toBe(
      'Next step: Verified. Waiting for a date, time and room.',
    );
    expect(await page.getByTestId('home-result').getAttribute('data-result')).toBe('none');
    await expectAccessible(page);
    await context.close();
  });

  it('shows the next sidang with date, time and room from GET /jadwal-sidang?mine=1', async () => {
    const placed = await scheduledOfMahasiswa();
    const { context, page } = await newPage(browser);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/jadwal-sidang');
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    expect(new URL((await asked).url()).searchParams.get('mine')).toBe('1');
    await page.getByTestId('home-next-sidang').waitFor();
    // the day and exam time the admin placed it on, written as an English reader reads them
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${placed.tanggal}T12:00:00Z`),
    );
    expect(await page.getByTestId('home-next-sidang-date').textContent()).toBe(day);
    expect(await page.getByTestId('home-next-sidang-time').textContent()).toBe(`${placed.mulai}–${placed.selesai} WIB`);
    expect(await page.getByTestId('home-next-sidang-room').textContent()).toBe(placed.ruangan);
    await expectAccessible(page);
    await context.close();
  });

  it('shows no next sidang when the schedule cannot be read', async () => {
    // a published sidang the student would see, and a student role (`client`) that may no longer read schedules
    await scheduledOfMahasiswa();
    const { apiLogin, call } = api();
    const admin = await apiLogin(demo.admin);
    type Role = { id: number; name: string; rules: Array<{ action: string; subject: string }> };
    // the role is given back its rules however the test ends
    const role = (await call<{ data: Role[] }>(admin, 'GET', '/hak-akses')).data.find((r) => r.name === 'client')!;
    const rules = role.rules.filter((r) => !(r.subject === 'jadwal-sidang' && r.action === 'read'));
    expect(rules).toHaveLength(role.rules.length - 1);
    await call(admin, 'PATCH', `/hak-akses/${role.id}`, { rules });
    try {
      const { context, page } = await newPage(browser);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/jadwal-sidang');
      await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
      await page.waitForURL((url) => url.pathname === '/home');
      expect((await answered).status()).toBe(403);
      await page.getByTestId('my-pengajuan-row').first().waitFor();
      await page.getByTestId('home-result').waitFor();
      expect(await page.getByTestId('home-next-sidang').count()).toBe(0);
      await context.close();
    } finally {
      await call(admin, 'PATCH', `/hak-akses/${role.id}`, { rules: role.rules });
    }
  });

  it('a student whose sidang is finished sees its result', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.mahasiswa3.email, demo.mahasiswa3.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.locator('[data-testid="home-result"][data-result="hasil"]').waitFor();
    expect(await page.getByTestId('home-result-hasil').textContent()).toBe('Passed');
    // the demo's finished sidang: its final score and grade, with the way to the certificate
    await page.getByTestId('home-result-nilai').waitFor();
    expect(await page.getByTestId('home-result-nilai').textContent()).toMatch(
      /^Final score: \d+(\.\d+)? \([A-E]{1,2}\)$/,
    );
    await page.getByRole('link', { name: 'Your certificate (SKTMT)' }).click();
    await page.waitForURL((url) => url.pathname === '/sktmt');
    await page.getByTestId('surat-table').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe('the biodata form', { timeout: 120_000 }, () => {
  it('refuses a bad field before sending, and an unchanged save says nothing was saved', async () => {
    const { context, page } = await newPage(browser);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/biodata')) puts.push(request.url());
    });
    // mahasiswa2's biodata is incomplete: the start-up check sends them to it
    await signIn(page, portal.baseUrl, demo.mahasiswa2.email, demo.mahasiswa2.password);
    await page.waitForURL((url) => url.pathname === '/pages/account-setting');
    await page.getByTestId('biodata-save').waitFor();

    await page.getByTestId('biodata-save').click();
    await page.getByTestId('biodata-unchanged').waitFor();
    expect(await page.getByTestId('biodata-unchanged').textContent()).toContain('Nothing has changed');
    expect(await page.getByTestId('biodata-saved').count()).toBe(0);

    await page.getByTestId('biodata-fullname').fill('   ');
    await page.getByTestId('biodata-address').fill('x'.repeat(501));
    // an edit clears the notice
    expect(await page.getByTestId('biodata-unchanged').count()).toBe(0);
    await page.getByTestId('biodata-save').click();
    await page.getByText('This field is required.').waitFor();
    await page.getByText('This is too long.').waitFor();
    await expectAccessible(page);
    expect(puts).toEqual([]);
    await context.close();
  });
});
