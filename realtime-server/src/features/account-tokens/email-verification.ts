import { accountTokenMessages } from '@ujian/shared/account-token';
import { AppError } from '@ujian/shared/errors';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { linkMail } from '../mail/templates/link-mail';
import { emailVerificationTexts } from '../notifikasi/messages';
import { recipientLocale } from '../notifikasi/notify';
import { consumeAccountToken, issueAccountToken } from './account-token';
import type { AccountTokenDeps } from './password-reset';

/** Mails the signed-in user a link to `/account/verify/<token>` (24 hours, single use). */
export async function requestEmailVerification(
  deps: AccountTokenDeps,
  userId: number,
): Promise<{ alreadyVerified: boolean }> {
  const [user] = await deps.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.verifiedAt) return { alreadyVerified: true };
  await withEvents(deps, async (tx) => {
    const token = await issueAccountToken(tx, userId, 'verify-email', deps.clock.now());
    const link = new URL(`/account/verify/${token}`, deps.appUrl).toString();
    const locale = await recipientLocale(tx, userId);
    const mail = await linkMail(locale, emailVerificationTexts(locale), link);
    await deps.mailer.queue(tx, { to: user.email, ...mail });
  });
  return { alreadyVerified: false };
}

export async function verifyEmail(deps: AccountTokenDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'verify-email', now);
    if (!userId) throw new AppError('BAD_REQUEST', accountTokenMessages.invalidVerifyToken);
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  });
}
