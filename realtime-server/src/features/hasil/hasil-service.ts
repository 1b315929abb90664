import { type HasilActor, hasilColumnsOf, hasilRefusals, nextHasil, restoreHasil } from '@ujian/machines/hasilSidang';
import { AppError, type FieldErrors } from '@ujian/shared/errors';
import {
  dec,
  type FinalizeBody,
  type HasilHistoryEntry,
  type HasilListQuery,
  hasilMessages,
  type KomponenFrozen,
  type NilaiBody,
  rubricComplete,
  type ScoreSource,
  toNumber,
  weightedTotal,
} from '@ujian/shared/hasil';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { hasilNilai, hasilSidang } from '../../db/schema/hasil';
import { jadwalHistory, jadwalSidang } from '../../db/schema/jadwal';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { publish } from '../../events/publish';
import { withEvents } from '../../events/with-events';
import { authoriseThenCheckVersion } from '../../http/stale-version';
import type { AuthContext } from '../auth/auth-context';
import { announceJadwal } from '../jadwal/jadwal-effects';
import { factsOf, komiteOf, pembimbingOf } from '../jadwal/jadwal-rows';
import { decideJadwal } from '../jadwal/transition-jadwal';
import type { PengajuanDeps } from '../pengajuan/deps';
import { kindSpecs } from '../pengajuan/kinds';
import { applyPengajuanTransition, systemMover } from '../pengajuan/transition-pengajuan';
import { onHasilFinal } from './finalize-effects';
import { finalMessage, revisionApprovedMessage } from './hasil-messages';
import {
  activeKomponen,
  type Committee,
  committeeOf,
  conflict,
  dosenOfUser,
  findVisibleHasil,
  flattenHasil,
  type HasilRecord,
  hasilBodies,
  isAdmin,
  komponenOf,
  latestScoresOf,
  scoringJadwalStatuses,
  selectHasil,
  staffRecipients,
  staleHasil,
  visibleWhere,
} from './hasil-rows';
import { notifyResult } from './notify-result';
import { outcomeOf } from './recompute';

export type HasilDeps = PengajuanDeps;

const forbidden = (message: string) => new AppError('FORBIDDEN', message);
const invalid = (fields: FieldErrors) =>
  new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input.', { fields });

export async function listHasil(deps: HasilDeps, auth: AuthContext, query: HasilListQuery) {
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const filters = [visibleWhere(auth, myDosen)];
  if (query.status) filters.push(eq(hasilSidang.status, query.status));
  if (query.prodiUuid) filters.push(eq(jadwalSidang.prodiUuid, query.prodiUuid));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(pengajuanSidang.judul, like), ilike(users.fullName, like), ilike(profiles.nomorInduk, like)));
  }
  if (query.mine === '1')
    filters.push(
      myDosen
        ? sql`exists (select 1 from jadwal_komite k where k.jadwal_uuid = ${jadwalSidang.uuid} and k.dosen_uuid = ${myDosen})`
        : sql`false`,
    );
  const where = and(...filters);
  const [totalRow] = await deps.db
    .select({ n: count() })
    .from(hasilSidang)
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .where(where);
  // the ones still to score first, then the most recent sidang
  const rows = await selectHasil(deps.db)
    .where(where)
    .orderBy(
      sql`case when ${hasilSidang.status} = 'penilaian' then 0 else 1 end`,
      desc(jadwalSidang.tanggal),
      asc(hasilSidang.uuid),
    )
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const data = await hasilBodies(deps.db, rows.map(flattenHasil), { auth, myDosen });
  return { data, total: Number(totalRow?.n ?? 0), page: query.page, perPage: query.perPage };
}

export async function getHasil(deps: Pick<HasilDeps, 'db'>, auth: AuthContext, uuid: string) {
  const record = await findVisibleHasil(deps.db, auth, uuid);
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const [body] = await hasilBodies(deps.db, [record], { auth, myDosen });
  return body!;
}

/** The row locked for the change, checked against the version the caller read. */
async function lockHasil(tx: Db, uuid: string, version: number | undefined): Promise<HasilRecord> {
  await tx.select({ uuid: hasilSidang.uuid }).from(hasilSidang).where(eq(hasilSidang.uuid, uuid)).for('update');
  const [found] = await selectHasil(tx).where(eq(hasilSidang.uuid, uuid));
  if (!found) throw new AppError('NOT_FOUND', 'This result does not exist.');
  const record = flattenHasil(found);
  if (version !== undefined && version !== record.version) throw staleHasil();
  return record;
}

/** Every rubric komponen present, nothing else: `400` naming each field. Values were checked by the schema. */
export function checkScores(
  nilai: Record<string, number | string>,
  komponen: KomponenFrozen[],
): Record<string, string> {
  const fields: FieldErrors = {};
  const known = new Set(komponen.map((k) => k.kode));
  for (const k of komponen) if (nilai[k.kode] === undefined) fields[`nilai.${k.kode}`] = hasilMessages.missingKomponen;
  for (const key of Object.keys(nilai)) if (!known.has(key)) fields[`nilai.${key}`] = hasilMessages.unknownKomponen;
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return Object.fromEntries(komponen.map((k) => [k.kode, dec(nilai[k.kode]!).toFixed(2)]));
}

/** Appends one score set and brings the row's final score, grade and version up to date. */
export async function recordScores(
  tx: Db,
  record: HasilRecord,
  input: {
    dosenUuid: string;
    nilai: Record<string, string>;
    komponen: KomponenFrozen[];
    catatan: string | null;
    source: ScoreSource;
    alasan: string | null;
    byUserId: number;
    at: Date;
  },
  committee: Committee,
  extra: Partial<typeof hasilSidang.$inferInsert> = {},
) {
  await tx.insert(hasilNilai).values({
    hasilUuid: record.uuid,
    dosenUuid: input.dosenUuid,
    nilai: input.nilai,
    total: weightedTotal(input.nilai, input.komponen).toFixed(4),
    catatan: input.catatan,
    source: input.source,
    alasan: input.alasan,
    byUserId: input.byUserId,
    at: input.at,
  });
  const scores = (await latestScoresOf(tx, [record.uuid])).get(record.uuid) ?? new Map();
  const outcome = await outcomeOf(tx, input.komponen, committee, scores);
  const [updated] = await tx
    .update(hasilSidang)
    .set({
      komponen: record.komponen ?? input.komponen.map((k) => ({ ...k, bobot: String(k.bobot) })),
      nilaiAkhir: outcome.nilaiAkhir,
      huruf: outcome.huruf,
      lulus: outcome.lulus,
      version: record.version + 1,
      updatedAt: input.at,
      ...extra,
    })
    .where(and(eq(hasilSidang.uuid, record.uuid), eq(hasilSidang.version, record.version)))
    .returning({ uuid: hasilSidang.uuid });
  if (!updated) throw staleHasil();
  return outcome;
}

/** `PUT /hasil-sidang/:uuid/nilai/:dosenUuid`: one examiner's scores (their own, or an admin with a reason). */
export async function putNilai(deps: HasilDeps, auth: AuthContext, uuid: string, dosenUuid: string, body: NilaiBody) {
  const seen = await findVisibleHasil(deps.db, auth, uuid);
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const admin = isAdmin(auth);
  const committee = (await committeeOf(deps.db, [seen.jadwalUuid])).get(seen.jadwalUuid) ?? [];
  if (!committee.some((m) => m.dosenUuid === dosenUuid))
    throw new AppError('NOT_FOUND', 'This lecturer is not on the committee of this sidang.');
  const own = myDosen === dosenUuid;
  const source: ScoreSource = own ? 'entry' : 'admin';
  await authoriseThenCheckVersion({
    authorise: () => {
      if (!own && !admin) throw forbidden('You may enter only your own scores.');
      if (source === 'admin' && !body.alasan?.trim()) throw invalid({ alasan: hasilMessages.alasanRequired });
    },
    sent: body.version,
    actual: seen.version,
    stale: staleHasil,
  });
  if (seen.status !== 'penilaian')
    throw conflict('NOT_IN_STATE', 'This result is final: change a score with a perubahan nilai.');
  if (!scoringJadwalStatuses.includes(seen.jadwalStatus))
    throw conflict('NOT_STARTED', 'Scores are accepted once the sidang has started.');

  await withEvents(deps, async (tx) => {
    const record = await lockHasil(tx, uuid, body.version ?? seen.version);
    if (record.status !== 'penilaian') throw conflict('NOT_IN_STATE', 'This result is final.');
    const komponen = komponenOf(record, await activeKomponen(tx));
    if (!record.komponen && !rubricComplete(komponen))
      throw conflict('RUBRIC_INCOMPLETE', 'The active rubric weights do not sum to 100.');
    const nilai = checkScores(body.nilai, komponen);
    await recordScores(
      tx,
      record,
      {
        dosenUuid,
        nilai,
        komponen,
        catatan: body.catatan?.trim() || null,
        source,
        alasan: body.alasan?.trim() || null,
        byUserId: auth.userId,
        at: deps.clock.now(),
      },
      committee,
    );
    const recipients = await staffRecipients(tx, record.prodiUuid, committee);
    await publish(tx, recipients, 'hasil:changed', { uuid, jadwalUuid: record.jadwalUuid, status: record.status });
  });
  return getHasil(deps, auth, uuid);
}

function actorFor(auth: AuthContext, myDosen: string | null, committee: Committee, pembimbing: string[]): HasilActor {
  return {
    admin: isAdmin(auth),
    ketua: myDosen !== null && committee.some((m) => m.peran === 'ketua' && m.dosenUuid === myDosen),
    pembimbing: myDosen !== null && pembimbing.includes(myDosen),
    system: false,
  };
}

/** The dosen uuids of one pengajuan's pembimbing. */
async function pembimbingUuidsOf(db: Db, pengajuanUuid: string): Promise<string[]> {
  return ((await pembimbingOf(db, [pengajuanUuid])).get(pengajuanUuid) ?? []).map((p) => p.dosenUuid);
}

/**
 * The jadwal of a finished sidang FINISHes if it is still `berlangsung`: the jadwal machine decides
 * (as the server, `system`), with its history row, in the finalize's transaction.
 */
async function finishJadwal(tx: Db, jadwalUuid: string, byUserId: number, at: Date): Promise<boolean> {
  const [row] = await tx.select().from(jadwalSidang).where(eq(jadwalSidang.uuid, jadwalUuid)).for('update');
  if (row?.status !== 'berlangsung') return false;
  const komite = (await komiteOf(tx, [jadwalUuid])).get(jadwalUuid) ?? [];
  const to = decideJadwal(row.status, factsOf(row, komite, 'system'), { type: 'FINISH' });
  const finished = await tx
    .update(jadwalSidang)
    .set({ status: to, version: row.version + 1, updatedAt: at })
    .where(and(eq(jadwalSidang.uuid, jadwalUuid), eq(jadwalSidang.version, row.version)))
    .returning({ uuid: jadwalSidang.uuid });
  if (finished.length === 0) return false;
  await tx.insert(jadwalHistory).values({
    jadwalUuid,
    fromStatus: row.status,
    toStatus: to,
    event: 'FINISH',
    sequence: row.sequence,
    byUserId,
    at,
  });
  return true;
}

/**
 * `POST /hasil-sidang/:uuid/finalize`: in ONE transaction the hasil becomes final, the jadwal FINISHes
 * (if berlangsung), the pengajuan gets RECORD_RESULT through the pengajuan transition code, and the
 * payroll/letter seam runs.
 */
export async function finalizeHasil(deps: HasilDeps, auth: AuthContext, uuid: string, body: FinalizeBody) {
  const seen = await findVisibleHasil(deps.db, auth, uuid);
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  await authoriseThenCheckVersion({
    authorise: async () => {
      const committee = (await committeeOf(deps.db, [seen.jadwalUuid])).get(seen.jadwalUuid) ?? [];
      const actor = actorFor(auth, myDosen, committee, []);
      if (!actor.admin && !actor.ketua) throw forbidden('Only the chair of the committee or an admin may finalise.');
    },
    sent: body.version,
    actual: seen.version,
    stale: staleHasil,
  });

  await withEvents(deps, async (tx) => {
    const record = await lockHasil(tx, uuid, body.version ?? seen.version);
    const committee = (await committeeOf(tx, [record.jadwalUuid])).get(record.jadwalUuid) ?? [];
    const actor = actorFor(auth, myDosen, committee, []);
    if (!actor.admin && !actor.ketua) throw forbidden('Only the chair of the committee or an admin may finalise.');
    const komponen = komponenOf(record, await activeKomponen(tx));
    const scores = (await latestScoresOf(tx, [uuid])).get(uuid) ?? new Map();
    const outcome = await outcomeOf(tx, komponen, committee, scores);
    const snapshot = restoreHasil(record.status, record.keputusan, {
      actor,
      rubricComplete: rubricComplete(komponen) && rubricComplete(await activeKomponen(tx)),
      scoresComplete: outcome.missing.length === 0 && committee.length > 0,
      gradeLulus: outcome.lulus,
    });
    const event = { type: 'FINALIZE' as const, keputusan: body.keputusan, catatanRevisi: body.catatanRevisi ?? null };
    const refusals = hasilRefusals(snapshot, event);
    if (refusals.length > 0) {
      const [first] = refusals;
      if (first === 'NOT_IN_STATE') throw conflict('NOT_IN_STATE', 'This result is already final.');
      if (first === 'ROLE') throw forbidden('Only the chair of the committee or an admin may finalise.');
      if (first === 'RUBRIC_INCOMPLETE')
        throw conflict('RUBRIC_INCOMPLETE', 'The active rubric weights must sum to 100 before finalising.');
      if (first === 'SCORES_MISSING')
        throw conflict(
          'SCORES_MISSING',
          `Scores are missing from: ${outcome.missing.map((m) => m.nama).join(', ') || 'the committee'}.`,
          {
            missing: outcome.missing.map((m) => m.dosenUuid).join(','),
            missingNames: outcome.missing.map((m) => m.nama).join(', '),
          },
        );
      if (first === 'GRADE_NOT_LULUS')
        throw invalid({
          keputusan: `The grade ${outcome.huruf ?? ''} is not a pass: the decision must be tidak_lulus.`,
        });
      if (first === 'CATATAN_REQUIRED') throw invalid({ catatanRevisi: hasilMessages.catatanRequired });
    }
    const { keputusan } = hasilColumnsOf(nextHasil(snapshot, event));
    const now = deps.clock.now();
    const [updated] = await tx
      .update(hasilSidang)
      .set({
        status: 'final',
        keputusan,
        catatanRevisi: keputusan === 'lulus_revisi' ? (body.catatanRevisi?.trim() ?? null) : null,
        nilaiAkhir: outcome.nilaiAkhir,
        huruf: outcome.huruf,
        lulus: outcome.lulus,
        komponen: record.komponen ?? komponen.map((k) => ({ ...k, bobot: String(k.bobot) })),
        finalizedAt: now,
        finalizedBy: auth.userId,
        version: record.version + 1,
        updatedAt: now,
      })
      .where(and(eq(hasilSidang.uuid, uuid), eq(hasilSidang.version, record.version)))
      .returning({ uuid: hasilSidang.uuid });
    if (!updated) throw staleHasil();

    // the jadwal's own FINISH tells the same people as any jadwal transition, in this transaction
    if (await finishJadwal(tx, record.jadwalUuid, auth.userId, now))
      await announceJadwal(tx, deps, record.jadwalUuid, 'updated', { publishedOnce: true });
    const [pengajuan] = await tx
      .select({ status: pengajuanSidang.status })
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.uuid, record.pengajuanUuid));
    if (pengajuan?.status === 'dijadwalkan')
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(auth.userId), record.pengajuanUuid, {
        event: 'RECORD_RESULT',
        hasil: keputusan!,
      });
    await onHasilFinal(
      tx,
      { appUrl: deps.notify.appUrl, clock: deps.clock, logger: deps.logger },
      {
        uuid,
        jadwalUuid: record.jadwalUuid,
        pengajuanUuid: record.pengajuanUuid,
        keputusan: keputusan!,
        nilaiAkhir: outcome.nilaiAkhir!,
        huruf: outcome.huruf ?? '',
        byUserId: auth.userId,
      },
    );

    const recipients = await staffRecipients(tx, record.prodiUuid, committee);
    await publish(tx, [...recipients, record.studentId], 'hasil:changed', {
      uuid,
      jadwalUuid: record.jadwalUuid,
      status: 'final',
    });
    await notifyResult(
      tx,
      deps.notify,
      { studentId: record.studentId, others: committee.flatMap((m) => (m.userId ? [m.userId] : [])) },
      `/hasil-sidang-edit/${uuid}`,
      (locale) =>
        finalMessage(locale, {
          judul: record.judul,
          nilaiAkhir: outcome.nilaiAkhir!,
          huruf: outcome.huruf ?? '-',
          keputusan: keputusan!,
          catatanRevisi: keputusan === 'lulus_revisi' ? (body.catatanRevisi?.trim() ?? null) : null,
        }),
    );
  });
  return getHasil(deps, auth, uuid);
}

/** `POST /hasil-sidang/:uuid/revisi-disetujui`: lulus_revisi -> lulus (ketua, a pembimbing or an admin). */
export async function approveRevision(deps: HasilDeps, auth: AuthContext, uuid: string, version: number | undefined) {
  const seen = await findVisibleHasil(deps.db, auth, uuid);
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  await authoriseThenCheckVersion({
    authorise: async () => {
      const committee = (await committeeOf(deps.db, [seen.jadwalUuid])).get(seen.jadwalUuid) ?? [];
      const actor = actorFor(auth, myDosen, committee, await pembimbingUuidsOf(deps.db, seen.pengajuanUuid));
      if (!actor.admin && !actor.ketua && !actor.pembimbing)
        throw forbidden('Only the chair, a supervisor or an admin may approve the revisions.');
    },
    sent: version,
    actual: seen.version,
    stale: staleHasil,
  });
  await withEvents(deps, async (tx) => {
    const record = await lockHasil(tx, uuid, version ?? seen.version);
    const committee = (await committeeOf(tx, [record.jadwalUuid])).get(record.jadwalUuid) ?? [];
    const actor = actorFor(auth, myDosen, committee, await pembimbingUuidsOf(tx, record.pengajuanUuid));
    const snapshot = restoreHasil(record.status, record.keputusan, {
      actor,
      rubricComplete: true,
      scoresComplete: true,
      gradeLulus: record.lulus,
    });
    const refusals = hasilRefusals(snapshot, { type: 'REVISION_APPROVED' });
    if (refusals[0] === 'ROLE') throw forbidden('Only the chair, a supervisor or an admin may approve the revisions.');
    if (refusals.length > 0) throw conflict('NOT_IN_STATE', 'Only a result passed with revisions can be approved.');
    const now = deps.clock.now();
    await tx
      .update(hasilSidang)
      .set({ keputusan: 'lulus', version: record.version + 1, updatedAt: now })
      .where(eq(hasilSidang.uuid, uuid));
    const [pengajuan] = await tx
      .select({ status: pengajuanSidang.status, hasil: pengajuanSidang.hasil })
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.uuid, record.pengajuanUuid));
    if (pengajuan?.status === 'selesai' && pengajuan.hasil === 'lulus_revisi')
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(auth.userId), record.pengajuanUuid, {
        event: 'REVISION_APPROVED',
      });
    const recipients = await staffRecipients(tx, record.prodiUuid, committee);
    await publish(tx, [...recipients, record.studentId], 'hasil:changed', {
      uuid,
      jadwalUuid: record.jadwalUuid,
      status: 'final',
    });
    await notifyResult(
      tx,
      deps.notify,
      { studentId: record.studentId, others: [] },
      `/hasil-sidang-edit/${uuid}`,
      (locale) => revisionApprovedMessage(locale, record.judul),
    );
  });
  return getHasil(deps, auth, uuid);
}

/**
 * Every score ever recorded, oldest first, showing what the row shows (CONTRACT.md Part 3): while
 * `penilaian` a lecturer sees the numbers of their own entries only (the others' entries without
 * `nilai`, `total`, `catatan`); once final all; staff always all; the student, once final, no
 * per-examiner entry at all (the row is not theirs to read before).
 */
export async function hasilHistory(deps: Pick<HasilDeps, 'db'>, auth: AuthContext, uuid: string) {
  const record = await findVisibleHasil(deps.db, auth, uuid);
  const staff = isAdmin(auth) || auth.role === 'koordinator';
  if (record.studentId === auth.userId && !staff) return [];
  const myDosen = staff ? null : await dosenOfUser(deps.db, auth.userId);
  const rows = await deps.db
    .select()
    .from(hasilNilai)
    .where(eq(hasilNilai.hasilUuid, uuid))
    .orderBy(asc(hasilNilai.id));
  return rows.map((r): HasilHistoryEntry => {
    const shown = staff || record.status === 'final' || r.dosenUuid === myDosen;
    return {
      dosenUuid: r.dosenUuid,
      nilai: shown
        ? Object.fromEntries(Object.entries(r.nilai as Record<string, string>).map(([k, v]) => [k, Number(v)]))
        : null,
      total: shown ? toNumber(dec(r.total)) : null,
      catatan: shown ? r.catatan : null,
      by: r.byUserId,
      at: r.at.toISOString(),
      source: r.source as ScoreSource,
      alasan: r.alasan,
    };
  });
}
