import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './test/harness';

describe('createApp edges', () => {
  let server: TestServer;
  const clientDir = mkdtempSync(path.join(tmpdir(), 'ujian-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Aplikasi Ujian</title>');
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');

  beforeAll(async () => {
    const boom = () => {
      const router = Router();
      router.get('/boom', () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
      return router;
    };
    server = await startTestServer({ seed: false, extraRouters: [boom], deps: { clientDistDir: clientDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON in the error shape', async () => {
    const res = await api(server.baseUrl, 'POST', '/jwt/login', { rawBody: '{"email": "admin", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await api(server.baseUrl, 'POST', '/jwt/login', {
      rawBody: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers unknown /api paths with 404 in the error shape, any method', async () => {
    for (const [method, p] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v2/jwt/login'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await api(server.baseUrl, method, p);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('hides internals in 500 answers', async () => {
    const res = await api<{ error: { code: string; message: string } }>(server.baseUrl, 'GET', '/boom');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(res.body)).not.toMatch(/secret internals|app\.ts|stack|at /);
  });

  it('sends no x-powered-by, sets security headers and no-store on the API', async () => {
    const res = await api(server.baseUrl, 'GET', '/health');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the built client with an SPA fallback, but never for /api', async () => {
    const deep = await fetch(`${server.baseUrl}/apps/pengajuan-sidang/list`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>Aplikasi Ujian</title>');
    const file = await fetch(`${server.baseUrl}/robots.txt`);
    expect(await file.text()).toBe('User-agent: *');
    expect((await api(server.baseUrl, 'GET', '/api/v1/pages/x')).status).toBe(404);
  });
});
