import { AppError, type FieldErrors } from '@ujian/shared/errors';
import {
  type CreatePengajuanBody,
  editableStatuses,
  type LinkIdKey,
  linkIdKeys,
  pengajuanMessages,
  type UpdatePengajuanBody,
} from '@ujian/shared/pengajuan';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dosen, periodeUjian } from '../../db/schema/master';
import { pengajuanHistory, pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import type { AuthContext } from '../auth/auth-context';
import { assertAccountApproved } from '../pengguna/account-approval';
import { notEditable, staleVersion } from './conflicts';
import { invalidateCounts } from './count-cache';
import type { PengajuanDeps } from './deps';
import type { KindSpec } from './kinds';
import { assertNoLive, lockStudentKind } from './live';
import { assertMayChange, findVisible, openPeriodeUuid, type PengajuanRow } from './pengajuan-read';

/** Supervisors must be active lecturers; 400 with a field error otherwise. */
async function checkPembimbing(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .where(and(inArray(dosen.uuid, ids), eq(dosen.active, true)));
  if (found.length !== ids.length)
    throw new AppError('VALIDATION_FAILED', pengajuanMessages.pembimbingInactive, {
      fields: { pembimbingIds: pengajuanMessages.pembimbingInactive },
    });
}

async function checkPeriode(db: Db, spec: KindSpec, periodeUuid: string): Promise<void> {
  const [found] = await db
    .select({ jenis: periodeUjian.jenis })
    .from(periodeUjian)
    .where(and(eq(periodeUjian.uuid, periodeUuid), eq(periodeUjian.active, true)));
  if (found?.jenis !== spec.periodeJenis) {
    const fields: FieldErrors = { periodeUuid: `Choose an exam period for ${spec.periodeJenis}.` };
    throw new AppError('VALIDATION_FAILED', fields.periodeUuid!, { fields });
  }
}

/** Title, name and NIM, lowercased: what `q` searches (trigram-indexed on PostgreSQL). */
export async function searchTextOf(db: Db, userId: number, judul: string): Promise<string> {
  const [who] = await db
    .select({ fullName: users.fullName, nim: profiles.nomorInduk })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return [judul, who?.fullName ?? '', who?.nim ?? ''].join(' ').toLowerCase();
}

function linkIdsOf(body: Partial<Record<LinkIdKey, string | null | undefined>>) {
  const out: Partial<Record<LinkIdKey, string | null>> = {};
  for (const key of linkIdKeys) if (body[key] !== undefined) out[key] = body[key] ?? null;
  return out;
}

async function replacePembimbing(tx: Db, spec: KindSpec, pengajuanUuid: string, ids: string[]): Promise<void> {
  await tx
    .delete(pengajuanPembimbing)
    .where(and(eq(pengajuanPembimbing.kind, spec.kind), eq(pengajuanPembimbing.pengajuanUuid, pengajuanUuid)));
  if (ids.length > 0)
    await tx
      .insert(pengajuanPembimbing)
      .values(ids.map((dosenUuid, i) => ({ kind: spec.kind, pengajuanUuid, urutan: i + 1, dosenUuid })));
}

async function withPassedSidang(db: Db, userId: number, body: CreatePengajuanBody): Promise<CreatePengajuanBody> {
  const [sidang] = await db
    .select({ uuid: pengajuanSidang.uuid, judul: pengajuanSidang.judul })
    .from(pengajuanSidang)
    .where(
      and(
        eq(pengajuanSidang.userId, userId),
        eq(pengajuanSidang.status, 'selesai'),
        inArray(pengajuanSidang.hasil, ['lulus', 'lulus_revisi']),
      ),
    )
    .orderBy(desc(pengajuanSidang.createdAt))
    .limit(1);
  if (!sidang) return body;
  const supervisors = await db
    .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
    .from(pengajuanPembimbing)
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), eq(pengajuanPembimbing.pengajuanUuid, sidang.uuid)))
    .orderBy(asc(pengajuanPembimbing.urutan));
  return {
    ...body,
    judul: sidang.judul,
    pembimbingIds: supervisors.length > 0 ? supervisors.map((s) => s.dosenUuid) : body.pembimbingIds,
  };
}

/** A new pengajuan in `draft` for the caller; prodi from their profile, periode the open one unless given. */
export async function createPengajuan(
  deps: Pick<PengajuanDeps, 'db' | 'clock'>,
  spec: KindSpec,
  auth: AuthContext,
  body: CreatePengajuanBody,
): Promise<string> {
  await assertAccountApproved(deps.db, auth.userId);
  // a yudisium carries the title and supervisors of the sidang the student passed
  if (spec.kind === 'yudisium') body = await withPassedSidang(deps.db, auth.userId, body);
  await checkPembimbing(deps.db, body.pembimbingIds);
  if (body.periodeUuid) await checkPeriode(deps.db, spec, body.periodeUuid);
  const now = deps.clock.now();
  const periodeUuid = body.periodeUuid ?? (await openPeriodeUuid(deps.db, spec, now)) ?? null;
  const searchText = await searchTextOf(deps.db, auth.userId, body.judul);
  const uuid = await deps.db.transaction(async (tx) => {
    await lockStudentKind(tx, spec, auth.userId);
    await assertNoLive(tx, spec, auth.userId);
    const [row] = await tx
      .insert(spec.table)
      .values({
        userId: auth.userId,
        prodiUuid: auth.user.prodiId,
        periodeUuid,
        judul: body.judul,
        searchText,
        ...linkIdsOf(body),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ uuid: spec.table.uuid });
    await replacePembimbing(tx, spec, row!.uuid, body.pembimbingIds);
    await tx.insert(pengajuanHistory).values({
      kind: spec.kind,
      pengajuanUuid: row!.uuid,
      fromStatus: null,
      toStatus: 'draft',
      event: 'CREATE',
      byUserId: auth.userId,
      at: now,
    });
    return row!.uuid;
  });
  invalidateCounts(deps.db);
  return uuid;
}

/** The row if it may still be edited: 404 unseen, 403 not theirs to change, 409 outside draft/dikembalikan. */
export async function findEditable(db: Db, spec: KindSpec, uuid: string, auth: AuthContext): Promise<PengajuanRow> {
  const row = await findVisible(db, spec, uuid, auth);
  assertMayChange(spec, auth, row);
  if (!editableStatuses.includes(row.status)) throw notEditable();
  return row;
}

/** PATCH: only in draft/dikembalikan, checked again under the row lock (optimistic version). */
export async function updatePengajuan(
  deps: Pick<PengajuanDeps, 'db' | 'clock'>,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
  body: UpdatePengajuanBody,
): Promise<void> {
  const row = await findEditable(deps.db, spec, uuid, auth);
  if (body.version !== undefined && body.version !== row.version) throw staleVersion();
  if (body.pembimbingIds) {
    if (spec.kind === 'sidang' && body.pembimbingIds.length === 0)
      throw new AppError('VALIDATION_FAILED', pengajuanMessages.pembimbingRequired, {
        fields: { pembimbingIds: pengajuanMessages.pembimbingRequired },
      });
    await checkPembimbing(deps.db, body.pembimbingIds);
  }
  if (body.periodeUuid) await checkPeriode(deps.db, spec, body.periodeUuid);
  const judul = body.judul ?? row.judul;
  const searchText = await searchTextOf(deps.db, row.userId, judul);
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(spec.table)
      .set({
        judul,
        searchText,
        ...(body.periodeUuid !== undefined ? { periodeUuid: body.periodeUuid } : {}),
        ...linkIdsOf(body),
        version: row.version + 1,
        updatedAt: deps.clock.now(),
      })
      .where(
        and(
          eq(spec.table.uuid, uuid),
          eq(spec.table.version, row.version),
          inArray(spec.table.status, [...editableStatuses]),
        ),
      )
      .returning({ uuid: spec.table.uuid });
    if (updated.length === 0) throw staleVersion();
    if (body.pembimbingIds) await replacePembimbing(tx, spec, uuid, body.pembimbingIds);
  });
  // the title is searched: totals of searches may change
  invalidateCounts(deps.db);
}
