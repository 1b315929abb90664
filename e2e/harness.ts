import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

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

/** Starts the portal the way `npm start` does (client already built), on free ports and a fresh data dir. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const realtimePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ujian-e2e-'));
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  const baseUrl = `http://127.0.0.1:${port}`;

  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'realtime-server/src/main.ts')], {
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
  const deadline = Date.now() + 90_000;
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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
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
} as const;
