import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

async function token(login: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(login: { email: string; password: string }, path: string, init: RequestInit = {}): Promise<T> {
  const out = await fetch(`${portal.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await token(login)}`, 'content-type': 'application/json' },
  });
  return (await out.json()) as T;
}

async function adminIn(lang: 'id' | 'en', viewport: { width: number; height: number }): Promise<Page> {
  await api(demo.admin, '/account/preferences', { method: 'PUT', body: JSON.stringify({ locale: lang }) });
  const context = await browser.newContext({ locale: lang === 'id' ? 'id-ID' : 'en-US', viewport });
  const page = await context.newPage();
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Every element a person can press whose box meets the back-to-top button's box. */
async function pressablesUnderBackToTop(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="scroll-to-top"]');
    if (!button) return null;
    const a = button.getBoundingClientRect();
    const pressable =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"]';
    return Array.from(document.querySelectorAll(pressable))
      .filter((el) => el !== button && !button.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && r.height > 0 && r.left < a.right && r.right > a.left && r.top < a.bottom && r.bottom > a.top
        );
      })
      .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40));
  });
}

describe('the back-to-top button and badges on a day’s screens', { timeout: 300_000 }, () => {
  it('back-to-top never covers a button of the scoring page (1366x768, 390x844)', async () => {
    const open = await api<{ data: { uuid: string }[] }>(demo.admin, '/hasil-sidang?status=penilaian');
    expect(open.data.length).toBeGreaterThan(0);
    for (const viewport of viewports) {
      const page = await adminIn('id', viewport);
      try {
        await page.goto(`${portal.baseUrl}/hasil-sidang-edit/${open.data[0]!.uuid}`);
        await page.getByTestId('finalize-card').waitFor();
        await page.getByTestId('finalize-open').waitFor();
        const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        // the page is long enough for the button to show at all
        expect(end).toBeGreaterThan(260);
        let shown = 0;
        for (let y = 240; y <= end + 20; y += 15) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // the button's slide in or out ends before its box is judged
          await page.waitForTimeout(320);
          const covered = await pressablesUnderBackToTop(page);
          if (covered === null) continue;
          shown += 1;
          expect({ viewport, y, covered }).toEqual({ viewport, y, covered: [] });
        }
        // at the page's end it is there (the page is padded by its room)
        expect(shown).toBeGreaterThan(0);
        expect(await pressablesUnderBackToTop(page)).toEqual([]);
        await expectAccessible(page, shellToasts);
      } finally {
        await page.context().close();
      }
    }
  });

  it('every status badge on the list pages shows its whole label (1366x768, 390x844, id and en)', async () => {
    const lists = ['/daftar-sidang', '/hasil-sidang', '/surat-tugas', '/sktmt', '/pengguna'];
    for (const lang of ['id', 'en'] as const) {
      for (const viewport of viewports) {
        const page = await adminIn(lang, viewport);
        try {
          let badges = 0;
          for (const path of lists) {
            await page.goto(`${portal.baseUrl}${path}`);
            await page.locator('h1').waitFor();
            await page.waitForLoadState('networkidle');
            const cut = await page.locator('.mantine-Badge-root').evaluateAll((els) =>
              els
                .flatMap((el) => [el, ...Array.from(el.querySelectorAll('.mantine-Badge-label'))])
                .filter((el) => el.scrollWidth > el.clientWidth + 1)
                .map((el) => el.textContent),
            );
            badges += await page.locator('.mantine-Badge-root').count();
            expect({ path, viewport, cut }).toEqual({ path, viewport, cut: [] });
          }
          expect(badges).toBeGreaterThan(lists.length);
          await expectAccessible(page, shellToasts);
        } finally {
          await page.context().close();
        }
      }
    }
  });
});

describe('the letter settings’ preview', { timeout: 180_000 }, () => {
  it('is in view once preview is pressed (1366x768, 390x844)', async () => {
    for (const viewport of viewports) {
      const page = await adminIn('en', viewport);
      try {
        await page.goto(`${portal.baseUrl}/pengaturan`);
        const press = page.getByTestId('pengaturan-preview');
        await press.scrollIntoViewIfNeeded();
        await press.click();
        const frame = page.getByTestId('pengaturan-preview-frame');
        await frame.waitFor();
        const inView = () =>
          frame.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
            return r.top >= header - 1 && r.bottom <= window.innerHeight + 1 && r.height > 200;
          });
        await expect.poll(inView, { timeout: 10_000 }).toBe(true);
        expect(await page.locator('h1').count()).toBe(1);
        await expectAccessible(page, shellToasts);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe('a revoked letter', { timeout: 180_000 }, () => {
  it('is issued again from the letters screen under a new number (id, en)', async () => {
    type Row = { uuid: string; nomor: string; version: number; status: string };
    for (const lang of ['id', 'en'] as const) {
      const live = await api<{ data: Row[] }>(demo.admin, '/surat?jenis=surat-tugas-pembimbing&status=terbit');
      expect(live.data.length).toBeGreaterThan(0);
      const letter = live.data[0]!;
      const revoked = await api<Row>(demo.admin, `/surat/${letter.uuid}/revoke`, {
        method: 'POST',
        body: JSON.stringify({ alasan: 'Salah tanggal', version: letter.version }),
      });
      expect(revoked.status).toBe('dicabut');
      const page = await adminIn(lang, { width: 1366, height: 768 });
      try {
        await page.goto(`${portal.baseUrl}/surat-tugas-pembimbing`);
        const row = page.getByTestId('surat-table').getByRole('row').filter({ hasText: letter.nomor });
        await row.getByTestId('surat-reissue').click();
        const text = { id: 'diterbitkan lagi sebagai', en: 'issued again as' }[lang];
        await page.getByText(text).waitFor();
        // the revoked row offers it no more; the new letter is in force
        await expect.poll(() => row.getByTestId('surat-reissue').count()).toBe(0);
        const after = await api<{ data: (Row & { replacedBy: string | null })[] }>(
          demo.admin,
          '/surat?jenis=surat-tugas-pembimbing',
        );
        const old = after.data.find((r) => r.uuid === letter.uuid);
        expect(old?.replacedBy).toBeTruthy();
        const fresh = after.data.find((r) => r.uuid === old?.replacedBy);
        expect(fresh).toMatchObject({ status: 'terbit' });
        expect(fresh?.nomor).not.toBe(letter.nomor);
        await page.getByTestId('surat-table').getByText(fresh!.nomor).waitFor();
        await expectAccessible(page, shellToasts);
      } finally {
        await page.context().close();
      }
    }
  });
});
