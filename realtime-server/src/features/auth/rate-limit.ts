import { AppError } from '@ujian/shared/errors';
import type { RequestHandler, Response } from 'express';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import type { RateLimitStore } from '../../app-deps';
import type { RateLimit, RateLimits } from '../../config';
import type { LoginGuard } from './login-user';

/**
 * Brute-force brakes on the auth endpoints. Per IP every attempt counts; per account only failed
 * sign-ins count (and a success clears them), so a user is not locked out by their own logins.
 */
export type AuthRateLimiters = {
  perIp(name: 'login' | 'register' | 'refresh'): RequestHandler;
  /** the per-account brake for one request (sets Retry-After on its response) */
  loginGuard(res: Response): LoginGuard;
};

/** what `createClient({ url })` of node-redis returns */
export type RedisClient = RedisClientType;

function limiterFor(limit: RateLimit, name: string, store: RateLimitStore): RateLimiterAbstract | undefined {
  if (limit.points <= 0) return undefined;
  const options = {
    points: limit.points,
    duration: limit.durationSeconds,
    keyPrefix: `${store.prefix ?? 'rl'}:${name}`,
  };
  if (!store.redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    useRedisPackage: true,
    // Redis down must not lock everyone out nor open the gates: count in memory meanwhile
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

function tooMany(res: Response, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  res.setHeader('Retry-After', String(seconds));
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, {
    params: { seconds },
  });
}

/** A per-IP brake for any route: every request counts (429 with Retry-After over the limit). */
export function perIpLimit(limit: RateLimit, name: string, store: RateLimitStore = {}): RequestHandler {
  const limiter = limiterFor(limit, name, store);
  return async (req, res, next) => {
    if (limiter) {
      try {
        await limiter.consume(req.ip ?? 'unknown');
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooMany(res, err.msBeforeNext);
        throw err;
      }
    }
    next();
  };
}

export function createAuthRateLimiters(limits: RateLimits, store: RateLimitStore = {}): AuthRateLimiters {
  const ip = {
    login: perIpLimit(limits.loginPerIp, 'login-ip', store),
    register: perIpLimit(limits.registerPerIp, 'register-ip', store),
    refresh: perIpLimit(limits.refreshPerIp, 'refresh-ip', store),
  };
  const account = limiterFor(limits.loginPerAccount, 'login-account', store);

  return {
    perIp(name) {
      return ip[name];
    },
    loginGuard(res) {
      return {
        async assertAllowed(key) {
          if (!account) return;
          const state = await account.get(key);
          if (state && state.consumedPoints >= limits.loginPerAccount.points) throw tooMany(res, state.msBeforeNext);
        },
        async recordFailure(key) {
          if (!account) return;
          // over the limit consume() rejects; the next assertAllowed answers 429
          await account.consume(key).catch((err: unknown) => {
            if (!(err instanceof RateLimiterRes)) throw err;
          });
        },
        async clear(key) {
          if (account) await account.delete(key);
        },
      };
    },
  };
}
