import type { LoginResponse } from '@ujian/shared/auth';
import type { EmailLogDetail, EmailLogItem } from '@ujian/shared/email-log';
import type { Page } from '@ujian/shared/paging';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/mail';
import {
  api,
  demoPasswords,
  loginAs,
  loginAsDemo,
  startTestServer,
  TEST_POSTGRES_URL,
  type TestServer,
  usePostgres,
} from '../../test/harness';
import { connectClient, eventually, waitForConnect, waitForDisconnect } from '../../test/realtime';
import { startTestSmtp } from '../../test/smtp';
import { TOKEN_MASK } from '../mail/redact-links';

describe('forgot/reset password and email verification', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({
      realtime: true,
      config: { smtpUrl: smtp.url },
      mail: { backoffMs: 100, pollMs: 50 },
    });
    adminToken = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The newest mail to `to` as it was delivered over SMTP, after `since` mails had arrived. */
  async function mailTo(to: string, since: number): Promise<string> {
    const find = () => smtp.received.slice(since).findLast((m) => m.to.includes(to));
    await eventually(() => Boolean(find()), 5000, `mail to ${to}`);
    return find()!.text;
  }

  /** The newest log entry for `to`, read the way an admin would, once the worker finished it. */
  async function lastLogTo(to: string): Promise<{ list: string; detail: EmailLogDetail } | undefined> {
    for (let i = 0; i < 100; i++) {
      const list = await api<Page<EmailLogItem>>(
        server.baseUrl,
        'GET',
        `/notifikasi-email?q=${encodeURIComponent(to)}`,
        {
          token: adminToken,
        },
      );
      const first = list.body.data[0];
      if (!first) return undefined;
      if (first.status === 'sent') {
        const detail = await api<EmailLogDetail>(server.baseUrl, 'GET', `/notifikasi-email/${first.uuid}`, {
          token: adminToken,
        });
        return { list: JSON.stringify(list.body), detail: detail.body };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`mail to ${to} was not sent`);
  }

  it('answers forgot-password the same for known and unknown addresses; only a known one gets a mail', async () => {
    const unknown = await api(server.baseUrl, 'POST', '/account/forgot-password', {
      body: { email: 'nobody@demo.ac.id' },
    });
    const known = await api(server.baseUrl, 'POST', '/account/forgot-password', {
      body: { email: 'Mahasiswa@Demo.ac.id' },
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mailed = await mailTo('mahasiswa@demo.ac.id', 0);
    // the unknown address was asked first: by now its lookup is long done, and it left nothing
    expect(await lastLogTo('nobody@demo.ac.id')).toBeUndefined();
    expect(smtp.received.length).toBeGreaterThan(0);
    expect(smtp.received.some((m) => m.to.includes('nobody@demo.ac.id'))).toBe(false);
    const token = /http:\/\/portal\.test\/pages\/authentication\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mailed)?.[1];
    expect(token).toBeTruthy();

    // the admin's log shows the mail but never the live link (it would let them take the account)
    const log = await lastLogTo('mahasiswa@demo.ac.id');
    expect(log?.detail.subject).toBe('Reset kata sandi Anda'); // the demo student's language: id
    expect(log?.detail.bodyPreview).toContain(`/pages/authentication/reset-password/${TOKEN_MASK}`);
    expect(log?.detail.bodyPreview).not.toContain(token);
    expect(log?.list).not.toContain(token);
    // ...and the outbox forgot it once the mail was sent
    const stored = await server.database.db
      .select({ text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox);
    expect(JSON.stringify(stored)).not.toContain(token);

    const empty = await api(server.baseUrl, 'POST', '/account/forgot-password', { body: {} });
    expect(empty.status).toBe(400);
  });

  it.runIf(usePostgres)(
    'answers forgot-password before looking the address up (its timing tells nothing)',
    async () => {
      // another connection holds the users table: any lookup waits until it lets go
      const locker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await locker.connect();
      try {
        await locker.query(`set search_path to ${server.schema}`);
        await locker.query('begin');
        await locker.query('lock table users in access exclusive mode');
        const since = smtp.received.length;
        const answer = await Promise.race([
          api(server.baseUrl, 'POST', '/account/forgot-password', { body: { email: 'mahasiswa2@demo.ac.id' } }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the answer waited for the lookup')), 3000),
          ),
        ]);
        expect(answer.status).toBe(200);
        expect(smtp.received.length).toBe(since);
        await locker.query('commit');
        // the lookup goes on once the table is free, and the mail is sent
        expect(await mailTo('mahasiswa2@demo.ac.id', since)).toContain('/pages/authentication/reset-password/');
      } finally {
        await locker.end();
      }
    },
  );

  it('resets the password once with the link, ends every other session and live socket', async () => {
    const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const { socket, received } = connectClient(server.realtimeUrl, { token: session.accessToken });
    await waitForConnect(socket);

    const since = smtp.received.length;
    await api(server.baseUrl, 'POST', '/account/forgot-password', { body: { email: 'mahasiswa@demo.ac.id' } });
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(await mailTo('mahasiswa@demo.ac.id', since))![1]!;

    const short = await api(server.baseUrl, 'POST', '/account/reset-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    const reset = await api(server.baseUrl, 'POST', '/account/reset-password', {
      body: { token, password: 'BaruSekali#2026' },
    });
    expect(reset.status).toBe(200);

    expect(await waitForDisconnect(socket)).toBe('io server disconnect');
    expect(received.at(-1)).toMatchObject({ type: 'session:revoked', data: { reason: 'password-changed' } });

    const again = await api<{ error: { code: string; message: string } }>(
      server.baseUrl,
      'POST',
      '/account/reset-password',
      {
        body: { token, password: 'LainLagi#2026' },
      },
    );
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This reset link is invalid or has expired.');

    const refresh = await api(server.baseUrl, 'POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: session.accessToken })).status).toBe(401);
    await expect(loginAs(server.baseUrl, 'mahasiswa', demoPasswords.mahasiswa)).rejects.toThrow(/401/);
    const fresh = await loginAs(server.baseUrl, 'mahasiswa', 'BaruSekali#2026');
    expect(fresh.userData.username).toBe('mahasiswa');
  });

  it('refuses an expired or made-up reset token', async () => {
    const bogus = await api(server.baseUrl, 'POST', '/account/reset-password', {
      body: { token: 'x'.repeat(43), password: 'Whatever#2026' },
    });
    expect(bogus.status).toBe(400);
  });

  it('verifies the email address with a single-use link', async () => {
    const since = smtp.received.length;
    const registered = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/register', {
      body: { username: 'baru', email: 'baru@demo.ac.id', password: 'Baru#2026demo' },
    });
    expect(registered.status).toBe(201);
    const login = registered.body;
    const req = await api<{ message: string }>(server.baseUrl, 'POST', '/account/verify/request', {
      token: login.accessToken,
    });
    expect(req.status).toBe(200);
    const token = /account\/verify\/([A-Za-z0-9_-]+)/.exec(await mailTo('baru@demo.ac.id', since))![1]!;
    const log = await lastLogTo('baru@demo.ac.id');
    expect(log?.detail.bodyPreview).toContain(`/account/verify/${TOKEN_MASK}`);
    expect(`${log?.list}${log?.detail.bodyPreview}`).not.toContain(token);
    expect((await api(server.baseUrl, 'POST', '/account/verify', { body: { token } })).status).toBe(200);
    const [row] = await server.database.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, login.userData.id));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect((await api(server.baseUrl, 'POST', '/account/verify', { body: { token } })).status).toBe(400);
    const already = await api<{ message: string }>(server.baseUrl, 'POST', '/account/verify/request', {
      token: login.accessToken,
    });
    expect(already.body.message).toBe('Your email is already verified.');
    expect((await api(server.baseUrl, 'POST', '/account/verify/request')).status).toBe(401);
  });
});
