import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, newPage, type Portal, signIn, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

async function waitForLive(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('[data-testid="realtime-status"][data-state="live"]').waitFor({ timeout });
}

async function badgeCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notifikasi-badge').getAttribute('data-count'));
}

/** The admin writes a pengumuman on the inbox page, as a person would. */
async function announce(page: Page, title: string, body: string): Promise<void> {
  await page.getByTestId('announce-open').click();
  await page.getByTestId('announce-title').fill(title);
  await page.getByTestId('announce-body').fill(body);
  await page.getByTestId('announce-link').fill('/notifikasi');
  await page.getByTestId('announce-submit').click();
  await page.getByTestId('announce-title').waitFor({ state: 'detached' });
}

/** Counts every toast element that ever appears with a given title (toasts close after 3 s). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const tagged = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.notifikasi-toast'))) {
        if (tagged.has(el)) continue;
        tagged.add(el);
        seen.push(el.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const toastsWith = (page: Page, title: string) =>
  page.evaluate(
    (t) => (window as unknown as { __toasts: string[] }).__toasts.filter((x) => x.includes(t)).length,
    title,
  );

describe('live notifications between two people', () => {
  let adminContext: BrowserContext;
  let studentContext: BrowserContext;
  let admin: Page;
  let student: Page;

  it("an admin's announcement reaches the student's open page: toast and badge, no reload", async () => {
    ({ context: adminContext, page: admin } = await newPage(browser));
    ({ context: studentContext, page: student } = await newPage(browser));
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await admin.goto(`${portal.baseUrl}/notifikasi`);
    await waitForLive(admin);

    await signIn(student, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await student.waitForURL((url) => url.pathname === '/home');
    await waitForLive(student);
    expect(await badgeCount(student)).toBe(0);
    await student.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await recordToasts(student);

    await announce(admin, 'Pendaftaran sidang dibuka', 'Periode sidang Desember dibuka sampai 15 Desember.');

    await student.locator('.notifikasi-toast', { hasText: 'Pendaftaran sidang dibuka' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => badgeCount(student), { timeout: 5_000 }).toBe(1);
    expect(await student.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // the admin wrote it and does not get it
    expect(await badgeCount(admin)).toBe(0);
  });

  it('a student who was offline across a server restart gets the missed one exactly once', async () => {
    await studentContext.setOffline(true);
    await student.locator('[data-testid="realtime-status"][data-state="offline"]').waitFor({ timeout: 10_000 });

    await announce(admin, 'Jadwal sidang terbit', 'Jadwal sidang Anda sudah terbit.');
    // offline means offline: nothing arrives while the network is gone
    await student.waitForTimeout(1500);
    expect(await badgeCount(student)).toBe(1);
    expect(await toastsWith(student, 'Jadwal sidang terbit')).toBe(0);

    await portal.restart();
    await studentContext.setOffline(false);
    await waitForLive(student, 30_000);

    await student.locator('.notifikasi-toast', { hasText: 'Jadwal sidang terbit' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => badgeCount(student), { timeout: 5_000 }).toBe(2);
    // nothing arrives twice: not as a toast, not in the bell, not on the inbox page
    await student.waitForTimeout(1500);
    expect(await toastsWith(student, 'Jadwal sidang terbit')).toBe(1);
    expect(await toastsWith(student, 'Pendaftaran sidang dibuka')).toBe(1);
    expect(await student.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await student.getByTestId('notifikasi-bell').click();
    const items = student.getByTestId('notifikasi-dropdown').getByTestId('notifikasi-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.filter({ hasText: 'Jadwal sidang terbit' }).count()).toBe(1);

    await student.getByTestId('notifikasi-see-all').click();
    await student.waitForURL((url) => url.pathname === '/notifikasi');
    const listed = student.getByTestId('notifikasi-page-list').getByTestId('notifikasi-item');
    await expect.poll(() => listed.count()).toBe(2);
    expect(await listed.filter({ hasText: 'Jadwal sidang terbit' }).count()).toBe(1);

    // reading them clears the badge, here and on the server
    // the badge clears at once (optimistic); the reload below must wait for the server's answer
    const readAll = student.waitForResponse((r) => r.url().endsWith('/notifikasi/read-all') && r.ok());
    await student.getByTestId('notifikasi-page-read-all').click();
    await expect.poll(() => badgeCount(student)).toBe(0);
    await readAll;
    await student.reload();
    await waitForLive(student);
    expect(await badgeCount(student)).toBe(0);

    await adminContext.close();
    await studentContext.close();
  });
});
