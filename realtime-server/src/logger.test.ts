import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';
import { api, startTestServer, type TestServer } from './test/harness';

const EMAIL = 'rahasia.mahasiswa@demo.ac.id';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0123456789abcdefABCDEF0123456789abcdefABCD';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoieCJ9.c2lnbmF0dXJlc2lnbmF0dXJl';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream, text: () => lines.join('\n') };
}

describe('logs carry no secrets', () => {
  const out = captured();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      deps: { logger: createLogger({ level: 'debug' }, out.stream) },
      extraRouters: [
        (deps) => {
          const router = Router();
          // a statement that fails in the database with personal data and a hash as its parameters
          router.post('/test/failing-query', async (_req, res) => {
            await deps.db.execute(
              sql`insert into users (email, password_hash) values (${EMAIL}, ${HASH}) returning no_such_column`,
            );
            res.json({});
          });
          return router;
        },
      ],
    });
  });
  afterAll(() => server.close());

  it('logs a failed query with its statement and SQLSTATE, never its parameters', async () => {
    const res = await api(server.baseUrl, 'POST', '/test/failing-query', {
      headers: { authorization: `Bearer ${JWT}`, cookie: `session=${JWT}` },
      body: { password: 'Mahasiswa#2026demo' },
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/insert into|no_such_column/);
    const text = out.text();
    const failed = out.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failed?.err).toMatchObject({ code: '42703', query: expect.stringContaining('insert into users') });
    expect(failed.err.message).toContain('insert into users');
    for (const secret of [EMAIL, HASH, JWT, 'Mahasiswa#2026demo', '$argon2id']) expect(text).not.toContain(secret);
  });

  it('masks secret keys at any depth, secret-looking values anywhere and tokens in the message', () => {
    const logger = createLogger({ level: 'info' }, out.stream);
    const before = out.lines.length;
    const error = new Error(`login with ${HASH} failed for Bearer ${JWT}`);
    logger.info(
      {
        user: { email: 'a@b.c', password: 'p4ss', nested: [{ refreshToken: 'r-tok', accessToken: JWT }] },
        headers: { authorization: `Bearer ${JWT}`, cookie: 'sid=1' },
        passwordHash: HASH,
        note: `stored ${HASH}`,
        error,
      },
      `signed in with ${JWT}`,
    );
    logger.warn({ err: error }, 'plain error');
    const lines = out.lines.slice(before).map((l) => JSON.parse(l));
    const text = JSON.stringify(lines);
    for (const secret of [HASH, JWT, 'p4ss', 'r-tok', 'sid=1']) expect(text).not.toContain(secret);
    expect(lines[0].user.password).toBe(REDACTED);
    expect(lines[0].user.nested[0].refreshToken).toBe(REDACTED);
    expect(lines[0].headers.authorization).toBe(REDACTED);
    expect(lines[0].passwordHash).toBe(REDACTED);
    expect(lines[0].user.email).toBe('a@b.c');
    expect(lines[0].msg).toContain(REDACTED);
    expect(lines[1].err.message).toContain('failed for');
  });
});
