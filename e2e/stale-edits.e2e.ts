import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function apiLogin(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${portal.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

async function signInAs(page: Page, who: { email: string; password: string }): Promise<void> {
  await signIn(page, portal.baseUrl, who.email, who.password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

type Row = { uuid: string; version: number; nama?: string; judul?: string };

describe('stale edits: the compare dialog', () => {
  it('master form: a save over a newer version shows theirs vs mine; reload takes theirs, keep mine saves mine', async () => {
    const token = await apiLogin(demo.admin);
    const room = await call<Row>(token, 'POST', '/master/ruangan', {
      kode: 'R-STALE',
      nama: 'Ruang Awal',
      kapasitas: 20,
    });
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/ruangan/${room.uuid}`);
    await page.getByTestId('master-form').waitFor();
    await expect.poll(() => page.getByTestId('field-nama').inputValue()).toBe('Ruang Awal');

    // someone else saves first
    await call(token, 'PATCH', `/master/ruangan/${room.uuid}`, {
      nama: 'Ruang dari Admin Lain',
      version: room.version,
    });
    await page.getByTestId('field-nama').fill('Ruang Milik Saya');
    await page.getByTestId('master-save').click();
    await page.getByTestId('stale-compare').waitFor();
    expect(await page.getByTestId('stale-theirs-nama').textContent()).toBe('Ruang dari Admin Lain');
    expect(await page.getByTestId('stale-mine-nama').textContent()).toBe('Ruang Milik Saya');
    expect(await page.getByTestId('stale-row-nama').getAttribute('data-differs')).toBe('true');
    expect(await page.getByTestId('stale-row-kapasitas').getAttribute('data-differs')).toBe('false');
    await expectAccessible(page);

    await page.getByTestId('stale-reload').click();
    await expect.poll(() => page.getByTestId('field-nama').inputValue()).toBe('Ruang dari Admin Lain');
    await expect.poll(() => page.getByTestId('stale-compare').count()).toBe(0);

    // again, and this time keep mine: the next save knowingly replaces theirs
    const now = await call<Row>(token, 'GET', `/master/ruangan/${room.uuid}`);
    await call(token, 'PATCH', `/master/ruangan/${room.uuid}`, { nama: 'Ruang Ketiga', version: now.version });
    await page.getByTestId('field-nama').fill('Ruang Milik Saya');
    await page.getByTestId('master-save').click();
    await page.getByTestId('stale-compare').waitFor();
    expect(await page.getByTestId('stale-theirs-nama').textContent()).toBe('Ruang Ketiga');
    await page.getByTestId('stale-keep-mine').click();
    await page.getByTestId('master-save').click();
    await page.getByTestId('master-saved').waitFor();
    expect((await call<Row>(token, 'GET', `/master/ruangan/${room.uuid}`)).nama).toBe('Ruang Milik Saya');
    await context.close();
  });

  it('master form: a capacity of -5 stays as typed and is refused with a message', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.admin);
    await page.goto(`${portal.baseUrl}/ruangan/baru`);
    await page.getByTestId('master-form').waitFor();
    await page.getByTestId('field-kode').fill('R-NEG');
    await page.getByTestId('field-nama').fill('Ruang Negatif');
    await page.getByTestId('field-kapasitas').fill('-5');
    await page.getByTestId('field-nama').focus();
    expect(await page.getByTestId('field-kapasitas').inputValue()).toBe('-5');
    await page.getByTestId('master-save').click();
    await page.getByText('The value must be at least 1.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ruangan/baru');
    await context.close();
  });

  it('pengajuan draft form: a stale save opens the same dialog; reload shows the saved title', async () => {
    const token = await apiLogin(demo.mahasiswa);
    const dosen = await call<{ data: Array<{ uuid: string }> }>(token, 'GET', '/master/dosen?perPage=1');
    const draft = await call<Row>(token, 'POST', '/pengajuan-sidang', {
      judul: 'Judul Awal',
      pembimbingIds: [dosen.data[0]!.uuid],
    });
    const { context, page } = await newPage(browser);
    await signInAs(page, demo.mahasiswa);
    await page.goto(`${portal.baseUrl}/pengajuan-sidang/edit/${draft.uuid}`);
    await expect.poll(() => page.getByTestId('pengajuan-judul').inputValue()).toBe('Judul Awal');
    await call(token, 'PATCH', `/pengajuan-sidang/${draft.uuid}`, {
      judul: 'Judul dari Tab Lain',
      version: draft.version,
    });
    await page.getByTestId('pengajuan-judul').fill('Judul dari Tab Ini');
    await page.getByTestId('pengajuan-save').click();
    await page.getByTestId('stale-compare').waitFor();
    expect(await page.getByTestId('stale-theirs-judul').textContent()).toBe('Judul dari Tab Lain');
    expect(await page.getByTestId('stale-mine-judul').textContent()).toBe('Judul dari Tab Ini');
    expect(await page.getByTestId('stale-row-pembimbingIds').getAttribute('data-differs')).toBe('false');
    await page.getByTestId('stale-reload').click();
    await expect.poll(() => page.getByTestId('pengajuan-judul').inputValue()).toBe('Judul dari Tab Lain');

    // another tab uploads a document (a newer version, the title untouched): saving the title just works
    await page.getByTestId('pengajuan-judul').fill('Judul Akhir');
    const form = new FormData();
    form.append('jenis', 'naskah');
    const pdf = new TextEncoder().encode('%PDF-1.7\n% e2e\n');
    form.append('File', new Blob([pdf], { type: 'application/pdf' }), 'naskah.pdf');
    const uploaded = await fetch(`${portal.baseUrl}/api/v1/pengajuan-sidang/${draft.uuid}/berkas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    await page.getByTestId('pengajuan-save').click();
    await expect
      .poll(async () => (await call<Row>(token, 'GET', `/pengajuan-sidang/${draft.uuid}`)).judul)
      .toBe('Judul Akhir');
    expect(await page.getByTestId('stale-compare').count()).toBe(0);
    await context.close();
  });
});
