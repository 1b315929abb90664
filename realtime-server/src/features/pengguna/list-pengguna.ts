import type { Page } from '@ujian/shared/paging';
import type { Pengguna, PenggunaListQuery } from '@ujian/shared/pengguna';
import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { prodi } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { listRows } from '../master/list-rows';

const penggunaSelect = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  role: roles.name,
  roleId: users.roleId,
  active: users.active,
  prodiUuid: profiles.prodiUuid,
  prodiNama: prodi.nama,
  nomorInduk: profiles.nomorInduk,
  reviewedAt: users.reviewedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

const joins = [
  { table: roles, on: eq(roles.id, users.roleId) },
  { table: profiles, on: eq(profiles.userId, users.id) },
  { table: prodi, on: eq(prodi.uuid, profiles.prodiUuid) },
];

type PenggunaRow = {
  [K in keyof Pengguna]: K extends 'reviewedAt' | 'emailVerifiedAt'
    ? Date | null
    : K extends 'createdAt'
      ? Date
      : Pengguna[K];
};

function toPengguna(row: PenggunaRow): Pengguna {
  return {
    ...row,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Users with search (name, username, email, NIM/NIDN) and filters; newest first unless sorted. */
export async function listPengguna(db: Db, query: PenggunaListQuery): Promise<Page<Pengguna>> {
  const where: Array<SQL | undefined> = [
    query.role ? eq(roles.name, query.role) : undefined,
    query.prodiUuid ? eq(profiles.prodiUuid, query.prodiUuid) : undefined,
    query.active === undefined ? undefined : eq(users.active, query.active),
    query.pendingReview === undefined
      ? undefined
      : query.pendingReview
        ? isNull(users.reviewedAt)
        : isNotNull(users.reviewedAt),
    query.status === undefined
      ? undefined
      : query.status === 'pending'
        ? isNull(users.reviewedAt)
        : isNotNull(users.reviewedAt),
  ];
  const page = await listRows(
    db,
    {
      table: users,
      select: penggunaSelect,
      joins,
      search: [users.fullName, users.username, users.email, profiles.nomorInduk],
      sortable: {
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        role: roles.name,
      },
      defaultSort: [desc(users.createdAt), desc(users.id)],
      where,
    },
    query,
  );
  return { ...page, data: page.data.map((row) => toPengguna(row as PenggunaRow)) };
}

export async function findPengguna(db: Db, id: number): Promise<Pengguna | undefined> {
  const [row] = await db
    .select(penggunaSelect)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(prodi, eq(prodi.uuid, profiles.prodiUuid))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toPengguna(row) : undefined;
}
