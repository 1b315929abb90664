import type { Server as HttpServer } from 'node:http';
import { REALTIME_DEFAULT_PORT } from '@ujian/shared/events';
import type { Logger } from 'pino';
import type { AppConfig, Clock } from '../config';
import type { Db } from '../db/client';
import { createEventSignal, type EventSignal } from '../events/signal';
import { createMailer, type Mailer, type MailerOptions } from '../features/mail/mailer';
import { createLetterQueue } from '../features/surat/letter-queue';
import { createRealtime, type Realtime, type RealtimeDeps } from './io';

export type SpineOptions = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  mail?: Pick<MailerOptions, 'maxAttempts' | 'backoffMs' | 'pollMs'>;
  /** REALTIME_PORT, told to browsers by `GET /config` when Socket.IO is not in this process */
  realtimePort?: number;
};

export type Spine = {
  signal: EventSignal;
  mailer: Mailer;
  /** the port browsers reach Socket.IO on: where it listens in this process, else REALTIME_PORT */
  realtimePort(): number;
  /** Socket.IO + relay on the given (listening or not) HTTP server */
  startRealtime(
    httpServer: HttpServer,
    options?: Pick<RealtimeDeps, 'listen' | 'redisStreamName' | 'relayPollMs' | 'relaySettleMs'>,
  ): Promise<Realtime>;
  realtime(): Realtime | undefined;
  /** issues every letter waiting in the queue now (see `createLetterQueue`) */
  issueWaitingLetters(): Promise<void>;
  /**
   * Starts the mail outbox worker and the letter queue. main.ts starts them once it serves requests:
   * their first statements on a just-opened embedded database would hold the first requests back.
   */
  startWorkers(): void;
  close(): Promise<void>;
};

/**
 * The notification spine in one place: the after-commit signal, the mail outbox worker and the
 * realtime server. main.ts and the tests wire it the same way; its HTTP routes are in `featureRouters`.
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
  // letters queued by events and left waiting (the process stopped between commit and issue)
  const letters = createLetterQueue({
    db: options.db,
    logger: options.logger,
    appUrl: options.config.publicUrl,
    clock: options.clock,
  });
  let realtime: Realtime | undefined;

  return {
    signal,
    mailer,
    realtimePort: () => listeningPort(realtime) ?? options.realtimePort ?? REALTIME_DEFAULT_PORT,
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
    issueWaitingLetters: () => letters.issueWaiting(),
    startWorkers() {
      mailer.start();
      letters.start();
    },
    async close() {
      await realtime?.close();
      await mailer.close();
      await letters.close();
    },
  };
}

/** The port Socket.IO really listens on (an ephemeral one in tests), if it runs in this process. */
function listeningPort(realtime: Realtime | undefined): number | undefined {
  const address = realtime?.io.httpServer?.address();
  return address && typeof address === 'object' ? address.port : undefined;
}
