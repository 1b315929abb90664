import { authMessages, type LoginBody, type LoginResponse } from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import type { AppDeps } from '../../app-deps';
import { findAuthUserByLogin } from './auth-user';
import { type ClientMeta, issueSession } from './issue-session';
import { verifyAgainstDummy, verifyPassword } from './passwords';

/** Per-account brake on failed sign-ins (see rate-limit.ts); keyed by the account once it is known. */
export type LoginGuard = {
  assertAllowed(key: string): Promise<void>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

export const accountInactiveMessage = 'This account has been deactivated. Please contact the faculty administrator.';

/** Sign in with an email or a username. The password is checked before anything else is revealed. */
export async function loginUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  body: LoginBody,
  meta: ClientMeta,
  guard?: LoginGuard,
): Promise<LoginResponse> {
  const user = await findAuthUserByLogin(deps.db, body.email);
  // the email and the username of one account share one counter
  const key = user ? `user:${user.id}` : `login:${body.email.trim().toLowerCase()}`;
  await guard?.assertAllowed(key);
  const ok = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  if (!user || !ok) {
    await guard?.recordFailure(key);
    throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  }
  await guard?.clear(key);
  if (!user.active) throw new AppError('ACCOUNT_INACTIVE', accountInactiveMessage);
  return issueSession(deps, user, meta);
}
