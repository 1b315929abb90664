import { AppError } from '@ujian/shared/errors';
import type { NotifikasiItem, NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): NotifikasiItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's inbox, newest first, with the unread count of the whole inbox. */
export async function listNotifikasi(
  db: Db,
  userId: number,
  query: { page: number; perPage: number; unread: boolean },
): Promise<NotifikasiListResponse> {
  const where = and(eq(notifications.userId, userId), query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({
        total: query.unread
          ? sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`
          : sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    data: rows.map(toItem),
    total: counts?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
    unread: counts?.unread ?? 0,
  };
}

/** Marks one of the caller's notifications read; someone else's is "not found". Idempotent. */
export async function markNotifikasiRead(db: Db, userId: number, id: number, now: Date): Promise<NotifikasiItem> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  return toItem(row);
}

export async function markAllNotifikasiRead(db: Db, userId: number, now: Date): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
