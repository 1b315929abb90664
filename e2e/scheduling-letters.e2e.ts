import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import {
  demo,
  expectAccessible,
  launchBrowser,
  newPage,
  type Portal,
  shellToasts,
  signIn,
  startPortal,
} from './harness';

const shots = process.env.E2E_SHOTS ?? '/tmp/scheduling-shots';

let portal: Portal;
let browser: Browser;
let fixtures: ReturnType<typeof apiFixtures>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  portal = await startPortal();
  browser = await launchBrowser();
  fixtures = apiFixtures(portal);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Monday of the week after next and its Friday: inside the demo periode, never in the past. */
function nextWeeks(): { from: string; to: string } {
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const friday = new Date(day.getTime() + 4 * 86_400_000);
  return { from: day.toISOString().slice(0, 10), to: friday.toISOString().slice(0, 10) };
}

describe('plan automatically, then the letters it brings', { timeout: 240_000 }, () => {
  let admin: Page;
  let pengajuan: { uuid: string; student: string };

  it('the admin plans every verified sidang in one click and applies the plan as drafts', async () => {
    pengajuan = await fixtures.verifiedPengajuan();
    ({ page: admin } = await newPage(browser));
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto(`${portal.baseUrl}/jadwal-sidang`);
    await admin.getByTestId('auto-plan-open').click();
    const range = nextWeeks();
    await admin.getByTestId('auto-plan-from').fill(range.from);
    await admin.getByTestId('auto-plan-to').fill(range.to);
    await expectAccessible(admin, shellToasts);
    await admin.getByTestId('auto-plan-start').click();
    await admin.getByTestId('auto-plan-result').waitFor({ timeout: 90_000 });
    await expect.poll(() => admin.getByTestId('auto-plan-table').innerText()).toContain(pengajuan.student);
    // the status in words, and how many can be planned at most
    expect(await admin.getByTestId('auto-plan-verdict').innerText()).toMatch(
      /^(Proven best|A good plan, not proven best|Stopped at the time limit|Fell back to the quick plan)/,
    );
    expect(await admin.getByTestId('auto-plan-bound').innerText()).toMatch(
      /^(All \d+ sidang planned\.|Planned \d+ of \d+; (no plan can hold more|at most \d+ can be planned)\.)$/,
    );
    await admin.screenshot({ path: `${shots}/auto-plan-result.png` });
    await expectAccessible(admin, shellToasts);

    await admin.getByRole('tab', { name: /Load per lecturer/ }).click();
    await admin.getByTestId('auto-plan-load').waitFor();
    await admin.getByRole('tab', { name: /Board/ }).click();
    await admin.getByTestId('auto-plan-board').waitFor();

    await admin.getByTestId('auto-plan-apply').click();
    await admin.getByTestId('auto-plan-apply-confirm').click();
    await admin.getByTestId('auto-plan-dialog').waitFor({ state: 'hidden' });

    const token = await fixtures.apiLogin(demo.admin);
    const rows = await fixtures.call<{ data: Array<{ status: string; komite: unknown[] }> }>(
      token,
      'GET',
      `/jadwal-sidang?pengajuanUuid=${pengajuan.uuid}`,
    );
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({ status: 'draft' });
    expect(rows.data[0]?.komite.length).toBeGreaterThanOrEqual(2);
  });

  it('the supervisor letter of the verification is listed, and its public page says it is valid', async () => {
    await admin.goto(`${portal.baseUrl}/surat-tugas-pembimbing`);
    await admin.getByTestId('surat-table').waitFor();
    await expectAccessible(admin, shellToasts);
    const token = await fixtures.apiLogin(demo.admin);
    const letters = await fixtures.call<{ data: Array<{ kode: string; ref: { pengajuanUuid?: string } }> }>(
      token,
      'GET',
      '/surat?jenis=surat-tugas-pembimbing&perPage=100',
    );
    const letter = letters.data.find((s) => s.ref.pengajuanUuid === pengajuan.uuid);
    expect(letter).toBeDefined();

    const { page: visitor } = await newPage(browser);
    await visitor.goto(`${portal.baseUrl}/verifikasi-surat/${letter?.kode}`);
    await expect.poll(() => visitor.getByTestId('verify-status').innerText()).toMatch(/valid/i);
    await visitor.screenshot({ path: `${shots}/verifikasi.png` });
    await expectAccessible(visitor);
  });

  it('a German-speaking supervisor downloads the letter in German and the Indonesian original; the public page recognises both', async () => {
    const dosenToken = await fixtures.apiLogin(demo.dosen);
    await fixtures.call(dosenToken, 'PUT', '/account/preferences', { locale: 'de' });
    try {
      const letters = await fixtures.call<{
        data: Array<{
          kode: string;
          nomor: string;
          locale: string;
          sha256: string;
          sha256Asli: string;
          ref: { pengajuanUuid?: string };
        }>;
      }>(dosenToken, 'GET', '/surat?jenis=surat-tugas-pembimbing&perPage=100');
      const letter = letters.data.find((s) => s.ref.pengajuanUuid === pengajuan.uuid);
      expect(letter).toMatchObject({ locale: 'de' });
      if (!letter) return;
      expect(letter.sha256).not.toBe(letter.sha256Asli);

      const { page: dosen } = await newPage(browser, 'de-DE');
      await signIn(dosen, portal.baseUrl, demo.dosen.email, demo.dosen.password);
      await dosen.waitForURL((url) => url.pathname !== '/login');
      await dosen.goto(`${portal.baseUrl}/surat-tugas-pembimbing`);
      const row = dosen.getByTestId('surat-table').getByRole('row').filter({ hasText: letter.nomor });
      await row.getByTestId('surat-download-translation').waitFor();
      await expectAccessible(dosen, shellToasts);
      const fetched = async (testId: string) => {
        const [download] = await Promise.all([dosen.waitForEvent('download'), row.getByTestId(testId).click()]);
        const path = `${shots}/${download.suggestedFilename()}`;
        await download.saveAs(path);
        return path;
      };
      const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
      const german = await fetched('surat-download-translation');
      expect(german).toMatch(/-de\.pdf$/);
      expect(sha(german)).toBe(letter.sha256);
      const original = await fetched('surat-download-original');
      expect(sha(original)).toBe(letter.sha256Asli);

      const { page: visitor } = await newPage(browser);
      // as on a portal served over plain HTTP: no crypto.subtle
      await visitor.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
      await visitor.goto(`${portal.baseUrl}/verifikasi-surat/${letter.kode}`);
      await visitor.getByTestId('verify-status').waitFor();
      await expect.poll(() => visitor.getByTestId('verify-signer').innerText()).toMatch(/Jakarta time/);
      await visitor.locator('input[type="file"]').setInputFiles(german);
      await expect.poll(() => visitor.getByTestId('verify-match').innerText()).toMatch(/German translation/);
      await expect.poll(() => visitor.getByTestId('verify-signature').innerText()).toMatch(/signature is intact/);
      await visitor.locator('input[type="file"]').setInputFiles(original);
      await expect.poll(() => visitor.getByTestId('verify-match').innerText()).toMatch(/Indonesian original/);
      await expect.poll(() => visitor.getByTestId('verify-signature').innerText()).toMatch(/signature is intact/);
      // one changed byte inside the signed part
      const changed = readFileSync(original);
      changed[10] = (changed[10] ?? 0) ^ 1;
      const changedPath = `${shots}/changed.pdf`;
      writeFileSync(changedPath, changed);
      await visitor.locator('input[type="file"]').setInputFiles(changedPath);
      await expect.poll(() => visitor.getByTestId('verify-match').innerText()).toMatch(/NOT the issued letter/);
      await expect.poll(() => visitor.getByTestId('verify-signature').innerText()).toMatch(/signature is BROKEN/);
      await visitor.screenshot({ path: `${shots}/verifikasi-terjemahan.png` });
      await expectAccessible(visitor);
    } finally {
      await fixtures.call(dosenToken, 'PUT', '/account/preferences', { locale: null });
    }
  });

  it('the admin edits the settings with a live sample letter', async () => {
    await admin.goto(`${portal.baseUrl}/pengaturan`);
    await admin.getByTestId('pengaturan-save').waitFor();
    await expectAccessible(admin, shellToasts);
    await admin.getByLabel('City').fill('Bandung');
    await admin.getByTestId('pengaturan-save').click();
    await admin.getByText('Settings saved.').first().waitFor();
  });
});
