import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demo, expectAccessible, newPage, type Portal, shellToasts, signIn, usePortal } from './harness';

const backupDir = mkdtempSync(join(tmpdir(), 'ujian-e2e-backups-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started), { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '24' });

describe('the backup card of the admin dashboard', { timeout: 180_000 }, () => {
  it('shows an admin the schedule and the next backup, in their language; a koordinator sees no card', async () => {
    const { page, context } = await newPage(browser, 'de-DE');
    await signIn(page, portal.baseUrl, demo.admin.email, demo.admin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    const card = page.getByTestId('dashboard-backup');
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('Sicherungen');
    expect(await card.innerText()).toContain('Alle 24 Stunden');
    expect(await page.getByTestId('dashboard-backup-next').innerText()).toMatch(/^Nächste Sicherung /);
    await expectAccessible(page, shellToasts);
    await context.close();

    const other = await newPage(browser);
    await signIn(other.page, portal.baseUrl, demo.koordinator.email, demo.koordinator.password);
    await other.page.getByTestId('dashboard-staff').waitFor();
    expect(await other.page.getByTestId('dashboard-backup').count()).toBe(0);
    await other.context.close();
  });
});
