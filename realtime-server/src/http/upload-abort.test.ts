import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports';
import { rawRequest } from './raw-http';

const mainFile = new URL('../main.ts', import.meta.url).pathname;

const BOUNDARY = '----ujianBoundary7MA4YWxkTrZu0gW';
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The start of a multipart body whose file part never ends: `fileBytes` of it and no closing boundary. */
function cutMultipart(fields: Record<string, string>, part: string, filename: string, head: Buffer, fileBytes: number) {
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    pieces.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  pieces.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
  );
  pieces.push(head);
  // in several pieces, so the server has begun to store the file before the body stops
  for (let sent = head.length; sent < fileBytes; sent += 16 * 1024)
    pieces.push(Buffer.alloc(Math.min(16 * 1024, fileBytes - sent), 0x20));
  return pieces;
}

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

// the server process of `npm start`, so a crash shows as a dead process; PGlite-only like main.test.ts
describe.skipIf(process.env.TEST_DB === 'postgres')('uploads cut off or dropped mid-body', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujian-upload-abort-'));
  let child: ChildProcess;
  let output = '';
  let port = 0;
  let student = '';
  let admin = '';
  let pengajuanUuid = '';

  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> };
  };

  beforeAll(async () => {
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        REALTIME_PORT: String(await freePort()),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = async (email: string, password: string) =>
      String((await call('POST', '/jwt/login', undefined, { email, password })).body.accessToken);
    student = await login('mahasiswa', 'Mahasiswa#2026demo');
    admin = await login('admin', 'Admin#2026demo');
    const dosen = await call('GET', '/master/dosen?perPage=2', student);
    const pembimbingIds = (dosen.body.data as Array<{ uuid: string }>).map((d) => d.uuid);
    const created = await call('POST', '/pengajuan-sidang', student, { judul: 'Uji unggah terputus', pembimbingIds });
    expect(created.status).toBe(201);
    pengajuanUuid = String(created.body.uuid);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const routes = () => [
    {
      name: 'POST /account/photo',
      url: '/api/v1/account/photo',
      token: student,
      body: (n: number) => cutMultipart({}, 'File', 'me.png', PNG_HEAD, n),
    },
    {
      name: 'POST /pengajuan-sidang/:uuid/berkas',
      url: `/api/v1/pengajuan-sidang/${pengajuanUuid}/berkas`,
      token: student,
      body: (n: number) => cutMultipart({ jenis: 'naskah' }, 'File', 'naskah.pdf', Buffer.from('%PDF-1.7\n'), n),
    },
    {
      name: 'POST /sync-dosen/preview',
      url: '/api/v1/sync-dosen/preview',
      token: admin,
      body: (n: number) => cutMultipart({}, 'file', 'dosen.csv', Buffer.from('nidn,nama\n'), n),
    },
  ];

  const head = (url: string, token: string, framing: string) =>
    [
      `POST ${url} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      framing,
      'Connection: close',
    ].join('\r\n');

  it('answers a multipart body that ends mid-file with 400 in the error shape, on every upload route', async () => {
    const storedBefore = filesIn(path.join(dataDir, 'berkas'));
    for (const route of routes()) {
      const res = await rawRequest(
        port,
        head(route.url, route.token, 'Transfer-Encoding: chunked'),
        route.body(200 * 1024),
        'chunked',
      );
      expect(res.status, `${route.name}: ${res.raw.slice(0, 300)}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
      expect(child.exitCode, output).toBeNull();
    }
    expect(filesIn(path.join(dataDir, 'berkas'))).toEqual(storedBefore);
    expect(filesIn(path.join(dataDir, 'photos'))).toEqual([]);
  });

  it('survives clients that drop the connection mid-file and keeps no partial file', async () => {
    const storedBefore = filesIn(path.join(dataDir, 'berkas'));
    for (const route of routes()) {
      for (const fileBytes of [10, 100 * 1024]) {
        await rawRequest(
          port,
          head(route.url, route.token, 'Content-Length: 5000000'),
          route.body(fileBytes),
          'destroy',
        );
      }
    }
    // the partial files go once the server sees the connection close
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && filesIn(path.join(dataDir, 'photos')).length > 0)
      await new Promise((r) => setTimeout(r, 100));
    expect(child.exitCode, output).toBeNull();
    expect(filesIn(path.join(dataDir, 'berkas'))).toEqual(storedBefore);
    expect(filesIn(path.join(dataDir, 'photos'))).toEqual([]);
    // still serving, uploads included
    expect((await call('GET', '/health')).status).toBe(200);
    const form = new FormData();
    form.append('File', new Blob([Buffer.concat([PNG_HEAD, Buffer.alloc(100)])], { type: 'image/png' }), 'me.png');
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/account/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}` },
      body: form,
    });
    expect(ok.status).toBe(201);
  });

  it('answers headers over 16 KB with 431 in the error shape', async () => {
    const res = await rawRequest(
      port,
      ['GET /api/v1/health HTTP/1.1', 'Host: 127.0.0.1', `X-Big: ${'a'.repeat(20 * 1024)}`].join('\r\n'),
      [],
      'none',
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });
});
