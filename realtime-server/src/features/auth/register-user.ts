import { authMessages, type LoginResponse, type RegisterBody } from '@ujian/shared/auth';
import { AppError, type FieldErrors } from '@ujian/shared/errors';
import { eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/pg-error';
import { roles, users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profile';
import { findAuthUserById } from './auth-user';
import { type ClientMeta, issueSession } from './issue-session';
import { hashPassword } from './passwords';

const SELF_REGISTRATION_ROLE = 'client';

/**
 * Self-registration: a student account (role `client`) that an admin reviews later
 * (`reviewedAt` stays null). Answers like a login so the new user is signed in at once.
 */
export async function registerUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  body: RegisterBody,
  meta: ClientMeta,
): Promise<LoginResponse> {
  const email = body.email.toLowerCase();
  const username = body.username;
  await assertAvailable(deps, email, username);

  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, SELF_REGISTRATION_ROLE));
  if (!role) throw new AppError('INTERNAL', 'Registration is not available.', { logMessage: 'role client missing' });

  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username,
          email,
          passwordHash,
          fullName: body.fullName?.trim() || username,
          roleId: role.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      await tx.insert(profiles).values({ userId: created.id, updatedAt: now });
      return created.id;
    });
  } catch (err) {
    // two registrations racing for one name: the unique index decides, answer like the pre-check
    if (isUniqueViolation(err)) await assertAvailable(deps, email, username);
    throw err;
  }
  const user = await findAuthUserById(deps.db, userId);
  if (!user) throw new Error('registered user vanished');
  return issueSession(deps, user, meta);
}

export async function assertAvailable(deps: Pick<AppDeps, 'db'>, email: string, username: string): Promise<void> {
  const taken = await deps.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${username.toLowerCase()}`));
  const fields: FieldErrors = {};
  if (taken.some((u) => u.email.toLowerCase() === email)) fields.email = authMessages.emailTaken;
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    fields.username = authMessages.usernameTaken;
  if (fields.email) throw new AppError('EMAIL_TAKEN', fields.email, { fields });
  if (fields.username) throw new AppError('USERNAME_TAKEN', fields.username, { fields });
}
