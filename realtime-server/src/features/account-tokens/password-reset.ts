import { accountTokenMessages } from '@ujian/shared/account-token';
import { AppError } from '@ujian/shared/errors';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../config';
import { users } from '../../db/schema/auth';
import { type EventDeps, withEvents } from '../../events/with-events';
import { endUserSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/passwords';
import type { Mailer } from '../mail/mailer';
import { linkMail } from '../mail/templates/link-mail';
import { passwordResetTexts } from '../notifikasi/messages';
import { recipientLocale } from '../notifikasi/notify';
import { consumeAccountToken, issueAccountToken } from './account-token';

export type AccountTokenDeps = EventDeps & { clock: Clock; mailer: Pick<Mailer, 'queue' | 'from'>; appUrl: string };

/**
 * Sends a reset link if the address belongs to an active account. The answer is the same either
 * way (no account enumeration); the link is `/pages/authentication/reset-password/<token>`.
 */
export async function requestPasswordReset(deps: AccountTokenDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user?.active) return;
  await withEvents(deps, async (tx) => {
    const token = await issueAccountToken(tx, user.id, 'reset-password', deps.clock.now());
    const link = new URL(`/pages/authentication/reset-password/${token}`, deps.appUrl).toString();
    const locale = await recipientLocale(tx, user.id);
    const mail = await linkMail(locale, passwordResetTexts(locale), link);
    await deps.mailer.queue(tx, { to: user.email, ...mail });
  });
}

/**
 * Sets a new password with a reset link (single use, one hour). Every other session ends: refresh
 * tokens are revoked, the session version moves on (older access tokens stop working) and live
 * sockets get `session:revoked {reason:"password-changed"}` — all in one transaction.
 */
export async function resetPassword(deps: AccountTokenDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await withEvents(deps, async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'reset-password', now);
    if (!userId) throw new AppError('BAD_REQUEST', accountTokenMessages.invalidResetToken);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await endUserSessions(tx, userId, 'password-changed', now);
  });
}
