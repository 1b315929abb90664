import type { JadwalListQuery, JadwalRow } from '@ujian/shared/jadwal';
import type { Page } from '@ujian/shared/paging';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalSidang } from '../../db/schema/jadwal';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import type { AuthContext } from '../auth/auth-context';
import { escapeLike, parseSortKey } from '../master/list-rows';
import { involvesDosen, jadwalVisibleWhere, selectJadwal, toJadwalRows } from './jadwal-rows';

/** The list's WHERE: what the caller may read (CASL as SQL) and the query's filters. */
export function jadwalListWhere(auth: AuthContext, query: JadwalListQuery): SQL | undefined {
  const j = jadwalSidang;
  const mine =
    query.mine === '1'
      ? or(eq(pengajuanSidang.userId, auth.userId), auth.user.dosenId ? involvesDosen([auth.user.dosenId]) : undefined)
      : undefined;
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    jadwalVisibleWhere(auth),
    mine,
    query.status ? eq(j.status, query.status) : undefined,
    query.from ? gte(j.tanggal, query.from) : undefined,
    query.to ? lte(j.tanggal, query.to) : undefined,
    query.prodiUuid ? eq(j.prodiUuid, query.prodiUuid) : undefined,
    query.ruanganUuid ? eq(j.ruanganUuid, query.ruanganUuid) : undefined,
    query.pengajuanUuid ? eq(j.pengajuanUuid, query.pengajuanUuid) : undefined,
    query.dosenUuid ? involvesDosen([query.dosenUuid]) : undefined,
    pattern
      ? or(ilike(pengajuanSidang.judul, pattern), ilike(users.fullName, pattern), ilike(profiles.nomorInduk, pattern))
      : undefined,
  );
}

function order(sortBy: string | undefined): SQL[] {
  const key = parseSortKey(sortBy, {
    tanggal: jadwalSidang.mulai,
    mulai: jadwalSidang.mulai,
    createdAt: jadwalSidang.createdAt,
    updatedAt: jadwalSidang.updatedAt,
    status: jadwalSidang.status,
    mahasiswa: users.fullName,
    judul: pengajuanSidang.judul,
  });
  const by = (c: PgColumn, descending: boolean) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`);
  const first = key ? [by(key.column, key.descending)] : [by(jadwalSidang.mulai, false)];
  return [...first, desc(jadwalSidang.createdAt), asc(jadwalSidang.uuid)];
}

/** One page of jadwal, filtered in SQL by what the caller may read. */
export async function listJadwal(db: Db, auth: AuthContext, query: JadwalListQuery): Promise<Page<JadwalRow>> {
  const where = jadwalListWhere(auth, query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .where(where);
  const total = counted?.total ?? 0;
  const page = { total, page: query.page, perPage: query.perPage };
  const offset = (query.page - 1) * query.perPage;
  if (offset >= total) return { data: [], ...page };
  const rows = await selectJadwal(db)
    .where(where)
    .orderBy(...order(query.sortBy))
    .limit(query.perPage)
    .offset(offset);
  return { data: await toJadwalRows(db, rows, auth), ...page };
}
