import { AppError } from '@ujian/shared/errors';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { type AccountTokenDeps, requestPasswordReset } from '../account-tokens/password-reset';
import { recordAudit } from '../audit/record-audit';
import { findPengguna } from './list-pengguna';
import { userIdParam } from './routes';

/**
 * `POST /pengguna/:id/reset-password-link`: mails the user the same one-hour reset link as "forgot
 * password". It rides on the mail outbox, so it is mounted with the notification spine (which owns
 * the mailer), like the other account links.
 */
export function createPenggunaResetLinkRouter(
  deps: AppDeps,
  tokenDeps: Omit<AccountTokenDeps, 'db' | 'clock'>,
): Router {
  const router = Router();
  router.post(
    '/pengguna/:id/reset-password-link',
    requireAuth(deps),
    authorize('update', 'pengguna'),
    async (req, res) => {
      const target = await findPengguna(deps.db, userIdParam(req));
      if (!target) throw new AppError('NOT_FOUND', 'Not found');
      if (!target.active)
        throw new AppError('CONFLICT', 'This account is deactivated; activate it before sending a reset link.');
      await requestPasswordReset({ ...tokenDeps, db: deps.db, clock: deps.clock }, target.email);
      await recordAudit(deps.db, {
        actorId: authOf(req).userId,
        entity: 'pengguna',
        entityId: target.id,
        action: 'reset-password-link',
        at: deps.clock.now(),
      });
      res.json({ message: `A reset link was sent to ${target.email}.` });
    },
  );
  return router;
}
