import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, jakartaDateOf } from './dates';

/**
 * Wire shapes of `/api/v1/ketersediaan` (CONTRACT.md "Lecturer availability"): a lecturer is
 * unavailable from `mulai` to `selesai`; with `mingguanSampai` the same hours repeat every 7 days up
 * to and including that date.
 */
export const KETERSEDIAAN_MAX_HOURS = 24;

/** The field messages and refusals of this API (translated by the server's message catalogue). */
export const ketersediaanMessages = {
  endAfterStart: 'The end must be after the start.',
  atMost24h: 'A block lasts at most 24 hours.',
  repeatBeforeStart: 'The repeat ends before the first day.',
  repeatTooLong: 'A weekly repeat ends at most 366 days after the first day.',
  rangeReversed: 'The end of the range is before its start.',
  rangeTooLong: 'The range spans at most 366 days.',
  dosenRequired: 'Please choose the lecturer.',
  dosenUnknown: 'This lecturer does not exist.',
  notYours: 'You may not change the availability of this lecturer.',
  noAccount: 'This lecturer has no portal account to be asked.',
} as const;
const m = ketersediaanMessages;
export const KETERSEDIAAN_MAX_REPEAT_DAYS = 366;

const instant = isoDateTimeSchema();
const calendarDate = isoDateSchema();

export const ketersediaanRowSchema = z.object({
  uuid: z.string(),
  dosenUuid: z.string(),
  mulai: z.string(),
  selesai: z.string(),
  mingguanSampai: z.string().nullable(),
  catatan: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type KetersediaanRow = z.infer<typeof ketersediaanRowSchema>;

export const ketersediaanListQuerySchema = z.object({
  dosenUuid: z.uuid().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type KetersediaanListQuery = z.infer<typeof ketersediaanListQuerySchema>;

export const createKetersediaanSchema = z
  .object({
    dosenUuid: z.uuid().optional(),
    mulai: instant,
    selesai: instant,
    mingguanSampai: calendarDate.nullable().optional(),
    catatan: z.string().trim().max(500).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const mulai = Date.parse(v.mulai);
    const selesai = Date.parse(v.selesai);
    if (!(selesai > mulai)) ctx.addIssue({ code: 'custom', path: ['selesai'], message: m.endAfterStart });
    else if (selesai - mulai > KETERSEDIAAN_MAX_HOURS * 3_600_000)
      ctx.addIssue({ code: 'custom', path: ['selesai'], message: m.atMost24h });
    if (v.mingguanSampai) {
      const startDay = Date.parse(`${jakartaDateOf(v.mulai)}T00:00:00Z`);
      const until = Date.parse(`${v.mingguanSampai}T00:00:00Z`);
      if (until < startDay) ctx.addIssue({ code: 'custom', path: ['mingguanSampai'], message: m.repeatBeforeStart });
      else if (until - startDay > KETERSEDIAAN_MAX_REPEAT_DAYS * 86_400_000)
        ctx.addIssue({
          code: 'custom',
          path: ['mingguanSampai'],
          message: m.repeatTooLong,
        });
    }
  });
export type CreateKetersediaan = z.infer<typeof createKetersediaanSchema>;

export const ringkasanQuerySchema = z.object({
  from: calendarDate,
  to: calendarDate,
  prodiUuid: z.uuid().optional(),
});
export type RingkasanQuery = z.infer<typeof ringkasanQuerySchema>;

export const ringkasanRowSchema = z.object({
  dosenUuid: z.string(),
  nama: z.string(),
  blok: z.number().int(),
  jam: z.number(),
  diperbaruiAt: z.string().nullable(),
});
export type RingkasanRow = z.infer<typeof ringkasanRowSchema>;

/** `POST /ketersediaan/ringkasan/pengingat`: remind the dosen of the range who entered nothing. */
export const pengingatSchema = ringkasanQuerySchema.extend({ dosenUuids: z.array(z.uuid()).max(2000).optional() });
export type Pengingat = z.infer<typeof pengingatSchema>;

export type Occurrence = { uuid: string; dosenUuid: string; mulai: Date; selesai: Date };

const WEEK_MS = 7 * 86_400_000;

/**
 * The occurrences of one block that overlap [from, to): the block itself, and with `mingguanSampai`
 * the same hours every 7 days while the occurrence starts on or before that date (Jakarta keeps no
 * daylight saving, so a week is always 7 x 24 hours).
 */
export function expandOccurrences(
  row: { uuid: string; dosenUuid: string; mulai: Date; selesai: Date; mingguanSampai: string | null },
  from: Date,
  to: Date,
): Occurrence[] {
  const out: Occurrence[] = [];
  const length = row.selesai.getTime() - row.mulai.getTime();
  // jump to the first week that can reach `from`
  const skip = row.mingguanSampai
    ? Math.max(0, Math.floor((from.getTime() - length - row.mulai.getTime()) / WEEK_MS))
    : 0;
  for (let k = skip; ; k++) {
    const start = row.mulai.getTime() + k * WEEK_MS;
    if (k > 0 && (!row.mingguanSampai || jakartaDateOf(new Date(start)) > row.mingguanSampai)) break;
    if (start >= to.getTime()) break;
    const end = start + length;
    if (end > from.getTime())
      out.push({ uuid: row.uuid, dosenUuid: row.dosenUuid, mulai: new Date(start), selesai: new Date(end) });
    if (!row.mingguanSampai) break;
  }
  return out;
}

/**
 * `POST /ketersediaan/:uuid/permintaan`: staff ask the block's owner to move or delete it (a repair of
 * an automatic run); `tanggal` is the day the block is in the way, for the link to open that week.
 */
export const permintaanSchema = z.object({ tanggal: calendarDate.optional() });
export type Permintaan = z.infer<typeof permintaanSchema>;
