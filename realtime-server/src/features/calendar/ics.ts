import type { AppAbility } from '@ujian/shared/ability';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
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

export type JadwalEvent = {
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
  return selectEvents(
    db,
    viewer.locale,
    and(
      visible,
      options.drafts ? undefined : publishedOnce,
      options.uuid ? eq(jadwalSidang.uuid, options.uuid) : undefined,
    ),
  );
}

/** One jadwal as a calendar event, whoever asks (an invitation to the people in it); undefined without a time. */
export async function jadwalEventOf(db: Db, uuid: string, locale: MessageLocale): Promise<JadwalEvent | undefined> {
  const [event] = await selectEvents(db, locale, eq(jadwalSidang.uuid, uuid));
  return event;
}

async function selectEvents(db: Db, locale: MessageLocale, where: SQL | undefined): Promise<JadwalEvent[]> {
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
    .where(and(isNotNull(jadwalSidang.mulai), isNotNull(jadwalSidang.selesai), where))
    .orderBy(jadwalSidang.mulai, jadwalSidang.uuid)
    .limit(5000);
  return rows.map(({ row, judul, fullName, ruangan: room, lokasi, label }) => {
    const labels = (label ?? {}) as Record<string, string>;
    return {
      uuid: row.uuid,
      status: row.status,
      statusLabel: labels[locale] ?? labels.id ?? row.status,
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

/** A published calendar is refetched hourly by the apps that subscribe to it (RFC 7986 and Outlook's TTL). */
const REFRESH_SECONDS = 3600;

/**
 * RFC 5545 text of a feed or a single-event file: `METHOD:PUBLISH`, refreshed hourly, one VEVENT per
 * jadwal. A published calendar names no attendees (iTIP leaves ATTENDEE to invitations).
 */
export function calendarText(events: JadwalEvent[], locale: MessageLocale, uidHost: string, appUrl: string): string {
  const calendar = newCalendar(locale, ICalCalendarMethod.PUBLISH);
  calendar.ttl(REFRESH_SECONDS);
  for (const e of events) addEvent(calendar, e, locale, uidHost, appUrl);
  return calendar.toString();
}

export type InvitationInput = {
  method: 'REQUEST' | 'CANCEL';
  organizer: { name: string | null; address: string };
  attendee: string;
  uidHost: string;
  appUrl: string;
};

/**
 * An iTIP invitation (RFC 5546) of one jadwal for one person: `METHOD:REQUEST` (or `CANCEL`), the
 * feed's UID and SEQUENCE (so it updates the event a feed or an earlier invitation put there), the
 * portal as ORGANIZER and the reader as ATTENDEE, as iTIP requires.
 */
export function invitationText(event: JadwalEvent, locale: MessageLocale, input: InvitationInput): string {
  const calendar = newCalendar(
    locale,
    input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  const vevent = addEvent(calendar, event, locale, input.uidHost, input.appUrl);
  vevent.organizer({ name: input.organizer.name ?? input.organizer.address, email: input.organizer.address });
  // the portal does not read replies: the attendee is told, not asked
  vevent.createAttendee({
    email: input.attendee,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: false,
  });
  if (input.method === 'CANCEL') vevent.status(ICalEventStatus.CANCELLED);
  return calendar.toString();
}

function newCalendar(locale: MessageLocale, method: ICalCalendarMethod): ICalCalendar {
  return ical({
    name: `Aplikasi Ujian: ${words[locale].calendar}`,
    prodId: { company: 'aplikasi-ujian', product: 'jadwal-sidang', language: locale.toUpperCase() },
    method,
  });
}

/**
 * One VEVENT: `UID` `<uuid>@<host>` (stable, so an update replaces the event), `SEQUENCE` the jadwal's
 * count of reschedules and cancellation, times in UTC (`Z`), `STATUS:CANCELLED` for a cancelled sidang,
 * texts in the reader's language.
 */
function addEvent(calendar: ICalCalendar, e: JadwalEvent, locale: MessageLocale, uidHost: string, appUrl: string) {
  const w = words[locale];
  return calendar.createEvent({
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
