import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

type Session = { token: string; fullName: string };

async function api<T>(session: Session | null, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${portal.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
      ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function login(account: { email: string; password: string }): Promise<Session> {
  const body = await api<{ accessToken: string; userData: { fullName: string } }>(null, 'POST', '/jwt/login', {
    email: account.email,
    password: account.password,
  });
  return { token: body.accessToken, fullName: body.userData.fullName };
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A pengajuan sidang of `mahasiswa` with its three documents, submitted: the koordinator's to verify. */
async function submittedSidang(student: Session): Promise<string> {
  const dosen = await api<{ data: { uuid: string }[] }>(student, 'GET', '/master/dosen?perPage=1');
  const row = await api<{ uuid: string }>(student, 'POST', '/pengajuan-sidang', {
    judul: 'Penjadwalan sidang skripsi dengan pemrograman bilangan bulat',
    pembimbingIds: [dosen.data[0]!.uuid],
  });
  for (const jenis of ['naskah', 'lembar_pengesahan', 'transkrip']) {
    const form = new FormData();
    form.append('jenis', jenis);
    form.append('File', new Blob([pdf], { type: 'application/pdf' }), `${jenis}.pdf`);
    await api(student, 'POST', `/pengajuan-sidang/${row.uuid}/berkas`, form);
  }
  await api(student, 'POST', `/pengajuan-sidang/${row.uuid}/transitions`, { event: 'SUBMIT' });
  return row.uuid;
}

const status = (page: Page) => page.getByTestId('pengajuan-status').first().getAttribute('data-status');

describe('the koordinator confirms a verification that names the student', { timeout: 120_000 }, () => {
  it('asks before verifying, with the student and the consequence; going back changes nothing', async () => {
    const student = await login(demo.mahasiswa);
    const uuid = await submittedSidang(student);

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
      `Verify the thesis defence application of ${student.fullName}? It goes to the scheduling queue.`,
    );
    // the page behind the overlay was checked above; this is the dialog
    await expectAccessible(page, { exclude: ['[data-testid="pengajuan-actions"]'] });

    // going back leaves the pengajuan as it was
    await page.getByTestId('action-dialog-cancel').click();
    await question.waitFor({ state: 'detached' });
    expect(await status(page)).toBe('diajukan');

    await page.getByTestId('action-VERIFY').click();
    await page.getByTestId('action-dialog-confirm').click();
    await expect.poll(() => status(page)).toBe('diverifikasi');
    await context.close();
  });
});

describe("a student's home", { timeout: 120_000 }, () => {
  it('a student lands on their home: their pengajuan with status and next step, no result yet', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    const row = page.getByTestId('my-pengajuan-sidang').getByTestId('my-pengajuan-row');
    await row.waitFor();
    // verified by the koordinator above
    expect(await row.getByTestId('pengajuan-status').getAttribute('data-status')).toBe('diverifikasi');
    expect(await row.getByTestId('my-pengajuan-next').textContent()).toBe(
      'Next step: Verified. Waiting for a date, time and room.',
    );
    expect(await page.getByTestId('home-result').getAttribute('data-result')).toBe('none');
    await expectAccessible(page);
    await context.close();
  });

  it('shows the next sidang with date, time and room from GET /jadwal-sidang?mine=1', async () => {
    const { context, page } = await newPage(browser);
    let asked = '';
    await page.route('**/api/v1/jadwal-sidang?*', (route) => {
      asked = route.request().url();
      return route.fulfill({
        json: {
          data: [
            {
              uuid: 'j1',
              pengajuanUuid: 'p1',
              status: 'terjadwal',
              tanggal: '2099-03-02',
              mulai: '2099-03-02T09:00:00+07:00',
              selesai: '2099-03-02T11:00:00+07:00',
              ruanganNama: 'Ruang Sidang 2',
              onlineUrl: null,
            },
          ],
          total: 1,
          page: 1,
          perPage: 50,
        },
      });
    });
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('home-next-sidang').waitFor();
    expect(new URL(asked).searchParams.get('mine')).toBe('1');
    expect(await page.getByTestId('home-next-sidang-date').textContent()).toBe('Monday, March 2, 2099');
    expect(await page.getByTestId('home-next-sidang-time').textContent()).toBe('09:00–11:00 WIB');
    expect(await page.getByTestId('home-next-sidang-room').textContent()).toBe('Ruang Sidang 2');
    await expectAccessible(page);
    await context.close();
  });

  it('shows no next sidang when the schedule cannot be read', async () => {
    const { context, page } = await newPage(browser);
    await page.route('**/api/v1/jadwal-sidang?*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }),
    );
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('my-pengajuan-row').first().waitFor();
    await page.getByTestId('home-result').waitFor();
    expect(await page.getByTestId('home-next-sidang').count()).toBe(0);
    await context.close();
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
