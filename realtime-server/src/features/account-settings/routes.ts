import { changePasswordBodySchema, preferencesPutSchema } from '@ujian/shared/account-setting';
import { AppError } from '@ujian/shared/errors';
import { type RequestHandler, Router } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { refuseAuthorityFields } from '../account/self-service-guard';
import { listAccountSessions, revokeAccountSession } from './account-sessions';
import { changePassword } from './change-password';
import { getPreferences, updatePreferences } from './preferences';

// a stolen access token must not become a way to guess the current password
function perUserLimit(points: number, durationSeconds: number): RequestHandler {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  return async (req, res, next) => {
    try {
      await limiter.consume(String(authOf(req).userId));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, {
        params: { seconds },
      });
    }
    next();
  };
}

/** Account settings of the signed-in user: password, active sessions, notification preferences. */
export function createAccountSettingsRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.post('/account/password', auth, refuseAuthorityFields, perUserLimit(10, 15 * 60), async (req, res) => {
    const body = parseWith(changePasswordBodySchema, req.body);
    const result = await changePassword(deps, authOf(req), body);
    res.json({ message: 'Your password has been changed. Other sessions were signed out.', ...result });
  });
  router.get('/account/sessions', auth, async (req, res) => {
    const caller = authOf(req);
    res.json({ data: await listAccountSessions(deps.db, caller.userId, caller.sessionId, deps.clock.now()) });
  });
  router.delete('/account/sessions/:id', auth, async (req, res) => {
    const id = String(req.params.id);
    // a malformed id names no session of the caller: the same 404 as another user's
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', 'Not found');
    await revokeAccountSession(deps, authOf(req).userId, id);
    res.status(204).end();
  });
  router.get('/account/preferences', auth, async (req, res) => {
    res.json(await getPreferences(deps.db, authOf(req).userId));
  });
  router.put('/account/preferences', auth, refuseAuthorityFields, async (req, res) => {
    const body = parseWith(preferencesPutSchema, req.body);
    res.json(await updatePreferences(deps.db, authOf(req).userId, body, deps.clock.now()));
  });
  return router;
}
