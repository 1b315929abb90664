import type { AnnouncementBody } from '@ujian/shared/announcement';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { type EventDeps, withEvents } from '../../events/with-events';
import { type NotifyDeps, notify } from './notify';

type Announcement = { title: string; body: string; link?: string; audience: NonNullable<AnnouncementBody['audience']> };

/**
 * A pengumuman from the faculty office: every active user of the audience gets it in the inbox, live,
 * and by mail (unless they turned mail off). The sender is left out: they wrote it.
 */
export async function announce(
  deps: EventDeps & NotifyDeps,
  senderId: number,
  announcement: Announcement,
): Promise<{ recipients: number }> {
  return withEvents(deps, async (tx) => {
    const ids = (await audienceOf(tx, announcement.audience)).filter((id) => id !== senderId);
    await notify(tx, deps, ids, { title: announcement.title, body: announcement.body, link: announcement.link });
    return { recipients: ids.length };
  });
}

async function audienceOf(tx: Db, audience: Announcement['audience']): Promise<number[]> {
  const conditions: SQL[] = [eq(users.active, true)];
  if (audience !== 'all') conditions.push(eq(roles.name, audience));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions));
  return rows.map((r) => r.id);
}
