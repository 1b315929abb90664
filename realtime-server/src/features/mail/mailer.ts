import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import type { EventSignal } from '../../events/signal';
import { noteMailQueued } from '../../events/with-events';
import { redactAccountLinks } from './redact-links';
import type { RenderedMail } from './render-mail';

/** An iTIP invitation (RFC 5546) that calendar apps put straight into the calendar. */
export type CalendarPart = { method: 'REQUEST' | 'CANCEL'; content: string };

/**
 * One email: a text and an HTML part of one template (`renderMail`), in the reader's `language`,
 * with an invitation as a third alternative for mails about a sidang's time.
 */
export type MailMessage = RenderedMail & { to: string; subject: string; language: string; calendar?: CalendarPart };

export type MailerOptions = {
  db: Db;
  logger: Logger;
  /** woken after a `withEvents` commit that queued mail, so it goes out at once rather than at the next poll */
  signal: EventSignal;
  /** smtp://user:pass@host:port (smtps:// for TLS); unset: mails are logged as `not_sent` */
  smtpUrl?: string;
  mailFrom: string;
  maxAttempts?: number;
  /** first retry delay; doubles each attempt */
  backoffMs?: number;
  pollMs?: number;
};

export type Mailer = {
  readonly enabled: boolean;
  /** MAIL_FROM: the sender, also the ORGANIZER of the invitations it sends */
  readonly from: { name: string | null; address: string };
  /** Adds a mail to the outbox inside the caller's transaction: sent only if it commits. */
  queue(tx: Db, message: MailMessage): Promise<string>;
  /** Sends what is due now; resolves when this round is done (tests, shutdown). */
  runOnce(): Promise<number>;
  start(): void;
  close(): Promise<void>;
};

const BATCH = 10;

/** Once a mail is finally sent or given up, the outbox no longer needs its one-time links. */
function scrubbed(mail: { text: string; html: string | null }) {
  return { text: redactAccountLinks(mail.text), html: redactAccountLinks(mail.html) };
}
// a claimed mail is retried after this if the process died while sending it
const LEASE_MS = 5 * 60 * 1000;

/**
 * The email outbox and its worker. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several nodes can run the worker without sending a mail twice; failures are retried with
 * exponential backoff until `maxAttempts`, then marked `failed`. Every mail stays in the table as
 * the log admins read.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? 30_000;
  const pollMs = options.pollMs ?? 5_000;
  const configured = Boolean(options.smtpUrl);
  // nodemailer is loaded with the first mail to send, not with the server
  let transport: Promise<Transporter> | undefined;
  const transporter = (smtpUrl: string) => {
    transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
    return transport;
  };
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function sendDue(): Promise<number> {
    if (!options.smtpUrl) return 0;
    const due = db
      .select({ uuid: emailOutbox.uuid })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
      })
      .where(inArray(emailOutbox.uuid, due))
      .returning();
    for (const mail of claimed) {
      try {
        await (await transporter(options.smtpUrl)).sendMail({
          from: options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          headers: {
            // a portal's notices are not a person writing: no vacation replies, no auto-forward loops
            'Auto-Submitted': 'auto-generated',
            'X-Auto-Response-Suppress': 'All',
            ...(mail.language ? { 'Content-Language': mail.language } : {}),
          },
          // the invitation is a third alternative (as Outlook sends them), so the mail stays
          // multipart/alternative and Outlook, Gmail and Thunderbird offer it for the calendar
          ...(mail.calendar && mail.calendarMethod
            ? {
                alternatives: [
                  {
                    contentType: `text/calendar; charset=utf-8; method=${mail.calendarMethod}`,
                    content: mail.calendar,
                  },
                ],
              }
            : {}),
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...scrubbed(mail) })
          .where(eq(emailOutbox.uuid, mail.uuid));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = mail.attempts >= maxAttempts;
        const delay = backoffMs * 2 ** (mail.attempts - 1);
        logger.warn({ uuid: mail.uuid, attempts: mail.attempts, giveUp }, `mail not sent: ${message}`);
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'queued',
            lastError: message.slice(0, 1000),
            ...(giveUp ? scrubbed(mail) : {}),
            nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
          })
          .where(eq(emailOutbox.uuid, mail.uuid));
      }
    }
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sendDue();
      } while (again && !closed);
      return total;
    })()
      .catch((err: unknown) => {
        logger.warn({ err }, 'mail worker round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    enabled: configured,
    from: senderOf(options.mailFrom),
    async queue(tx, message) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          // a mail that will never be sent needs no working link: keep only the masked copy
          text: configured ? message.text : redactAccountLinks(message.text),
          html: configured ? message.html : redactAccountLinks(message.html),
          language: message.language,
          calendar: message.calendar?.content ?? null,
          calendarMethod: message.calendar?.method ?? null,
          status: configured ? 'queued' : 'not_sent',
          lastError: configured ? null : 'SMTP is not configured (SMTP_URL)',
        })
        .returning({ uuid: emailOutbox.uuid });
      noteMailQueued(tx);
      return row!.uuid;
    },
    runOnce,
    start() {
      if (!configured || timer) return;
      unsubscribe = options.signal.onWake(({ mailQueued }) => {
        if (mailQueued) void runOnce();
      });
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async close() {
      closed = true;
      unsubscribe?.();
      if (timer) clearInterval(timer);
      await running;
      (await transport?.catch(() => undefined))?.close();
    },
  };
}

/** `Name <address>` or a bare address (MAIL_FROM) as its parts. */
export function senderOf(mailFrom: string): { name: string | null; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (!match) return { name: null, address: mailFrom.trim() };
  return { name: match[1]?.trim() || null, address: match[2]!.trim() };
}
