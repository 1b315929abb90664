import { loginBodySchema, refreshBodySchema, registerBodySchema } from '@ujian/shared/auth';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { userDataOf } from './auth-user';
import type { ClientMeta } from './issue-session';
import { loginUser } from './login-user';
import { logoutSession } from './logout-session';
import { createAuthRateLimiters } from './rate-limit';
import { registerUser } from './register-user';
import { rotateRefreshToken } from './rotate-refresh-token';

function metaOf(req: Request): ClientMeta {
  return { ip: req.ip, userAgent: req.get('user-agent') };
}

/** CONTRACT.md "Auth": /jwt/*, /check/token. */
export function createAuthRouter(deps: AppDeps): Router {
  const router = Router();
  const limits = createAuthRateLimiters(deps.config.rateLimits, deps.rateLimitStore);

  router.post('/jwt/register', limits.perIp('register'), async (req, res) => {
    const body = parseWith(registerBodySchema, req.body);
    res.status(201).json(await registerUser(deps, body, metaOf(req)));
  });

  router.post('/jwt/login', limits.perIp('login'), async (req, res) => {
    const body = parseWith(loginBodySchema, req.body);
    res.json(await loginUser(deps, body, metaOf(req), limits.loginGuard(res)));
  });

  router.post('/jwt/refresh-token', limits.perIp('refresh'), async (req, res) => {
    const { refreshToken } = parseWith(refreshBodySchema, req.body);
    res.json(await rotateRefreshToken(deps, refreshToken, metaOf(req)));
  });

  router.post('/jwt/logout', async (req, res) => {
    const { refreshToken } = parseWith(refreshBodySchema, req.body);
    await logoutSession(deps, refreshToken);
    res.status(204).end();
  });

  router.post('/check/token', requireAuth(deps), (req, res) => {
    const auth = authOf(req);
    res.json({ valid: true, userData: userDataOf(auth.user, auth.rules) });
  });

  return router;
}
