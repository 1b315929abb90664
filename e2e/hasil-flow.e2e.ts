import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const dosen3 = { email: 'dosen3@demo.ac.id', password: demo.dosen.password };

async function api<T>(login: { email: string; password: string }, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const out = await fetch(`${portal.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  });
  return (await out.json()) as T;
}

type Hasil = {
  uuid: string;
  jadwalUuid: string;
  status: string;
  komponen: { kode: string; nama: string }[];
  penilai: { nama: string; hasAccount: boolean; submittedAt: string | null }[];
};

async function hasilWhere(status: string): Promise<Hasil> {
  const list = await api<{ data: Hasil[] }>(demo.admin, `/hasil-sidang?status=${status}`);
  expect(list.data.length).toBeGreaterThan(0);
  return list.data[0]!;
}

async function as(login: { email: string; password: string }, locale: string): Promise<Page> {
  const { page } = await newPage(browser, locale);
  await signIn(page, portal.baseUrl, login.email, login.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const texts = {
  id: { pending: 'masih menunggu keputusan', missingAdmin: 'admin mengisikan nilainya', own: 'ia mengisinya sendiri' },
  en: { pending: 'is waiting for a decision', missingAdmin: 'an admin enters these scores', own: 'enter their own' },
} as const;

describe('score changes and finalising as the people doing them', { timeout: 180_000 }, () => {
  it('a lecturer opens their own score-change request from the list, the result and the desk (id, en)', async () => {
    const final = await hasilWhere('final');
    for (const lang of ['id', 'en'] as const) {
      await api(dosen3, '/account/preferences', { method: 'PUT', body: JSON.stringify({ locale: lang }) });
      const page = await as(dosen3, lang === 'id' ? 'id-ID' : 'en-US');
      try {
        // the list row opens the request, not a 403
        await page.goto(`${portal.baseUrl}/perubahan-nilai`);
        await page.getByTestId('perubahan-table').getByRole('link').first().click();
        await page.getByTestId('perubahan-compare').waitFor();
        // the scores in the rubric's order, by their names
        const rows = page.getByTestId('perubahan-komponen');
        await expect.poll(() => rows.first().locator('td').first().textContent()).toBe(final.komponen[0]!.nama);
        const kode = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-kode')));
        expect(kode.length).toBe(final.komponen.length);
        expect(kode).toEqual(final.komponen.map((k) => k.kode));
        // one heading structure: the page's name is its one h1
        expect(await page.locator('h1').count()).toBe(1);
        await expectAccessible(page);

        // the result's form shows the open request instead of a form the server would refuse
        await page.goto(`${portal.baseUrl}/hasil-sidang-edit/${final.uuid}`);
        const pending = page.getByTestId('perubahan-pending');
        await pending.waitFor();
        expect(await pending.textContent()).toContain(texts[lang].pending);
        expect(await page.getByTestId('perubahan-send').isDisabled()).toBe(true);
        await expectAccessible(page);
        await pending.getByRole('link').click();
        await page.getByTestId('perubahan-compare').waitFor();

        // the desk card's row opens it too
        await page.goto(`${portal.baseUrl}/dashboard/analytics`);
        await page.getByTestId('desk-perubahan-mine').getByRole('link').first().click();
        await page.getByTestId('perubahan-compare').waitFor();
        expect(await page.getByText('403').count()).toBe(0);
      } finally {
        await page.context().close();
      }
    }
  });

  it('finalising waits for every score and says who enters the missing ones (id, en)', async () => {
    const open = await hasilWhere('penilaian');
    const missing = open.penilai.filter((p) => p.submittedAt === null);
    expect(missing.length).toBeGreaterThan(0);
    const withoutAccount = missing.find((p) => !p.hasAccount);
    expect(withoutAccount).toBeDefined();
    for (const lang of ['id', 'en'] as const) {
      await api(demo.admin, '/account/preferences', { method: 'PUT', body: JSON.stringify({ locale: lang }) });
      const page = await as(demo.admin, lang === 'id' ? 'id-ID' : 'en-US');
      try {
        await page.goto(`${portal.baseUrl}/hasil-sidang-edit/${open.uuid}`);
        const note = page.getByTestId('finalize-missing');
        await note.waitFor();
        expect(await note.getByRole('listitem').count()).toBe(missing.length);
        const text = (await note.textContent()) ?? '';
        for (const p of missing) expect(text).toContain(p.nama);
        expect(text).toContain(texts[lang].missingAdmin);
        expect(text).toContain(texts[lang].own);
        expect(await page.getByTestId('finalize-open').isDisabled()).toBe(true);
        // the admin's scoring section is the missing examiner's, named, not "your scores"
        expect(await page.getByTestId('nilai-title').textContent()).toContain(withoutAccount!.nama);
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe('the lecturer’s results list', { timeout: 180_000 }, () => {
  it('follows a reschedule live and says a sidang not yet held is not started (id, en)', async () => {
    const open = await hasilWhere('penilaian');
    type Jadwal = { uuid: string; version: number; tanggal: string };
    const jadwal = await api<{ data: (Jadwal & { pengajuanUuid: string })[] }>(
      demo.admin,
      `/jadwal-sidang?status=terjadwal&perPage=100`,
    );
    const target = jadwal.data.find((j) => j.uuid === open.jadwalUuid);
    expect(target).toBeDefined();
    const pages: Record<'id' | 'en', Page> = {} as Record<'id' | 'en', Page>;
    const login = { email: demo.dosen.email, password: demo.dosen.password };
    for (const lang of ['id', 'en'] as const) {
      await api(login, '/account/preferences', { method: 'PUT', body: JSON.stringify({ locale: lang }) });
      pages[lang] = await as(login, lang === 'id' ? 'id-ID' : 'en-US');
      await pages[lang].goto(`${portal.baseUrl}/hasil-sidang`);
      await pages[lang].getByTestId('hasil-all').waitFor();
    }
    try {
      const progress = { id: 'Sidang belum dimulai', en: 'Sidang not started yet' };
      for (const lang of ['id', 'en'] as const) {
        const row = pages[lang].getByTestId('hasil-all').getByRole('row').filter({ hasText: progress[lang] });
        expect(await row.count()).toBeGreaterThan(0);
        await expectAccessible(pages[lang]);
      }
      const before = await pages.en.getByTestId('hasil-all').getByTestId('hasil-tanggal').allTextContents();
      expect(before.length).toBeGreaterThan(0);
      const later = new Date(`${target!.tanggal}T12:00:00Z`);
      later.setUTCDate(later.getUTCDate() + 7);
      const moved = await api<{ tanggal: string }>(demo.admin, `/jadwal-sidang/${target!.uuid}`, {
        method: 'PATCH',
        body: JSON.stringify({ version: target!.version, tanggal: later.toISOString().slice(0, 10) }),
      });
      expect(moved.tanggal).toBe(later.toISOString().slice(0, 10));
      const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(later);
      await pages.en.getByTestId('hasil-all').getByText(shown).waitFor({ timeout: 20_000 });
    } finally {
      for (const page of Object.values(pages)) await page.context().close();
    }
  });
});
