import type { BackupStatus } from '@ujian/shared/backup';
import type { RouterFactory } from '../app-deps';
import type { EventSignal } from '../events/signal';
import { createAccountPhotoRouter } from './account/photo-routes';
import { createAccountRouter } from './account/routes';
import { createAccountSettingsRouter } from './account-settings/routes';
import { createAccountTokensRouter } from './account-tokens/routes';
import { createAuditRouter } from './audit/routes';
import { createAuthRouter } from './auth/routes';
import { createBackupRouter } from './backup/routes';
import { createCalendarRouter } from './calendar/routes';
import { createClientConfigRouter } from './client-config/routes';
import { createDashboardRouter } from './dashboard/routes';
import { createEventsRouter } from './events/routes';
import { createHakAksesRouter } from './hak-akses/routes';
import { createHasilRouter } from './hasil/routes';
import { createHealthRouter } from './health/routes';
import { createAutoRunRouter } from './jadwal/auto/routes';
import type { AutoRunPool } from './jadwal/auto/run-pool';
import { createJadwalRouters } from './jadwal/routes';
import { createKetersediaanRouter } from './ketersediaan/routes';
import type { Mailer } from './mail/mailer';
import { createEmailLogRouter } from './mail/routes';
import { createMasterRouter } from './master/routes';
import { createNotifikasiRouter } from './notifikasi/routes';
import { createPayrollRouter } from './payroll/routes';
import { createPengajuanRouters } from './pengajuan/routes';
import { createPengaturanRouter } from './pengaturan/routes';
import { createPenggunaAccountsRouter } from './pengguna/accounts-routes';
import { createPenggunaResetLinkRouter } from './pengguna/reset-link-routes';
import { createPenggunaRouter } from './pengguna/routes';
import type { Storage } from './storage/storage';
import { createSuratRouter } from './surat/routes';
import { createSyncDosenRouter } from './sync-dosen/routes';

/** What features need beyond the app's deps, made once by whoever starts the server. */
export type FeatureServices = {
  /** the events spine's after-commit signal and mail outbox */
  signal: EventSignal;
  mailer: Mailer;
  /** public base URL of the portal: links in emails, letters and calendar events */
  appUrl: string;
  /** documents of submissions (DATA_DIR/berkas) */
  berkas: Storage;
  /** profile photos (DATA_DIR/photos) */
  photos: Storage;
  /** automatic-scheduling runs of this node (solving and queued), stopped on shutdown */
  autoRuns: AutoRunPool;
  /** the port browsers reach Socket.IO on, told by `GET /config` */
  realtimePort: () => number;
  /** the scheduled backups of this node (main.ts); absent: reported as not scheduled */
  backupStatus?: () => Promise<BackupStatus>;
};

/**
 * Every router under /api/v1, in mount order: the one place a feature is registered. main.ts and
 * the test server mount this same list, so tests and the route fuzzer see what production serves.
 */
export function featureRouters(services: FeatureServices): RouterFactory[] {
  const { signal, mailer, appUrl } = services;
  const links = { signal, mailer, appUrl };
  const pengajuan = { signal, notify: { mailer, appUrl }, storage: services.berkas };
  return [
    createHealthRouter,
    createAuthRouter,
    createAccountRouter,
    createAccountSettingsRouter,
    createMasterRouter,
    createPenggunaRouter,
    createHakAksesRouter,
    createSyncDosenRouter,
    createAuditRouter,
    createDashboardRouter,
    // inbox and announcements, the client's settings, the event feed, the email log, account links
    (deps) => createNotifikasiRouter(deps, links),
    (deps) =>
      createClientConfigRouter(services.realtimePort, {
        maxUploadMb: deps.config.maxUploadMb,
        publicUrl: deps.config.publicUrl,
      }),
    createEventsRouter,
    createEmailLogRouter,
    (deps) => createAccountTokensRouter(deps, links),
    (deps) => createPenggunaResetLinkRouter(deps, links),
    (deps) => createPenggunaAccountsRouter(deps, links),
    // submissions, their documents and the recap
    ...createPengajuanRouters(pengajuan),
    // automatic scheduling in worker threads; its fixed path goes before the jadwal routes' `/:uuid`
    createAutoRunRouter({ ...pengajuan, pool: services.autoRuns }),
    // letters, settings and the public verification of a letter
    createSuratRouter({ appUrl }),
    createPengaturanRouter({ appUrl }),
    // schedules of the sidang, their clash checks and recap
    ...createJadwalRouters(pengajuan),
    // secret per-user iCal feeds and one-event downloads
    (deps) => createCalendarRouter(deps, { appUrl }),
    // scores, results and score changes of sidang
    createHasilRouter(pengajuan),
    // honorarium payroll: the recap, its lines and the workbook
    createPayrollRouter,
    createAccountPhotoRouter({ storage: services.photos }),
    // the scheduled backups' status for the admin dashboard
    (deps) => createBackupRouter(deps, services.backupStatus),
    // lecturers' declared unavailability, its summary and the reminder to fill it in
    (deps) => createKetersediaanRouter(deps, links),
  ];
}
