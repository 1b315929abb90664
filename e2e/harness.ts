import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

export type Portal = {
  baseUrl: string;
  realtimePort: number;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
  restart(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the portal the way `npm start` does (client and server already built by `npm run test:e2e`),
 * on free ports and a fresh data dir.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const realtimePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ujian-e2e-'));
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  const baseUrl = `http://127.0.0.1:${port}`;

  const launch = async () => {
    child = spawn(process.execPath, ['--enable-source-maps', join(root, 'realtime-server/dist/main.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        REALTIME_PORT: String(realtimePort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        CLIENT_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
    await waitForHealth(baseUrl, child, logs);
  };

  const stopChild = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
    });
  };

  await launch();
  await demoLettersIssued(baseUrl);
  return {
    baseUrl,
    realtimePort,
    dataDir,
    logs,
    async restart() {
      await stopChild();
      await launch();
    },
    async stop() {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: string[]): Promise<void> {
  // a busy machine may need longer (E2E_HEALTH_TIMEOUT_MS, with vitest's --hookTimeout to match)
  const deadline = Date.now() + Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}:\n${logs.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal did not become healthy:\n${logs.join('')}`);
}

/**
 * A fresh portal issues its demo letters from the letter queue once it listens; tests start when the
 * queue has none waiting, as a faculty's first visitor would find them a moment after start-up.
 */
async function demoLettersIssued(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.admin.email, password: demo.admin.password }),
  });
  if (!login.ok) return; // started without the demo data
  const { accessToken } = (await login.json()) as { accessToken: string };
  const deadline = Date.now() + Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 90_000);
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/v1/surat/antrian`, { headers: { authorization: `Bearer ${accessToken}` } });
    const { data } = (await res.json()) as { data: { status: string }[] };
    if (!data.some((job) => job.status === 'menunggu')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the demo letters were still waiting in the letter queue');
}

/** axe leaves out the shell's toasts: they come and go on their own, apart from the page under test. */
export const shellToasts = { exclude: ['.mantine-Notifications-root'] };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * One portal and one browser for a test file: started before its first test, stopped after its
 * last. `set` receives them, so the file keeps plain `portal` and `browser` variables.
 */
export function usePortal(
  set: (started: { portal: Portal; browser: Browser }) => void,
  env: Record<string, string> = {},
): void {
  let started: { portal: Portal; browser: Browser } | undefined;
  beforeAll(async () => {
    const portal = await startPortal(env);
    const browser = await launchBrowser().catch(async (error: unknown) => {
      await portal.stop();
      throw error;
    });
    started = { portal, browser };
    set(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.portal.stop();
  });
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A signed-in person picks a language in the header menu, as they would: the choice is kept on the
 * account (which outranks the device once set), so the wait is for that save and the page's language.
 */
export async function chooseLanguage(page: Page, locale: 'id' | 'en' | 'de' | 'fr' | 'pt'): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/account/preferences') && r.request().method() === 'PUT');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-${locale}`).click();
  await saved;
  await page.waitForFunction((lng) => document.documentElement.lang === lng, locale);
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, baseUrl: string, login: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-email').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export const demo = {
  admin: { email: 'admin@demo.ac.id', username: 'admin', password: 'Admin#2026demo' },
  koordinator: { email: 'koordinator@demo.ac.id', username: 'koordinator', password: 'Koordinator#2026demo' },
  dosen: { email: 'dosen1@demo.ac.id', username: 'dosen1', password: 'Dosen#2026demo' },
  mahasiswa: { email: 'mahasiswa@demo.ac.id', username: 'mahasiswa', password: 'Mahasiswa#2026demo' },
  mahasiswa2: { email: 'mahasiswa2@demo.ac.id', username: 'mahasiswa2', password: 'Mahasiswa#2026demo' },
  mahasiswa3: { email: 'mahasiswa3@demo.ac.id', username: 'mahasiswa3', password: 'Mahasiswa#2026demo' },
} as const;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core on the page as it is now and throws on serious or critical violations (keyboard use,
 * labels, contrast), listing each rule and the elements it found, so a failing test says what to fix.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const { createRequire } = await import('node:module');
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  // a dialog fading in is half transparent: judge colours once every transition has ended
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await page.evaluate(async (exclude: string[]) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } })
      .axe;
    const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations;
  }, options.exclude ?? []);
  const serious = (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
    throw new Error(`accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
  }
}

/** Holds the matching requests until `release()`; `held` resolves when the first one arrived. */
export function hold(page: Page, match: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const ready = page.route(
    (url) => match(url),
    async (route: Route) => {
      arrived();
      await released;
      await route.continue();
    },
  );
  return { ready, held, release };
}
