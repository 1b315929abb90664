import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { dosen } from '../../db/schema/master';
import { pengajuanPembimbing } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { submissionMessage } from '../notifikasi/messages';
import { type NotifyDeps, notify } from '../notifikasi/notify';
import type { KindSpec } from './kinds';

/** Active koordinator accounts of a prodi. */
async function koordinatorsOf(tx: Db, prodiUuid: string | null): Promise<number[]> {
  if (!prodiUuid) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.active, true), eq(roles.name, 'koordinator'), eq(profiles.prodiUuid, prodiUuid)));
  return rows.map((r) => r.id);
}

/** Portal accounts of the lecturers named as pembimbing of a pengajuan. */
async function pembimbingAccountsOf(tx: Db, spec: KindSpec, uuid: string): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(pengajuanPembimbing)
    .innerJoin(dosen, eq(dosen.uuid, pengajuanPembimbing.dosenUuid))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(
      and(
        eq(pengajuanPembimbing.kind, spec.kind),
        eq(pengajuanPembimbing.pengajuanUuid, uuid),
        isNotNull(dosen.userId),
        eq(users.active, true),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A (re)submission is news for the prodi's koordinator (to verify it) and for the lecturers named as
 * pembimbing: each gets a notification and an email as their preferences for the kind's topic say,
 * in their own language. Someone who is both reads the supervisor's text once.
 */
export async function notifySubmission(
  tx: Db,
  deps: NotifyDeps,
  spec: KindSpec,
  row: { uuid: string; userId: number; judul: string; prodiUuid: string | null },
): Promise<void> {
  const [student] = await tx
    .select({ name: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  const name = student?.name || student?.username || '';
  const topic = spec.kind === 'sidang' ? 'pengajuan' : 'yudisium';
  const link = `/${spec.path}/readonly/${row.uuid}`;
  const pembimbing = (await pembimbingAccountsOf(tx, spec, row.uuid)).filter((id) => id !== row.userId);
  const koordinator = (await koordinatorsOf(tx, row.prodiUuid)).filter(
    (id) => id !== row.userId && !pembimbing.includes(id),
  );
  const input = { kind: spec.kind, student: name, judul: row.judul };
  await notify(tx, deps, koordinator, {
    topic,
    link,
    localized: (locale) => submissionMessage(locale, 'koordinator', input),
  });
  await notify(tx, deps, pembimbing, {
    topic,
    link,
    localized: (locale) => submissionMessage(locale, 'pembimbing', input),
  });
}
