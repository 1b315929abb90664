import {
  accountTokenMessages,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@ujian/shared/account-token';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { perIpLimit } from '../auth/rate-limit';
import { requestEmailVerification, verifyEmail } from './email-verification';
import { type AccountTokenDeps, requestPasswordReset, resetPassword } from './password-reset';

/** Forgot/reset password and email verification; links ride on the mail outbox. */
export function createAccountTokensRouter(deps: AppDeps, tokenDeps: Omit<AccountTokenDeps, 'db' | 'clock'>): Router {
  const router = Router();
  const all: AccountTokenDeps = { ...tokenDeps, db: deps.db, clock: deps.clock };
  const mailLimit = perIpLimit(deps.config.rateLimits.mailPerIp, 'mail-ip', deps.rateLimitStore);

  router.post('/account/forgot-password', mailLimit, async (req, res) => {
    const { email } = parseWith(forgotPasswordBodySchema, req.body);
    // answered before the address is looked up: how long the answer takes says nothing about whether
    // an account has that address (the link, if any, arrives by mail)
    res.json({ message: accountTokenMessages.forgotPasswordSent });
    requestPasswordReset(all, email).catch((err: unknown) =>
      deps.logger.error({ err }, 'could not queue a password reset mail'),
    );
  });
  router.post('/account/reset-password', async (req, res) => {
    const { token, password } = parseWith(resetPasswordBodySchema, req.body);
    await resetPassword(all, token, password);
    res.json({ message: 'Your password has been changed. Please sign in again.' });
  });
  router.post('/account/verify/request', requireAuth(deps), mailLimit, async (req, res) => {
    const { alreadyVerified } = await requestEmailVerification(all, authOf(req).userId);
    res.json({ message: alreadyVerified ? 'Your email is already verified.' : accountTokenMessages.verifySent });
  });
  router.post('/account/verify', async (req, res) => {
    const { token } = parseWith(verifyEmailBodySchema, req.body);
    await verifyEmail(all, token);
    res.json({ message: 'Your email has been verified.' });
  });
  return router;
}
