import type { EmailLogDetail, EmailLogItem } from '@ujian/shared/email-log';
import type { Page } from '@ujian/shared/paging';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { publish } from '../../events/publish';
import { createEventSignal } from '../../events/signal';
import { withEvents } from '../../events/with-events';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { eventually } from '../../test/realtime';
import { startTestSmtp } from '../../test/smtp';
import { notify } from '../notifikasi/notify';
import { createMailer } from './mailer';
import { TOKEN_MASK } from './redact-links';

/** A mail's parts as a test writes them by hand. */
const plain = (text: string) => ({ text, html: `<p>${text}</p>`, language: 'id' });

describe('email outbox over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let server: TestServer;
  let adminToken: string;
  let studentId: number;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({
      realtime: true,
      config: { smtpUrl: smtp.url, mailFrom: 'Portal <portal@demo.ac.id>' },
      mail: { backoffMs: 100, pollMs: 50 },
    });
    adminToken = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    studentId = (await loginAsDemo(server.baseUrl, 'mahasiswa')).userData.id;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const notifyStudent = (title: string) =>
    withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      notify(tx, { mailer: server.spine.mailer, appUrl: 'http://portal.test' }, [studentId], {
        title,
        body: 'Jadwal sidang Anda telah diterbitkan.',
        link: '/jadwal-sidang',
      }),
    );

  async function logOf(subject: string): Promise<EmailLogItem | undefined> {
    const res = await api<Page<EmailLogItem>>(
      server.baseUrl,
      'GET',
      `/notifikasi-email?q=${encodeURIComponent(subject)}`,
      {
        token: adminToken,
      },
    );
    return res.body.data[0];
  }

  it('sends a notification email through SMTP and logs it as sent', async () => {
    await notifyStudent('Jadwal terbit');
    await eventually(() => smtp.received.some((m) => m.raw.includes('Jadwal terbit')), 5000, 'mail delivered');
    const mail = smtp.received.find((m) => m.raw.includes('Jadwal terbit'))!;
    expect(mail.to).toEqual(['mahasiswa@demo.ac.id']);
    expect(mail.raw).toContain('http://portal.test/jadwal-sidang');
    expect(mail.raw).toMatch(/From: Portal <portal@demo\.ac\.id>/);

    let item: EmailLogItem | undefined;
    for (let i = 0; i < 50 && item?.status !== 'sent'; i++) {
      item = await logOf('Jadwal terbit');
      if (item?.status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(item).toMatchObject({ to: 'mahasiswa@demo.ac.id', subject: 'Jadwal terbit', status: 'sent', attempts: 1 });
    const detail = await api<EmailLogDetail>(server.baseUrl, 'GET', `/notifikasi-email/${item!.uuid}`, {
      token: adminToken,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.bodyPreview).toContain('Jadwal sidang Anda telah diterbitkan.');
    expect(detail.body.sentAt).not.toBeNull();
  });

  it('retries with backoff after the server refuses, and records the attempts', async () => {
    smtp.state.failures = 2;
    await notifyStudent('Coba lagi');
    await eventually(
      () => smtp.received.some((m) => m.raw.includes('Coba lagi')),
      8000,
      'mail delivered after retries',
    );
    let item: EmailLogItem | undefined;
    for (let i = 0; i < 50 && item?.status !== 'sent'; i++) {
      item = await logOf('Coba lagi');
      if (item?.status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(item).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received.filter((m) => m.raw.includes('Coba lagi'))).toHaveLength(1);
  });

  it('gives up after maxAttempts and keeps the error for the admin', async () => {
    const mailer = createMailer({
      db: server.database.db,
      logger: pino({ level: 'silent' }),
      signal: server.spine.signal,
      smtpUrl: smtp.url,
      mailFrom: 'Portal <portal@demo.ac.id>',
      maxAttempts: 2,
      backoffMs: 1,
    });
    server.spine.mailer.close(); // only this mailer works the outbox now
    smtp.state.failures = 100;
    await server.database.db.transaction((tx) =>
      mailer.queue(tx, {
        to: 'nobody@demo.ac.id',
        subject: 'Tidak terkirim',
        text: 'Reset: http://portal.test/account/reset/SecretToken123',
        html: '<a href="http://portal.test/account/reset/SecretToken123">reset</a>',
        language: 'id',
      }),
    );
    await mailer.runOnce();
    await new Promise((r) => setTimeout(r, 20));
    await mailer.runOnce();
    const item = await logOf('Tidak terkirim');
    expect(item).toMatchObject({ status: 'failed', attempts: 2 });
    expect(item!.lastError).toMatch(/Mailbox busy/);
    // given up: the outbox keeps the record but no longer a working account link
    const [stored] = await server.database.db
      .select({ text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.uuid, item!.uuid));
    expect(stored!.text).toBe(`Reset: http://portal.test/account/reset/${TOKEN_MASK}`);
    expect(stored!.html).not.toContain('SecretToken123');
    const failed = await api<Page<EmailLogItem>>(server.baseUrl, 'GET', '/notifikasi-email?status=failed', {
      token: adminToken,
    });
    expect(failed.body.data.map((m) => m.subject)).toContain('Tidak terkirim');
    expect(failed.body.data.length).toBeGreaterThan(0);
    expect(failed.body.data.every((m) => m.status === 'failed')).toBe(true);
    await mailer.close();
    smtp.state.failures = 0;
  });

  it('looks at the outbox after a commit that queued mail, not after every commit', async () => {
    // the spine's worker was closed above: only this one works the outbox, and its poll is far off
    const signal = createEventSignal();
    const db = server.database.db;
    const mailer = createMailer({
      db,
      logger: pino({ level: 'silent' }),
      signal,
      smtpUrl: smtp.url,
      mailFrom: 'Portal <portal@demo.ac.id>',
      pollMs: 60_000,
    });
    mailer.start();
    await mailer.runOnce();
    const since = smtp.received.length;
    // queued outside withEvents: nobody is told, the poll would find it
    await db.transaction((tx) => mailer.queue(tx, { to: 'tanpa@demo.ac.id', subject: 'Tanpa bangun', ...plain('x') }));
    // a commit that queued no mail leaves the worker alone
    await withEvents({ db, signal }, (tx) => publish(tx, [studentId], 'rekap:changed', { recap: 'payroll' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(since);
    // one that queued mail wakes it, and it sends everything due
    await withEvents({ db, signal }, (tx) =>
      mailer.queue(tx, { to: 'dengan@demo.ac.id', subject: 'Dengan bangun', ...plain('y') }),
    );
    await eventually(() => smtp.received.length === since + 2, 5000, 'both mails');
    expect(
      smtp.received
        .slice(since)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['dengan@demo.ac.id', 'tanpa@demo.ac.id']);
    await mailer.close();
  });

  it('lets only admins read the email log', async () => {
    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    expect((await api(server.baseUrl, 'GET', '/notifikasi-email', { token: student.accessToken })).status).toBe(403);
    expect((await api(server.baseUrl, 'GET', '/notifikasi-email')).status).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await api(server.baseUrl, 'GET', `/notifikasi-email/${id}`, { token: adminToken });
      expect(missing.status).toBe(404);
    }
  });
});

describe('email outbox without SMTP', () => {
  it('keeps mails in the log with status not_sent', async () => {
    const server = await startTestServer({ realtime: true });
    try {
      const admin = await loginAsDemo(server.baseUrl, 'admin');
      await server.database.db.transaction((tx) =>
        server.spine.mailer.queue(tx, { to: 'x@demo.ac.id', subject: 'Tanpa SMTP', ...plain('isi') }),
      );
      const res = await api<Page<EmailLogItem>>(server.baseUrl, 'GET', '/notifikasi-email?status=not_sent', {
        token: admin.accessToken,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ subject: 'Tanpa SMTP', status: 'not_sent', attempts: 0 }),
      ]);
      expect(res.body.total).toBe(1);
    } finally {
      await server.close();
    }
  });
});
