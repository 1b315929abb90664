import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../test/harness';

describe('the error handler', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      extraRouters: [
        (deps) => {
          const router = Router();
          // a route that forgot to check its input: the database refuses the value
          router.get('/test/unchecked/:n', async (req, res) => {
            await deps.db.execute(sql`select ${String(req.params.n)}::int as n`);
            res.json({ ok: true });
          });
          // a download that fails after its headers went out
          router.get('/test/broken-download', async (_req, res) => {
            res.setHeader('Content-Type', 'application/octet-stream');
            res.write('partial');
            throw new Error('storage went away');
          });
          return router;
        },
      ],
    });
  });
  afterAll(() => server.close());

  it('maps a database data exception (out of range, bad text) to 400 in the error shape', async () => {
    for (const path of ['/test/unchecked/2147483648', '/test/unchecked/abc']) {
      const res = await api(server.baseUrl, 'GET', path);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
    }
    expect((await api(server.baseUrl, 'GET', '/test/unchecked/7')).status).toBe(200);
  });

  it('ends the connection of a response that failed after its headers, instead of leaving it open', async () => {
    const started = Date.now();
    const outcome = await fetch(`${server.baseUrl}/api/v1/test/broken-download`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => res.text())
      .then(
        () => 'complete',
        (err: Error) => (err.name === 'TimeoutError' ? 'hung' : 'cut off'),
      );
    expect(outcome).toBe('cut off');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
