import { type Biodata, type BiodataResponse, biodataMessages, missingBiodata } from '@ujian/shared/biodata';
import { AppError, type FieldErrors } from '@ujian/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { peminatan, prodi } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';

const SELF_SERVICE_PRODI_ROLE = 'client';

/** A user's biodata with what their role still requires (shared `missingBiodata`). */
export async function getBiodata(db: Db, userId: number): Promise<BiodataResponse> {
  const [row] = await db
    .select({
      role: roles.name,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
      prodiUuid: profiles.prodiUuid,
      peminatanUuid: profiles.peminatanUuid,
      phone: profiles.phone,
      address: profiles.address,
      prodiName: prodi.nama,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(prodi, eq(prodi.uuid, profiles.prodiUuid))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  const { role, prodiName, ...biodata } = row;
  const missing = missingBiodata(role, biodata);
  return { ...biodata, prodiName, complete: missing.length === 0, missing };
}

export async function isBiodataComplete(db: Db, userId: number): Promise<boolean> {
  return (await getBiodata(db, userId)).complete;
}

/** Replaces the biodata; the prodi and peminatan must exist (and the peminatan belong to the prodi). */
export async function updateBiodata(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  input: Biodata,
): Promise<BiodataResponse> {
  const [current] = await deps.db
    .select({ role: roles.name, prodiUuid: profiles.prodiUuid })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!current) throw new AppError('NOT_FOUND', 'Not found');
  // a student picks their own prodi; a staff member's prodi scopes what they may see and do, so only
  // an admin moves it (PATCH /pengguna/:id): omitted or unchanged keeps it, anything else is refused
  const isStudent = current.role === SELF_SERVICE_PRODI_ROLE;
  const currentProdi = current.prodiUuid ?? null;
  if (!isStudent && input.prodiUuid !== undefined && (input.prodiUuid ?? null) !== currentProdi)
    throw new AppError('FORBIDDEN', biodataMessages.staffProdi, { logMessage: 'staff tried to change own prodi' });
  const fields: FieldErrors = {};
  const prodiUuid = isStudent ? (input.prodiUuid ?? null) : currentProdi;
  const peminatanUuid = input.peminatanUuid ?? null;
  if (prodiUuid && isStudent) {
    const [found] = await deps.db
      .select({ uuid: prodi.uuid })
      .from(prodi)
      .where(and(eq(prodi.uuid, prodiUuid), eq(prodi.active, true)));
    if (!found) fields.prodiUuid = 'This study programme does not exist.';
  }
  if (peminatanUuid) {
    const [found] = await deps.db
      .select({ prodiUuid: peminatan.prodiUuid })
      .from(peminatan)
      .where(and(eq(peminatan.uuid, peminatanUuid), eq(peminatan.active, true)));
    if (!found) fields.peminatanUuid = 'This specialisation does not exist.';
    else if (found.prodiUuid !== prodiUuid)
      fields.peminatanUuid = 'This specialisation does not belong to the chosen study programme.';
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { fields });

  const now = deps.clock.now();
  const profile = {
    nomorInduk: input.nomorInduk || null,
    prodiUuid,
    peminatanUuid,
    phone: input.phone || null,
    address: input.address || null,
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ fullName: input.fullName, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: profiles.userId, set: profile });
  });
  return getBiodata(deps.db, userId);
}
