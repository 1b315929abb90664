/** `GET /api/v1/backup/status` (admin): the scheduled backups of this node (BACKUP_DIR, BACKUP_EVERY_HOURS). */
export type BackupStatus = {
  /** false: BACKUP_DIR or BACKUP_EVERY_HOURS is not set, nothing runs on a schedule */
  enabled: boolean;
  everyHours: number | null;
  keep: number | null;
  /** the newest archive in BACKUP_DIR */
  last: { at: string; size: number; file: string } | null;
  next: string | null;
  running: boolean;
  /** the last scheduled backup failed (cleared by the next one that succeeds) */
  lastError: { at: string; message: string } | null;
};

export const disabledBackupStatus: BackupStatus = {
  enabled: false,
  everyHours: null,
  keep: null,
  last: null,
  next: null,
  running: false,
  lastError: null,
};
