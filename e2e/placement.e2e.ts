import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFixtures } from './api-fixtures';
import { demo, expectAccessible, type Portal, shellToasts, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function adminIn(lang: 'id' | 'en'): Promise<Page> {
  const { apiLogin, call } = apiFixtures(portal);
  await call(await apiLogin(demo.admin), 'PUT', '/account/preferences', { locale: lang });
  const context = await browser.newContext({
    locale: lang === 'id' ? 'id-ID' : 'en-US',
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function pickOption(page: Page, testId: string, index = 0) {
  await page.getByTestId(testId).click();
  const options = page.locator('[role="listbox"]:visible [role="option"]');
  await options.first().waitFor();
  await options.nth(index).click();
}

/** Types the first option's name into a picker and leaves with `key`; the picker must hold that name. */
async function typeName(page: Page, testId: string, key: 'Enter' | 'Tab') {
  const input = page.getByTestId(testId);
  await input.click();
  const option = page.locator('[role="listbox"]:visible [role="option"]').first();
  await option.waitFor();
  const name = ((await option.textContent()) ?? '').trim();
  const label = await option.evaluate((el) => el.querySelector('p, span')?.textContent ?? el.textContent ?? '');
  await page.keyboard.press('Escape');
  // Enter takes the first match of a part of the name; Tab the lecturer the whole name names
  await input.fill(key === 'Enter' ? label.slice(0, Math.min(label.length, 12)) : label);
  await page.keyboard.press(key);
  await expect.poll(() => input.inputValue()).toBe(label);
  // Tab moved on to the next picker, which opens its list on focus: close it as a person would
  if (key === 'Tab') await page.keyboard.press('Escape');
  // the choice is made: no list is left open
  await expect.poll(() => page.locator('[role="listbox"]:visible').count()).toBe(0);
  expect(name).toContain(label);
}

/** Flags any clash shown from now on: the form must never show one with itself while publishing. */
async function watchClashes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __clashSeen: boolean };
    w.__clashSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="placement-clash"]')) w.__clashSeen = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
}

describe('the placement form publishes as its own check says', { timeout: 300_000 }, () => {
  it('offers publish only when the check passes, shows a 409, and confirms success without a self-clash (en, id)', async () => {
    const { apiLogin, call, verifiedPengajuan } = apiFixtures(portal);
    const pengajuan = await verifiedPengajuan();
    const token = await apiLogin(demo.admin);
    const taken = (
      await call<{ data: { tanggal: string; waktuUjianUuid: string; ruanganUuid: string | null }[] }>(
        token,
        'GET',
        '/jadwal-sidang?status=terjadwal&perPage=100',
      )
    ).data.find((j) => j.ruanganUuid && j.tanggal);
    expect(taken).toBeDefined();

    const en = await adminIn('en');
    try {
      await en.goto(`${portal.baseUrl}/jadwal-sidang`);
      await en.getByTestId('board-grid').waitFor();
      await en.getByTestId('board-day').fill(taken!.tanggal);
      const item = en.locator(`[data-testid="board-waiting-item"][data-uuid="${pengajuan.uuid}"]`);
      await item.click();
      // a taken room: the form says it cannot be saved, and publish is not offered
      await en
        .locator(`[data-testid="board-cell"][data-room="${taken!.ruanganUuid}"][data-slot="${taken!.waktuUjianUuid}"]`)
        .getByTestId('board-place')
        .click();
      await en.getByTestId('placement-clashes').waitFor({ timeout: 20_000 });
      expect(await en.getByTestId('placement-publish').isDisabled()).toBe(true);
      await en.getByTestId('placement-close').click();

      // a free cell with a committee: publish is offered once the check is green
      const cells = en.locator('[data-testid="board-cell"]');
      const count = await cells.count();
      let free = -1;
      for (let i = 0; i < count && free < 0; i++) {
        const cell = cells.nth(i);
        if ((await cell.getAttribute('data-slot')) === taken!.waktuUjianUuid) continue;
        if ((await cell.getAttribute('data-room')) === taken!.ruanganUuid) continue;
        if ((await cell.locator('[data-testid="board-jadwal"]').count()) === 0) free = i;
      }
      expect(free).toBeGreaterThanOrEqual(0);
      const room = (await cells.nth(free).getAttribute('data-room'))!;
      const slot = (await cells.nth(free).getAttribute('data-slot'))!;
      await cells.nth(free).getByTestId('board-place').click();
      await pickOption(en, 'placement-ketua', 0);
      await pickOption(en, 'placement-penguji1', 0);
      await en.getByTestId('placement-ok').waitFor({ timeout: 20_000 });
      expect(await en.getByTestId('placement-publish').isDisabled()).toBe(false);
      await en.getByTestId('placement-publish').click();
      await en.getByTestId('confirm-publish-confirm').waitFor();

      // someone else places the same pengajuan meanwhile: the refusal is shown where the person looks
      await call(token, 'POST', '/jadwal-sidang', {
        pengajuanUuid: pengajuan.uuid,
        tanggal: taken!.tanggal,
        waktuUjianUuid: slot,
        ruanganUuid: room,
        onlineUrl: null,
        komite: [],
      });
      await en.getByTestId('confirm-publish-confirm').click();
      const refusal = en.getByTestId('confirm-publish').getByRole('alert');
      await refusal.waitFor({ timeout: 20_000 });
      expect(((await refusal.textContent()) ?? '').length).toBeGreaterThan(10);
      await expectAccessible(en, shellToasts);
    } finally {
      await en.context().close();
    }

    // the draft the other person made is published from the board, in Indonesian
    const id = await adminIn('id');
    try {
      await id.goto(`${portal.baseUrl}/jadwal-sidang`);
      await id.getByTestId('board-grid').waitFor();
      await id.getByTestId('board-day').fill(taken!.tanggal);
      await id.locator('[data-testid="board-jadwal"][data-status="draft"]').first().click();
      await id.getByTestId('placement-form').waitFor();
      // the committee pickers as a combobox: a typed name and Enter selects it, Tab keeps the named one
      await typeName(id, 'placement-ketua', 'Enter');
      await typeName(id, 'placement-penguji1', 'Tab');
      await id.getByTestId('placement-ok').waitFor({ timeout: 20_000 });
      await expectAccessible(id, shellToasts);
      await id.getByTestId('placement-publish').click();
      await watchClashes(id);
      await id.getByTestId('confirm-publish-confirm').click();
      await id.getByTestId('placement-form').waitFor({ state: 'detached', timeout: 20_000 });
      await id.locator('.mantine-Notification-root', { hasText: 'diterbitkan' }).waitFor();
      expect(await id.evaluate(() => (window as unknown as { __clashSeen: boolean }).__clashSeen)).toBe(false);
    } finally {
      await id.context().close();
    }
  });
});
