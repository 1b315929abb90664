import { z } from 'zod';

/** Envelope of every server-to-client event (CONTRACT.md "Realtime"). */
export type EventEnvelope<TType extends string, TData> = { seq: number; type: TType; at: string; data: TData };

export const notifikasiDataSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** machine-readable facts (`kind`, the row it is about), when the writer gave them */
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  createdAt: z.string(),
});
export type NotifikasiData = z.infer<typeof notifikasiDataSchema>;

export const pengajuanStatusDataSchema = z.object({
  kind: z.enum(['sidang', 'yudisium']),
  uuid: z.string(),
  from: z.string(),
  to: z.string(),
  event: z.string(),
  note: z.string().optional(),
});

export const jadwalChangedDataSchema = z.object({
  uuid: z.string(),
  pengajuanUuid: z.string(),
  change: z.enum(['created', 'updated', 'published', 'cancelled']),
});

export const hasilChangedDataSchema = z.object({ uuid: z.string(), jadwalUuid: z.string(), status: z.string() });

export const rekapChangedDataSchema = z.object({
  recap: z.enum(['pengajuan-sidang', 'jadwal-sidang', 'payroll']),
});

export const jadwalAutoDataSchema = z.object({
  runId: z.string(),
  phase: z.enum(['queued', 'building', 'solving', 'done']),
  progress: z.number().min(0).max(1),
  planned: z.number().int().optional(),
  status: z.string().optional(),
});

/** A lecturer's availability block was created or deleted (CONTRACT-additions "Lecturer availability"). */
export const ketersediaanChangedDataSchema = z.object({
  uuid: z.string(),
  dosenUuid: z.string(),
  change: z.enum(['created', 'deleted']),
});

export const sessionRevokedDataSchema = z.object({
  reason: z.enum(['logout', 'role-changed', 'token-reuse', 'deactivated', 'password-changed', 'token-expired']),
});

/** Event name -> data schema: the one list both ends agree on. */
export const eventDataSchemas = {
  notifikasi: notifikasiDataSchema,
  'pengajuan:status': pengajuanStatusDataSchema,
  'jadwal:changed': jadwalChangedDataSchema,
  'hasil:changed': hasilChangedDataSchema,
  'rekap:changed': rekapChangedDataSchema,
  'session:revoked': sessionRevokedDataSchema,
  'jadwal:auto': jadwalAutoDataSchema,
  'ketersediaan:changed': ketersediaanChangedDataSchema,
} as const;
export type EventType = keyof typeof eventDataSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;
export type AnyEvent = { [T in EventType]: EventEnvelope<T, EventData<T>> }[EventType];

export type ServerToClientEvents = {
  [T in EventType]: (event: EventEnvelope<T, EventData<T>>) => void;
};

/** Client events are few: acknowledging receipt lets the server trim what it replays. */
export type ClientToServerEvents = {
  'events:ack': (lastSeq: number) => void;
};

export const REALTIME_DEFAULT_PORT = 6002;
