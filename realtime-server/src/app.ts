import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps, RouterFactory } from './app-deps';
import { apiNotFound, errorHandler } from './http/error-handler';
import { inputGuard } from './http/input-guard';

const JSON_BODY_LIMIT = '1mb';

/** The HTTP app: API middleware, `routers` under /api/v1 (main.ts passes `featureRouters(...)`), the client. */
export function createApp(deps: AppDeps, routers: RouterFactory[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders);
  app.use(
    '/api',
    pinoHttp({
      logger: deps.logger,
      // bodies and auth headers stay out of the log
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use('/api', corsFor(deps.config.clientOrigins), noStore);
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', inputGuard);

  const api = express.Router();
  for (const createRouter of routers) api.use(createRouter(deps));
  app.use('/api/v1', api);
  app.use('/api', apiNotFound);

  if (deps.clientDistDir) mountClient(app, deps.clientDistDir);
  app.use(errorHandler(deps.logger));
  return app;
}

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  next();
};

// API answers carry tokens and personal data: never cache them in shared caches or the browser
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** The client is served from the same origin; listed origins (e.g. the Vite dev server) may call the API too. */
function corsFor(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Content-Disposition');
      res.setHeader('Access-Control-Max-Age', '600');
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
    }
    next();
  };
}

function mountClient(app: Express, distDir: string): void {
  const indexHtml = path.join(distDir, 'index.html');
  // hashed assets may be cached for good; index.html must always be revalidated to pick up new builds
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
