import type { AppDeps } from '../../app-deps';
import type { EventSignal } from '../../events/signal';
import type { NotifyDeps } from '../notifikasi/notify';
import type { Storage } from '../storage/storage';

/** What the pengajuan feature needs beyond the app's deps: the outbox signal, notifications, files. */
export type PengajuanFeatureDeps = { signal: EventSignal; notify: NotifyDeps; storage: Storage };
export type PengajuanDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'> & PengajuanFeatureDeps;
