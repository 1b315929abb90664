import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../realtime-server/src/test/realtime';
import { type ReceivedMail, startTestSmtp } from '../realtime-server/src/test/smtp';
import { demo, launchBrowser, newPage, type Portal, signIn, startPortal } from './harness';

let portal: Portal;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  // a real SMTP server (no TLS) receives the portal's mail: the link comes from the mail itself,
  // never from the admin's email log (which masks it)
  smtp = await startTestSmtp();
  portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Portal <portal@demo.ac.id>' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await smtp?.close();
});

describe('forgot and reset password through the mail path', () => {
  it('a reset link from the mail sets a new password, ends the open session, and works only once', async () => {
    // the student is signed in in one window...
    const { context: openContext, page: openTab } = await newPage(browser);
    await signIn(openTab, portal.baseUrl, demo.mahasiswa.email, demo.mahasiswa.password);
    await openTab.waitForURL((url) => url.pathname === '/home');
    await openTab.locator('[data-testid="realtime-status"][data-state="live"]').waitFor({ timeout: 20_000 });

    // ...and asks for a reset link in another
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByTestId('login-forgot').click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByTestId('forgot-email').fill(demo.mahasiswa.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    // the mail arrives over SMTP with the working link
    const isResetMail = (m: ReceivedMail) => m.to.includes(demo.mahasiswa.email) && /reset-password\//.test(m.text);
    await eventually(() => smtp.received.some(isResetMail), 15_000, 'reset mail delivered');
    const mailText = smtp.received.find(isResetMail)!.text;
    const link = /https?:\/\/\S+\/pages\/authentication\/reset-password\/[A-Za-z0-9_-]+/.exec(mailText)?.[0];
    expect(link).toBeTruthy();
    const resetPath = new URL(link!).pathname;

    // the admin's email log lists the mail but shows no usable token
    const { context: adminContext, page: admin } = await newPage(browser);
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await admin.goto(`${portal.baseUrl}/notifikasi-email`);
    await admin.getByTestId('email-log-search').fill(demo.mahasiswa.email);
    await admin.getByTestId('email-log-row').filter({ hasText: /reset/i }).first().click();
    const body = (await admin.getByTestId('email-detail-body').textContent()) ?? '';
    expect(body).toContain('/reset-password/••••••');
    expect(body).not.toContain(resetPath.split('/').pop());
    await adminContext.close();

    await page.goto(`${portal.baseUrl}${resetPath}`);
    await page.getByTestId('reset-password').fill('short');
    await page.getByTestId('reset-confirm').fill('short');
    await page.getByTestId('reset-submit').click();
    await page.getByText('at least 8 characters').waitFor();
    await page.getByTestId('reset-password').fill('Baru#2026reset');
    await page.getByTestId('reset-confirm').fill('Baru#2026reset');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    // the other window's session ended with the password change: it is sent to sign in, no reload
    await openTab.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await openContext.close();

    // the new password works; the link does not work twice (also under /account/reset/)
    await signIn(page, portal.baseUrl, demo.mahasiswa.email, 'Baru#2026reset');
    await page.waitForURL((url) => url.pathname === '/home');
    const token = resetPath.split('/').pop();
    const { context: again, page: second } = await newPage(browser);
    await second.goto(`${portal.baseUrl}/account/reset/${token}`);
    await second.getByTestId('reset-password').fill('Lagi#2026reset');
    await second.getByTestId('reset-confirm').fill('Lagi#2026reset');
    await second.getByTestId('reset-submit').click();
    await second.getByTestId('reset-error').getByText('invalid or has expired').waitFor();
    await again.close();
    await context.close();
  });
});
