import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, hold, newPage, type Portal, usePortal } from './harness';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

const tagline = (locale: string): string =>
  JSON.parse(readFileSync(new URL(`../client/src/locales/${locale}/auth.json`, import.meta.url), 'utf8')).brand.tagline;

// The app's own code never runs: what shows is what index.html paints by itself.
const withoutAppCode = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

const storedChoice = (locale: string) => JSON.stringify({ state: { layoutType: 'vertical', locale }, version: 2 });

/** The tagline of the panel index.html painted at `path`, or null where it painted none. */
async function staticBrand(page: Page, path: string): Promise<string | null> {
  await page.goto(`${portal.baseUrl}${path}`);
  const brand = page.getByTestId('boot-brand');
  return (await brand.count()) > 0 ? brand.locator('.bb-tagline').textContent() : null;
}

describe('the sign-in page painted from index.html, before the app has loaded', { timeout: 120_000 }, () => {
  it('shows the brand panel on the sign-in screens only, in the language the app will open in', async () => {
    const cases: { locale: string; stored?: Record<string, string>; path: string; expected: string | null }[] = [
      { locale: 'de-DE', path: '/login', expected: 'de' },
      { locale: 'de-DE', path: '/register', expected: 'de' },
      // a browser asking for none of the portal's languages opens in Indonesian
      { locale: 'ja-JP', path: '/login', expected: 'id' },
      // a stored choice outranks the browser
      { locale: 'de-DE', stored: { 'ujian-ui': storedChoice('fr') }, path: '/login', expected: 'fr' },
      // a choice stored by the first version (English for everyone) is forgotten, as the app does
      {
        locale: 'pt-BR',
        stored: { 'ujian-ui': '{"state":{"locale":"en"},"version":1}' },
        path: '/login',
        expected: 'pt',
      },
      // other screens, and anyone with a stored session (sent on from /login), see the plain splash
      { locale: 'en-US', path: '/jadwal-sidang', expected: null },
      { locale: 'en-US', stored: { accessToken: 'a.b.c', userData: '{}' }, path: '/login', expected: null },
    ];
    for (const { locale, stored, path, expected } of cases) {
      const { context, page } = await newPage(browser, locale);
      try {
        if (stored)
          await context.addInitScript((items) => {
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
          }, stored);
        await withoutAppCode(page);
        const painted = await staticBrand(page, path);
        await page.getByRole('status', { name: 'Loading' }).waitFor();
        const lang = await page.evaluate(() => document.documentElement.lang);
        // the panel's language is also the page's (index.html says en until something else is known)
        expect({ locale, stored, path, painted, lang }).toEqual({
          locale,
          stored,
          path,
          painted: expected && tagline(expected),
          lang: expected ?? 'en',
        });
      } finally {
        await context.close();
      }
    }
  });

  it('hands over to the app with nothing moving: same place, one LCP at the first paint, no layout shift', async () => {
    const { context, page } = await newPage(browser, 'id-ID');
    try {
      await context.addInitScript(() => {
        const w = window as unknown as { lcp: number[]; shift: number };
        w.lcp = [];
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.lcp.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // the app's entry waits until the painted panel has been measured
      const entry = hold(page, (url) => /\/assets\/index-[^/]*\.js$/.test(url.pathname));
      await entry.ready;
      await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'commit' });
      const painted = page.getByTestId('boot-brand').getByText(tagline('id'));
      await painted.waitFor();
      const before = await painted.boundingBox();

      entry.release();
      await page.getByTestId('login-email').waitFor();
      await page.locator('#boot-splash').waitFor({ state: 'detached' });
      const after = await page.getByTestId('layout-full').getByText(tagline('id')).boundingBox();
      expect(after).toEqual(before);
      const { lcp, shift } = await page.evaluate(() => {
        const w = window as unknown as { lcp: number[]; shift: number };
        return { lcp: w.lcp, shift: w.shift };
      });
      expect(lcp).toHaveLength(1);
      expect(shift).toBe(0);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('gives way to the error page when the sign-in screen’s own code fails', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.route(/\/assets\/LoginPage-[^/]*\.js$/, (route) => route.abort());
      await page.goto(`${portal.baseUrl}/login`);
      await page.getByTestId('route-error').waitFor();
      await page.locator('#boot-splash').waitFor({ state: 'detached' });
      expect(await page.getByTestId('reload').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('still says so when the app’s code never arrives (120 s)', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    try {
      await page.clock.install();
      await withoutAppCode(page);
      await page.goto(`${portal.baseUrl}/login`);
      await page.getByTestId('boot-brand').waitFor();
      await page.clock.fastForward(120_000);
      await page.getByText('Loading chunk failed.').waitFor();
      await page.getByRole('button', { name: 'Reload' }).waitFor();
      expect(await page.getByTestId('boot-brand').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
