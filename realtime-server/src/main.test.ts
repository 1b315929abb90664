import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the build script is plain JavaScript without types
import { buildServer, serverDist, serverIsStale, serverMain } from '../../scripts/build-server.mjs';
import { generateInstance } from './features/jadwal/auto/generate-instance';
import { runSolver } from './features/jadwal/auto/run-solver';
import { freePort } from './test/ports';

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startMain(env: Record<string, string>): Started {
  let output = '';
  // the server as `npm start` runs it: the bundle, no TypeScript loader
  const child = spawn(process.execPath, [serverMain as string], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(url: string, started: Started): Promise<void> {
  const deadline = Date.now() + 150_000; // generous: CI machines run many suites at once
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${started.output()}`);
}

/** dosen1's jadwal reminders in their inbox (the demo sidang is 3 to 5 days ahead: H-7 is due at first start). */
async function remindersOfDosen1(port: number, atLeast: number): Promise<string[]> {
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dosen1', password: 'Dosen#2026demo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifikasi?perPage=50`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await res.json()) as { data: Array<{ data?: { kind?: string } | null }> };
    const kinds = body.data.flatMap((n) => (n.data?.kind?.startsWith('jadwal.reminder.') ? [n.data.kind] : []));
    if (kinds.length >= atLeast || Date.now() > deadline) return kinds;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The demo letters, queued by the seed and issued once the server serves: all three kinds, none left
 * waiting, and each one's code answers on the public verification page, signed.
 */
async function demoLettersIssued(port: number): Promise<void> {
  const api = `http://127.0.0.1:${port}/api/v1`;
  const login = await fetch(`${api}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: 'Admin#2026demo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const get = async <T>(url: string) =>
    (await (await fetch(`${api}${url}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as T;
  const deadline = Date.now() + 120_000;
  while ((await get<{ data: unknown[] }>('/surat/antrian')).data.length > 0) {
    if (Date.now() > deadline) throw new Error('the demo letters were never issued');
    await new Promise((r) => setTimeout(r, 500));
  }
  const letters = await get<{ data: Array<{ jenis: string; kode: string; status: string }> }>('/surat?perPage=100');
  expect(new Set(letters.data.map((l) => l.jenis))).toEqual(
    new Set(['surat-tugas', 'surat-tugas-pembimbing', 'sktmt']),
  );
  for (const letter of letters.data) {
    expect(letter.status).toBe('terbit');
    const verified = (await (await fetch(`${api}/public/surat/${letter.kode}`)).json()) as {
      status: string;
      signature: unknown;
    };
    expect(verified).toMatchObject({ status: 'terbit', signature: expect.anything() });
  }
}

// one process-level test of `npm start`'s server; PGlite-only (the lock guards the embedded database)
describe.skipIf(process.env.TEST_DB === 'postgres')('main.ts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujian-main-'));
  beforeAll(async () => {
    if (serverIsStale()) await buildServer();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the built worker threads run without a TypeScript loader: the scheduler and the PDF renderer', async () => {
    const solverThread = new URL(`file://${serverDist}/solver-thread.mjs`);
    const planned = await runSolver(
      { instance: generateInstance({ sidang: 20, dosen: 20, rooms: 3 }, 3), timeLimitSeconds: 20 },
      () => {},
      solverThread,
    ).result;
    expect(planned.stats.fallback).toBe(false);
    expect(planned.planned).toHaveLength(20);

    const pdfThread = new Worker(new URL(`file://${serverDist}/pdf-thread.mjs`));
    try {
      const reply = await new Promise<{ bytes?: Uint8Array; error?: string }>((resolve, reject) => {
        pdfThread.once('message', resolve);
        pdfThread.once('error', reject);
        pdfThread.postMessage({ id: 1, definition: { content: ['Surat'] } });
      });
      expect(reply.error).toBeUndefined();
      expect(
        Buffer.from(reply.bytes ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await pdfThread.terminate();
    }
  }, 60_000);

  it('serves, refuses a second server on the same data dir, closes cleanly on SIGTERM and keeps data', async () => {
    const [port, realtimePort, port2, realtimePort2] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const first = startMain({ PORT: String(port), REALTIME_PORT: String(realtimePort), DATA_DIR: dataDir });
    try {
      await waitHealthy(`http://127.0.0.1:${port}/api/v1/health`, first);
      expect(first.output()).toContain('admin@demo.ac.id');
      // no PUBLIC_URL: links point to this machine, and the log says so
      expect(first.output()).toContain(
        `PUBLIC_URL is not set: links in mails, letters and calendar feeds point to http://localhost:${port}`,
      );
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'mahasiswa', password: 'Mahasiswa#2026demo' }),
      });
      expect(login.status).toBe(200);
      const register = await fetch(`http://127.0.0.1:${port}/api/v1/jwt/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'survivor', email: 'survivor@demo.ac.id', password: 'rahasia123' }),
      });
      expect(register.status).toBe(201);
      // the reminder sweep runs in the server from the start
      expect(await remindersOfDosen1(port, 1)).toEqual(['jadwal.reminder.h7']);
      await demoLettersIssued(port);

      const second = startMain({ PORT: String(port2), REALTIME_PORT: String(realtimePort2), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another running server \(pid \d+\)/);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // the database was closed cleanly: a restart on the same dir has the account, and does not re-seed
    const again = startMain({
      PORT: String(port2),
      REALTIME_PORT: String(realtimePort2),
      DATA_DIR: dataDir,
      REMINDER_SWEEP_MS: '1000',
    });
    try {
      await waitHealthy(`http://127.0.0.1:${port2}/api/v1/health`, again);
      const login = await fetch(`http://127.0.0.1:${port2}/api/v1/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'survivor', password: 'rahasia123' }),
      });
      expect(login.status).toBe(200);
      // a restart does not send the reminder again
      await new Promise((r) => setTimeout(r, 2500));
      expect(await remindersOfDosen1(port2, 1)).toEqual(['jadwal.reminder.h7']);
    } finally {
      again.child.kill('SIGTERM');
    }
    expect(await again.exited).toBe(0);
  }, 400_000);

  it('fails fast on a bad environment with the variable named', async () => {
    const bad = startMain({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
  });

  it('refuses to start in production without PUBLIC_URL, naming the variable', async () => {
    const bad = startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: '' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid environment:[\s\S]*PUBLIC_URL: is required in production/);
  });
});
