import type { AppAbility } from '@ujian/shared/ability';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalHistory, jadwalSidang } from '../../db/schema/jadwal';
import { ruangan, statusJadwalSidang } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import type { AuthContext } from '../auth/auth-context';
import { abilityOf, findAuthUserById } from '../auth/auth-user';
import { jadwalVisibleWhere } from '../jadwal/jadwal-rows';
import { type MessageLocale, messageLocaleOf } from '../notifikasi/messages';

/** Who is looking: their calendar shows what the `jadwal-sidang` rules let them read. */
export type Viewer = { userId: number; ability: AppAbility; locale: MessageLocale; active: boolean };

export async function viewerOf(db: Db, userId: number): Promise<Viewer | undefined> {
  const user = await findAuthUserById(db, userId);
  if (!user) return undefined;
  const [profile] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
  return { userId, ability: abilityOf(user), locale: messageLocaleOf(profile?.locale), active: user.active };
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

/** Published now, or published once and cancelled since (kept so calendar apps remove it). */
const publishedOnce = sql`(${jadwalSidang.status} in ('terjadwal', 'berlangsung', 'selesai')
  or (${jadwalSidang.status} = 'dibatalkan' and exists (select 1 from ${jadwalHistory}
    where ${jadwalHistory.jadwalUuid} = ${jadwalSidang.uuid} and ${jadwalHistory.event} = 'PUBLISH')))`;

/**
 * The jadwal sidang `viewer` may read (the same CASL rules as `GET /jadwal-sidang`: a student their
 * own, a lecturer where they sit on the committee or are pembimbing, a koordinator their prodi, an
 * admin all), with a time, as calendar events. Only from `terjadwal` on unless `drafts` (the
 * single-event download, where managing staff also get a dated draft).
 */
export async function jadwalEvents(
  db: Db,
  viewer: Viewer,
  options: { uuid?: string; drafts?: boolean } = {},
): Promise<JadwalEvent[]> {
  // the jadwal rules read only the ability of the caller
  const visible = jadwalVisibleWhere({ ability: viewer.ability } as AuthContext);
  const rows = await db
    .select({
      row: jadwalSidang,
      judul: pengajuanSidang.judul,
      fullName: users.fullName,
      ruangan: ruangan.nama,
      lokasi: ruangan.lokasi,
      label: statusJadwalSidang.label,
    })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(ruangan, eq(ruangan.uuid, jadwalSidang.ruanganUuid))
    .leftJoin(statusJadwalSidang, eq(statusJadwalSidang.kode, jadwalSidang.status))
    .where(
      and(
        isNotNull(jadwalSidang.mulai),
        isNotNull(jadwalSidang.selesai),
        visible,
        options.drafts ? undefined : publishedOnce,
        options.uuid ? eq(jadwalSidang.uuid, options.uuid) : undefined,
      ),
    )
    .orderBy(jadwalSidang.mulai, jadwalSidang.uuid)
    .limit(5000);
  return rows.map(({ row, judul, fullName, ruangan: room, lokasi, label }) => {
    const labels = (label ?? {}) as Record<string, string>;
    return {
      uuid: row.uuid,
      status: row.status,
      statusLabel: labels[viewer.locale] ?? labels.id ?? row.status,
      sequence: row.sequence,
      mulai: row.mulai!,
      selesai: row.selesai!,
      judul,
      mahasiswa: fullName,
      ruangan: room,
      lokasi,
      onlineUrl: row.onlineUrl,
      updatedAt: row.updatedAt,
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
