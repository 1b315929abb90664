import type { Server as HttpServer } from 'node:http';
import { REALTIME_DEFAULT_PORT } from '@ujian/shared/events';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AppDeps } from '../app';
import type { AppConfig, Clock } from '../config';
import type { Db } from '../db/client';
import { createEventSignal, type EventSignal } from '../events/signal';
import { createAccountTokensRouter } from '../features/account-tokens/routes';
import { createClientConfigRouter } from '../features/client-config/routes';
import { createEventsRouter } from '../features/events/routes';
import { createMailer, type Mailer, type MailerOptions } from '../features/mail/mailer';
import { createEmailLogRouter } from '../features/mail/routes';
import { createNotifikasiRouter } from '../features/notifikasi/routes';
import { createPenggunaAccountsRouter } from '../features/pengguna/accounts-routes';
import { createPenggunaResetLinkRouter } from '../features/pengguna/reset-link-routes';
import { createRealtime, type Realtime, type RealtimeDeps } from './io';

export type SpineOptions = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  /** public base URL of the portal, for links in emails */
  appUrl: string;
  mail?: Pick<MailerOptions, 'maxAttempts' | 'backoffMs' | 'pollMs'>;
  /** REALTIME_PORT, told to browsers by `GET /config` when Socket.IO is not in this process */
  realtimePort?: number;
};

export type Spine = {
  signal: EventSignal;
  mailer: Mailer;
  /** for createApp({ extraRouters }) */
  extraRouters: Array<(deps: AppDeps) => Router>;
  /** Socket.IO + relay on the given (listening or not) HTTP server */
  startRealtime(
    httpServer: HttpServer,
    options?: Pick<RealtimeDeps, 'listen' | 'redisStreamName' | 'relayPollMs' | 'relaySettleMs'>,
  ): Promise<Realtime>;
  realtime(): Realtime | undefined;
  close(): Promise<void>;
};

/**
 * The notification spine in one place: the after-commit signal, the mail outbox worker, the HTTP
 * routes (inbox, events, email log, account links) and the realtime server. main.ts and the tests
 * wire it the same way.
 */
export function createSpine(options: SpineOptions): Spine {
  const signal = createEventSignal();
  const mailer = createMailer({
    db: options.db,
    logger: options.logger,
    signal,
    smtpUrl: options.config.smtpUrl,
    mailFrom: options.config.mailFrom,
    ...options.mail,
  });
  mailer.start();
  let realtime: Realtime | undefined;

  return {
    signal,
    mailer,
    extraRouters: [
      (deps) => createNotifikasiRouter(deps, { signal, mailer, appUrl: options.appUrl }),
      (deps) =>
        createClientConfigRouter(
          () => listeningPort(realtime) ?? options.realtimePort ?? REALTIME_DEFAULT_PORT,
          deps.config.maxUploadMb,
        ),
      createEventsRouter,
      createEmailLogRouter,
      (deps) => createAccountTokensRouter(deps, { signal, mailer, appUrl: options.appUrl }),
      (deps) => createPenggunaResetLinkRouter(deps, { signal, mailer, appUrl: options.appUrl }),
      (deps) => createPenggunaAccountsRouter(deps, { signal, mailer, appUrl: options.appUrl }),
    ],
    async startRealtime(httpServer, realtimeOptions = {}) {
      realtime = await createRealtime(httpServer, {
        db: options.db,
        config: options.config,
        clock: options.clock,
        logger: options.logger,
        signal,
        ...realtimeOptions,
      });
      return realtime;
    },
    realtime: () => realtime,
    async close() {
      await realtime?.close();
      await mailer.close();
    },
  };
}

/** The port Socket.IO really listens on (an ephemeral one in tests), if it runs in this process. */
function listeningPort(realtime: Realtime | undefined): number | undefined {
  const address = realtime?.io.httpServer?.address();
  return address && typeof address === 'object' ? address.port : undefined;
}
