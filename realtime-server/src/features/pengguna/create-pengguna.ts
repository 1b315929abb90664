import { accountMessages, type PenggunaCreate } from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import type { Pengguna } from '@ujian/shared/pengguna';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { roles, users } from '../../db/schema/auth';
import { prodi } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { type EventDeps, withEvents } from '../../events/with-events';
import { issueAccountToken } from '../account-tokens/account-token';
import { recordAudit } from '../audit/record-audit';
import { assertAvailable } from '../auth/register-user';
import { linkMail } from '../mail/templates/link-mail';
import type { NotifyDeps } from '../notifikasi/notify';
import { recipientLocale } from '../notifikasi/notify';
import { setPasswordTexts } from './account-messages';
import { findPengguna } from './list-pengguna';

export type AccountsDeps = EventDeps & NotifyDeps & { clock: { now(): Date } };

/** No password until the user picks one through the mailed link: argon2 refuses this value, so no sign-in. */
export const NO_PASSWORD = '!unset';

/** A set-password link lives longer than a forgot-password one: a new user may read their mail days later. */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type NewAccount = {
  username: string;
  email: string;
  fullName: string;
  roleId: number;
  prodiUuid: string | null;
  nomorInduk: string | null;
};

/**
 * Inserts an approved account with its profile and queues the set-password mail (the forgot-password
 * link mechanism: `/pages/authentication/reset-password/<token>`, single use), inside the caller's
 * `withEvents` transaction.
 */
export async function insertAccount(
  tx: Db,
  deps: AccountsDeps,
  account: NewAccount,
  actorId: number,
  now: Date,
): Promise<number> {
  const [created] = await tx
    .insert(users)
    .values({
      username: account.username,
      email: account.email.toLowerCase(),
      passwordHash: NO_PASSWORD,
      fullName: account.fullName,
      roleId: account.roleId,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('insert returned no row');
  await tx
    .insert(profiles)
    .values({ userId: created.id, prodiUuid: account.prodiUuid, nomorInduk: account.nomorInduk, updatedAt: now });
  const token = await issueAccountToken(tx, created.id, 'reset-password', now, SET_PASSWORD_TTL_MS);
  const link = new URL(`/pages/authentication/reset-password/${token}`, deps.appUrl).toString();
  const locale = await recipientLocale(tx, created.id);
  const texts = setPasswordTexts(locale, { name: account.fullName, username: account.username });
  const mail = await linkMail(locale, texts, link);
  await deps.mailer.queue(tx, { to: account.email.toLowerCase(), ...mail });
  await recordAudit(tx, {
    actorId,
    entity: 'pengguna',
    entityId: created.id,
    action: 'create',
    after: account,
    at: now,
  });
  return created.id;
}

/** `POST /pengguna`: 201 with the account, approved; 409 for a taken username or email. */
export async function createPengguna(deps: AccountsDeps, actorId: number, body: PenggunaCreate): Promise<Pengguna> {
  const email = body.email.toLowerCase();
  await assertAvailable(deps, email, body.username);
  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, body.role));
  if (!role)
    throw new AppError('VALIDATION_FAILED', 'This role does not exist.', {
      fields: { role: 'This role does not exist.' },
    });
  if (body.prodiUuid) {
    const [found] = await deps.db
      .select({ uuid: prodi.uuid })
      .from(prodi)
      .where(and(eq(prodi.uuid, body.prodiUuid), eq(prodi.active, true)));
    if (!found)
      throw new AppError('VALIDATION_FAILED', accountMessages.unknownProdi, {
        fields: { prodiUuid: accountMessages.unknownProdi },
      });
  }
  const now = deps.clock.now();
  try {
    const id = await withEvents(deps, (tx) =>
      insertAccount(
        tx,
        deps,
        {
          username: body.username,
          email,
          fullName: body.fullName,
          roleId: role.id,
          prodiUuid: body.prodiUuid ?? null,
          nomorInduk: body.nomorInduk || null,
        },
        actorId,
        now,
      ),
    );
    return (await findPengguna(deps.db, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) await assertAvailable(deps, email, body.username);
    throw err;
  }
}
