import { type SQL, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import { type MessageLocale, messageLocaleOf } from '../notifikasi/messages';

/** Who is looking: their feed shows what they may read of jadwal sidang. */
export type Viewer = { userId: number; role: string; prodiUuid: string | null; locale: MessageLocale; active: boolean };

export async function viewerOf(db: Db, userId: number): Promise<Viewer | undefined> {
  const result = (await db.execute(sql`
    select u.id, u.active, r.name as role, p.prodi_uuid, p.locale
    from users u join roles r on r.id = u.role_id left join profiles p on p.user_id = u.id
    where u.id = ${userId}`)) as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    userId: Number(row.id),
    role: String(row.role),
    prodiUuid: (row.prodi_uuid as string | null) ?? null,
    locale: messageLocaleOf(row.locale as string | null),
    active: row.active === true,
  };
}

type JadwalEvent = {
  uuid: string;
  status: string;
  statusLabel: string;
  sequence: number;
  mulai: Date;
  selesai: Date;
  judul: string;
  mahasiswa: string;
  ruangan: string | null;
  lokasi: string | null;
  onlineUrl: string | null;
  updatedAt: Date;
};

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/**
 * The jadwal sidang `viewer` sees, as calendar events: a student their own, a lecturer those where
 * they sit on the committee or are pembimbing, from `terjadwal` on (a cancelled one only if it had
 * been published, so calendars remove it); a koordinator every one of their prodi and an admin every
 * one, drafts included when `drafts` is set (the single-event download). Only rows with a time.
 */
export async function jadwalEvents(
  db: Db,
  viewer: Viewer,
  options: { uuid?: string; drafts?: boolean } = {},
): Promise<JadwalEvent[]> {
  const staff =
    viewer.role === 'admin'
      ? sql`true`
      : viewer.role === 'koordinator' && viewer.prodiUuid
        ? sql`j.prodi_uuid = ${viewer.prodiUuid}::uuid`
        : sql`false`;
  const published = sql`(j.status in ('terjadwal', 'berlangsung', 'selesai')
    or (j.status = 'dibatalkan' and exists (
      select 1 from jadwal_history h where h.jadwal_uuid = j.uuid and h.event = 'PUBLISH')))`;
  const participant = sql`(p.user_id = ${viewer.userId}
    or exists (select 1 from jadwal_komite k join dosen d on d.uuid = k.dosen_uuid
      where k.jadwal_uuid = j.uuid and d.user_id = ${viewer.userId})
    or exists (select 1 from pengajuan_pembimbing pp join dosen d on d.uuid = pp.dosen_uuid
      where pp.kind = 'sidang' and pp.pengajuan_uuid = j.pengajuan_uuid and d.user_id = ${viewer.userId}))`;
  const visible: SQL = options.drafts
    ? sql`(${staff} or (${published} and ${participant}))`
    : sql`(${published} and (${staff} or ${participant}))`;
  const one = options.uuid ? sql`and j.uuid = ${options.uuid}::uuid` : sql``;
  const result = (await db.execute(sql`
    select j.uuid, j.status, j.sequence, j.mulai, j.selesai, j.online_url, j.updated_at,
      p.judul, u.full_name, r.nama as ruangan, r.lokasi, s.label as status_label
    from jadwal_sidang j
    join pengajuan_sidang p on p.uuid = j.pengajuan_uuid
    join users u on u.id = p.user_id
    left join ruangan r on r.uuid = j.ruangan_uuid
    left join status_jadwal_sidang s on s.kode = j.status
    where j.mulai is not null and j.selesai is not null and ${visible} ${one}
    order by j.mulai, j.uuid
    limit 5000`)) as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => {
    const labels = (r.status_label ?? {}) as Record<string, string>;
    return {
      uuid: String(r.uuid),
      status: String(r.status),
      statusLabel: labels[viewer.locale] ?? labels.id ?? String(r.status),
      sequence: Number(r.sequence),
      mulai: toDate(r.mulai),
      selesai: toDate(r.selesai),
      judul: String(r.judul),
      mahasiswa: String(r.full_name),
      ruangan: (r.ruangan as string | null) ?? null,
      lokasi: (r.lokasi as string | null) ?? null,
      onlineUrl: (r.online_url as string | null) ?? null,
      updatedAt: toDate(r.updated_at),
    };
  });
}

const words: Record<MessageLocale, { sidang: string; calendar: string; status: string; title: string }> = {
  id: { sidang: 'Sidang', calendar: 'Jadwal sidang', status: 'Status', title: 'Judul' },
  en: { sidang: 'Thesis defence', calendar: 'Thesis defence schedule', status: 'Status', title: 'Title' },
  de: { sidang: 'Verteidigung', calendar: 'Verteidigungstermine', status: 'Status', title: 'Titel' },
  fr: { sidang: 'Soutenance', calendar: 'Calendrier des soutenances', status: 'Statut', title: 'Titre' },
  pt: { sidang: 'Defesa', calendar: 'Agenda de defesas', status: 'Situação', title: 'Título' },
};

/**
 * RFC 5545 text: one VEVENT per jadwal, `UID` `<uuid>@<host>` (stable, so an update replaces the
 * event), `SEQUENCE` the jadwal's reschedule count, times in UTC (`Z`), `STATUS:CANCELLED` for a
 * cancelled sidang. Texts in the viewer's language.
 */
export function calendarText(events: JadwalEvent[], locale: MessageLocale, uidHost: string, appUrl: string): string {
  const w = words[locale];
  const calendar = ical({
    name: `Aplikasi Ujian: ${w.calendar}`,
    prodId: { company: 'aplikasi-ujian', product: 'jadwal-sidang', language: locale.toUpperCase() },
  });
  for (const e of events) {
    calendar.createEvent({
      id: `${e.uuid}@${uidHost}`,
      sequence: e.sequence,
      start: e.mulai,
      end: e.selesai,
      stamp: e.updatedAt,
      lastModified: e.updatedAt,
      summary: `${w.sidang}: ${e.mahasiswa}`,
      description: `${w.title}: ${e.judul}\n${w.status}: ${e.statusLabel}`,
      location:
        [e.ruangan && e.lokasi ? `${e.ruangan} (${e.lokasi})` : e.ruangan, e.onlineUrl].filter(Boolean).join(' / ') ||
        null,
      url: new URL(`/jadwal-sidang/${e.uuid}`, appUrl).toString(),
      status:
        e.status === 'dibatalkan'
          ? ICalEventStatus.CANCELLED
          : e.status === 'draft'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
