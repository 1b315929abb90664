import {
  accountTokenMessages,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@ujian/shared/account-token';
import { AppError } from '@ujian/shared/errors';
import type { RequestHandler } from 'express';
import { Router } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { requestEmailVerification, verifyEmail } from './email-verification';
import { type AccountTokenDeps, requestPasswordReset, resetPassword } from './password-reset';

// mail-sending endpoints must not become a way to flood someone's inbox
function perIpLimit(points: number, durationSeconds: number): RequestHandler {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  return async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`);
    }
    next();
  };
}

/** Forgot/reset password and email verification; links ride on the mail outbox. */
export function createAccountTokensRouter(deps: AppDeps, tokenDeps: Omit<AccountTokenDeps, 'db' | 'clock'>): Router {
  const router = Router();
  const all: AccountTokenDeps = { ...tokenDeps, db: deps.db, clock: deps.clock };
  const mailLimit = perIpLimit(20, 60 * 60);

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
