import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { freePort } from './ports';

const mainFile = new URL('../main.ts', import.meta.url).pathname;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL of the pg test project answers (the PGlite project runs without it too). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database on the test PostgreSQL; `drop()` removes it again. */
export async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export type Started = { port: number; child: ChildProcess; output: () => string; stop(): Promise<void> };

/** `npm start`'s server (main.ts) as its own process on the given environment, once healthy. */
export async function startMain(env: Record<string, string>): Promise<Started> {
  const [port, realtimePort] = [await freePort(), await freePort()];
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await started.stop();
  throw new Error(`server did not become healthy: ${output}`);
}
