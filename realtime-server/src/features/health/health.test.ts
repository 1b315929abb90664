import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../../test/harness';

describe('GET /api/v1/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('reports the database driver and realtime status', async () => {
    const res = await api(server.baseUrl, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      realtime: 'up',
    });
  });

  it('answers unknown /api paths with 404 in the error shape', async () => {
    const res = await api(server.baseUrl, 'GET', '/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
