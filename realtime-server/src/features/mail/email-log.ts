import type { EmailLogDetail, EmailLogItem, EmailStatus } from '@ujian/shared/email-log';
import { AppError } from '@ujian/shared/errors';
import type { Page } from '@ujian/shared/paging';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import { redactAccountLinks } from './redact-links';

const PREVIEW_CHARS = 2000;

type Row = typeof emailOutbox.$inferSelect;

function toItem(row: Row): EmailLogItem {
  return {
    uuid: row.uuid,
    to: row.to,
    // mails are stored with their links until sent; an admin never gets a working account link
    subject: redactAccountLinks(row.subject),
    status: row.status,
    attempts: row.attempts,
    lastError: redactAccountLinks(row.lastError),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** Admin log of every mail, newest first; `q` matches recipient or subject. */
export async function listEmailLog(
  db: Db,
  query: { q: string; status?: EmailStatus; page: number; perPage: number },
): Promise<Page<EmailLogItem>> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    query.q ? or(ilike(emailOutbox.to, pattern), ilike(emailOutbox.subject, pattern)) : undefined,
    query.status ? eq(emailOutbox.status, query.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.uuid))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox).where(where),
  ]);
  return { data: rows.map(toItem), total: count?.total ?? 0, page: query.page, perPage: query.perPage };
}

export async function getEmailLog(db: Db, uuid: string): Promise<EmailLogDetail> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.uuid, uuid));
  if (!row) throw new AppError('NOT_FOUND', 'Email not found');
  return {
    ...toItem(row),
    bodyPreview: redactAccountLinks(row.text).slice(0, PREVIEW_CHARS),
    hasHtml: Boolean(row.html),
  };
}
