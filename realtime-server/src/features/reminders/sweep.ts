import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../config';
import type { Db } from '../../db/client';
import type { ReminderKind } from '../../db/schema/reminders';
import type { EventSignal } from '../../events/signal';
import { withEvents } from '../../events/with-events';
import { type NotifyDeps, notify } from '../notifikasi/notify';
import { dueReminder, H7_BEFORE_MS } from './due';
import { type ReminderFacts, reminderText } from './messages';

export type ReminderDeps = { db: Db; signal: EventSignal; notify: NotifyDeps; clock: Clock };

/** Claimed per transaction: a sweep behind by a day of sidang finishes in a few short transactions. */
const BATCH = 200;

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/**
 * Arms the reminders that are due now: one `pending` row per person (student, committee, pembimbing
 * with an account) of every `terjadwal` sidang whose H-7 or H-1 has come, keyed by the sidang's
 * current `sequence` (deactivated accounts get none). The unique key makes this idempotent on any
 * number of nodes.
 */
async function armDue(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    insert into jadwal_reminders (jadwal_uuid, user_id, kind, sequence)
    select j.uuid, r.user_id,
      case when j.mulai <= ${at}::timestamptz + interval '24 hours' then 'h1' else 'h7' end,
      j.sequence
    from jadwal_sidang j
    cross join lateral (
      select p.user_id from pengajuan_sidang p where p.uuid = j.pengajuan_uuid
      union
      select d.user_id from jadwal_komite k join dosen d on d.uuid = k.dosen_uuid
        where k.jadwal_uuid = j.uuid and d.user_id is not null
      union
      select d.user_id from pengajuan_pembimbing pp join dosen d on d.uuid = pp.dosen_uuid
        where pp.kind = 'sidang' and pp.pengajuan_uuid = j.pengajuan_uuid and d.user_id is not null
    ) r
    join users u on u.id = r.user_id and u.active
    where j.status = 'terjadwal'
      and j.mulai > ${at}::timestamptz
      and j.mulai <= ${at}::timestamptz + ${`${H7_BEFORE_MS / 1000} seconds`}::interval
    on conflict do nothing`);
}

type Claimed = {
  id: number;
  jadwalUuid: string;
  userId: number;
  kind: ReminderKind;
  sequence: number;
  status: string;
  currentSequence: number;
  mulai: Date | null;
};

/**
 * Claims a batch of pending reminders (`FOR UPDATE SKIP LOCKED`: a row another node is sending is
 * passed over, and gone from `pending` once that node commits) and, in the same transaction, either
 * sends each (notification + its event + email, per the person's `jadwal` preferences) and marks it
 * `sent`, or marks it `skipped` when its sidang is no longer `terjadwal`, was rescheduled since, or
 * a later reminder is due instead. Returns how many rows it handled.
 */
async function claimBatch(deps: ReminderDeps, now: Date): Promise<{ handled: number; sent: number }> {
  return withEvents(deps, async (tx) => {
    const result = (await tx.execute(sql`
      select r.id, r.jadwal_uuid, r.user_id, r.kind, r.sequence, j.status, j.sequence as current_sequence, j.mulai
      from jadwal_reminders r join jadwal_sidang j on j.uuid = r.jadwal_uuid
      where r.status = 'pending'
      order by r.id
      limit ${BATCH}
      for update of r skip locked`)) as { rows: Array<Record<string, unknown>> };
    const rows: Claimed[] = result.rows.map((r) => ({
      id: Number(r.id),
      jadwalUuid: String(r.jadwal_uuid),
      userId: Number(r.user_id),
      kind: r.kind as ReminderKind,
      sequence: Number(r.sequence),
      status: String(r.status),
      currentSequence: Number(r.current_sequence),
      mulai: r.mulai == null ? null : toDate(r.mulai),
    }));
    if (rows.length === 0) return { handled: 0, sent: 0 };

    const send = rows.filter(
      (r) =>
        r.status === 'terjadwal' &&
        r.sequence === r.currentSequence &&
        r.mulai !== null &&
        dueReminder(r.mulai, now) === r.kind,
    );
    const facts = await factsOf(tx, [...new Set(send.map((r) => r.jadwalUuid))]);
    // one notify per sidang and kind: the recipients' preferences in one query, one insert of the rows
    const groups = new Map<string, Claimed[]>();
    for (const reminder of send) {
      const key = `${reminder.jadwalUuid}:${reminder.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), reminder]);
    }
    for (const group of groups.values()) {
      const { jadwalUuid, kind, sequence } = group[0]!;
      const about = facts.get(jadwalUuid);
      if (!about) continue;
      await notify(
        tx,
        deps.notify,
        group.map((r) => r.userId),
        {
          topic: 'jadwal',
          link: `/jadwal-sidang/${jadwalUuid}`,
          data: { kind: `jadwal.reminder.${kind}`, jadwalUuid, sequence },
          localized: (locale) => reminderText(locale, about, now),
        },
      );
    }
    const sentIds = send.filter((r) => facts.has(r.jadwalUuid)).map((r) => r.id);
    const skippedIds = rows.map((r) => r.id).filter((id) => !sentIds.includes(id));
    const at = now.toISOString();
    if (sentIds.length > 0)
      await tx.execute(sql`update jadwal_reminders set status = 'sent', handled_at = ${at}::timestamptz
        where id = any(${`{${sentIds.join(',')}}`}::bigint[])`);
    if (skippedIds.length > 0)
      await tx.execute(sql`update jadwal_reminders set status = 'skipped', handled_at = ${at}::timestamptz
        where id = any(${`{${skippedIds.join(',')}}`}::bigint[])`);
    return { handled: rows.length, sent: sentIds.length };
  });
}

/** Student, title, time and place of each sidang, for the texts. */
async function factsOf(tx: Db, uuids: string[]): Promise<Map<string, ReminderFacts>> {
  if (uuids.length === 0) return new Map();
  const result = (await tx.execute(sql`
    select j.uuid, u.full_name, p.judul, j.mulai, j.selesai, r.nama as ruangan, j.online_url
    from jadwal_sidang j
    join pengajuan_sidang p on p.uuid = j.pengajuan_uuid
    join users u on u.id = p.user_id
    left join ruangan r on r.uuid = j.ruangan_uuid
    where j.uuid = any(${`{${uuids.join(',')}}`}::uuid[])`)) as { rows: Array<Record<string, unknown>> };
  return new Map(
    result.rows.map((r) => [
      String(r.uuid),
      {
        mahasiswa: String(r.full_name),
        judul: String(r.judul),
        mulai: toDate(r.mulai),
        selesai: r.selesai == null ? null : toDate(r.selesai),
        ruangan: (r.ruangan as string | null) ?? null,
        onlineUrl: (r.online_url as string | null) ?? null,
      },
    ]),
  );
}

/** One sweep: arm what is due, then send it batch by batch. Returns how many reminders went out. */
export async function sweepReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  await armDue(deps.db, now);
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps, now);
    sent += batch.sent;
    if (batch.handled < BATCH) return sent;
  }
}

export type ReminderSweeper = {
  start(): void;
  /** one sweep now (tests; overlapping calls share the running sweep) */
  sweep(): Promise<number>;
  close(): Promise<void>;
};

/** Sweeps every `intervalMs` (REMINDER_SWEEP_MS); a failed sweep is logged and tried again next time. */
export function createReminderSweeper(deps: ReminderDeps & { logger: Logger; intervalMs: number }): ReminderSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;
  const sweep = (): Promise<number> => {
    running ??= sweepReminders(deps)
      .then((n) => {
        if (n > 0) deps.logger.info({ sent: n }, 'jadwal reminders sent');
        return n;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = () => {
    if (closed) return;
    sweep().catch((err: unknown) => deps.logger.error({ err }, 'reminder sweep failed'));
  };
  return {
    start() {
      if (timer || closed) return;
      tick();
      timer = setInterval(tick, deps.intervalMs);
      timer.unref();
    },
    sweep,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
