import { hasilColumnsOf, nextHasil, noHasilActor, restoreHasil } from '@ujian/machines/hasilSidang';
import {
  mayDecide,
  nextPerubahan,
  type PerubahanActor,
  perubahanRefusals,
  restorePerubahan,
} from '@ujian/machines/perubahanNilai';
import { AppError } from '@ujian/shared/errors';
import {
  dec,
  gradeOf,
  hasilMessages,
  type Keputusan,
  nilaiAkhirOf,
  type PerubahanCreateBody,
  type PerubahanListQuery,
  type PerubahanRow,
  type PerubahanTransitionBody,
  toNumber,
  weightedTotal,
} from '@ujian/shared/hasil';
import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { hasilSidang, perubahanNilai } from '../../db/schema/hasil';
import { jadwalSidang } from '../../db/schema/jadwal';
import { dosen } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { publish } from '../../events/publish';
import { withEvents } from '../../events/with-events';
import { authoriseThenCheckVersion, staleVersionError } from '../../http/stale-version';
import type { AuthContext } from '../auth/auth-context';
import { namaLengkapOf } from '../master/definitions';
import { notify } from '../notifikasi/notify';
import { kindSpecs } from '../pengajuan/kinds';
import { applyPengajuanTransition, systemMover } from '../pengajuan/transition-pengajuan';
import { onHasilChanged } from './finalize-effects';
import { perubahanDecidedMessage, perubahanRequestedMessage } from './hasil-messages';
import {
  activeKomponen,
  activeSkala,
  committeeOf,
  conflict,
  dosenOfUser,
  findVisibleHasil,
  flattenHasil,
  type HasilRecord,
  visibleWhere as hasilVisibleWhere,
  isAdmin,
  komponenOf,
  latestScoresOf,
  selectHasil,
  staffRecipients,
} from './hasil-rows';
import { checkScores, type HasilDeps, recordScores } from './hasil-service';
import { notifyResult } from './notify-result';

const notFound = () => new AppError('NOT_FOUND', 'This score change does not exist.');
const staleRequest = () => staleVersionError('This request was changed meanwhile. Reload and try again.');

const num = (v: string | null) => (v === null ? null : Number(v));
const numbers = (nilai: unknown) =>
  Object.fromEntries(Object.entries(nilai as Record<string, string>).map(([k, v]) => [k, Number(v)]));

/** Perubahan rows with the names and the prodi their bodies and filters need. */
export function selectPerubahan(db: Db) {
  return db
    .select({
      row: perubahanNilai,
      dosenNama: dosen.nama,
      gelarDepan: dosen.gelarDepan,
      gelarBelakang: dosen.gelarBelakang,
      studentId: pengajuanSidang.userId,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
      judul: pengajuanSidang.judul,
      prodiUuid: jadwalSidang.prodiUuid,
    })
    .from(perubahanNilai)
    .innerJoin(dosen, eq(dosen.uuid, perubahanNilai.dosenUuid))
    .innerJoin(hasilSidang, eq(hasilSidang.uuid, perubahanNilai.hasilUuid))
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .$dynamic();
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectPerubahan>['execute']>>[number];

export function perubahanBody(r: Selected): PerubahanRow {
  const p = r.row;
  return {
    uuid: p.uuid,
    hasilUuid: p.hasilUuid,
    dosenUuid: p.dosenUuid,
    dosenNama: namaLengkapOf({ nama: r.dosenNama, gelarDepan: r.gelarDepan, gelarBelakang: r.gelarBelakang }),
    mahasiswa: { id: r.studentId, fullName: r.fullName, nomorInduk: r.nomorInduk },
    judul: r.judul,
    nilaiLama: numbers(p.nilaiLama),
    nilaiBaru: numbers(p.nilaiBaru),
    totalLama: toNumber(dec(p.totalLama)),
    totalBaru: toNumber(dec(p.totalBaru)),
    nilaiAkhirLama: num(p.nilaiAkhirLama),
    hurufLama: p.hurufLama,
    nilaiAkhirBaru: num(p.nilaiAkhirBaru),
    hurufBaru: p.hurufBaru,
    alasan: p.alasan,
    status: p.status as PerubahanRow['status'],
    note: p.note,
    requestedBy: p.requestedBy,
    decidedBy: p.decidedBy,
    decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

/**
 * A request is part of the result it changes: whoever reads that hasil reads it (the hasil's own
 * visibility, CASL rules in SQL), and so does whoever asked for it. Not the student: a request holds
 * one examiner's numbers, which the student's history of the result leaves out too.
 */
function visibleWhere(auth: AuthContext, myDosen: string | null): SQL | undefined {
  return or(
    and(hasilVisibleWhere(auth, myDosen), ne(pengajuanSidang.userId, auth.userId)),
    eq(perubahanNilai.requestedBy, auth.userId),
  );
}

export async function listPerubahan(deps: Pick<HasilDeps, 'db'>, auth: AuthContext, query: PerubahanListQuery) {
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const where = and(
    visibleWhere(auth, myDosen),
    query.status ? eq(perubahanNilai.status, query.status) : undefined,
    query.hasilUuid ? eq(perubahanNilai.hasilUuid, query.hasilUuid) : undefined,
  );
  const [total] = await deps.db
    .select({ n: count() })
    .from(perubahanNilai)
    .innerJoin(hasilSidang, eq(hasilSidang.uuid, perubahanNilai.hasilUuid))
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .where(where);
  const rows = await selectPerubahan(deps.db)
    .where(where)
    .orderBy(sql`case when ${perubahanNilai.status} = 'diajukan' then 0 else 1 end`, desc(perubahanNilai.createdAt))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { data: rows.map(perubahanBody), total: Number(total?.n ?? 0), page: query.page, perPage: query.perPage };
}

export async function getPerubahan(deps: Pick<HasilDeps, 'db'>, auth: AuthContext, uuid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw notFound();
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const [found] = await selectPerubahan(deps.db).where(and(eq(perubahanNilai.uuid, uuid), visibleWhere(auth, myDosen)));
  if (!found) throw notFound();
  return perubahanBody(found);
}

/** `POST /hasil-sidang/:uuid/perubahan-nilai`: that examiner or an admin asks to change a final score. */
export async function createPerubahan(
  deps: HasilDeps,
  auth: AuthContext,
  hasilUuid: string,
  body: PerubahanCreateBody,
) {
  const seen = await findVisibleHasil(deps.db, auth, hasilUuid);
  const myDosen = await dosenOfUser(deps.db, auth.userId);
  const committee = (await committeeOf(deps.db, [seen.jadwalUuid])).get(seen.jadwalUuid) ?? [];
  if (!committee.some((m) => m.dosenUuid === body.dosenUuid))
    throw new AppError('VALIDATION_FAILED', 'This lecturer is not on the committee of this sidang.', {
      fields: { dosenUuid: 'This lecturer is not on the committee of this sidang.' },
    });
  if (myDosen !== body.dosenUuid && !isAdmin(auth))
    throw new AppError('FORBIDDEN', 'Only that examiner or an admin may ask to change these scores.');
  if (seen.status !== 'final')
    throw conflict('NOT_IN_STATE', 'Scores can be changed directly until the result is final.');
  const komponen = komponenOf(seen, []);
  const nilaiBaru = checkScores(body.nilai, komponen);

  const uuid = await withEvents(deps, async (tx) => {
    const [open] = await tx
      .select({ uuid: perubahanNilai.uuid })
      .from(perubahanNilai)
      .where(
        and(
          eq(perubahanNilai.hasilUuid, hasilUuid),
          eq(perubahanNilai.dosenUuid, body.dosenUuid),
          eq(perubahanNilai.status, 'diajukan'),
        ),
      );
    if (open) throw conflict('OPEN_REQUEST_EXISTS', 'A change of these scores is already waiting for a decision.');
    const scores = (await latestScoresOf(tx, [hasilUuid])).get(hasilUuid) ?? new Map();
    const old = scores.get(body.dosenUuid);
    const nilaiLama = old?.nilai ?? {};
    const totals = committee.map((m) =>
      weightedTotal(m.dosenUuid === body.dosenUuid ? nilaiBaru : (scores.get(m.dosenUuid)?.nilai ?? {}), komponen),
    );
    const nilaiAkhirBaru = nilaiAkhirOf(totals);
    const grade = nilaiAkhirBaru ? gradeOf(nilaiAkhirBaru, await activeSkala(tx)) : null;
    const [row] = await tx
      .insert(perubahanNilai)
      .values({
        hasilUuid,
        dosenUuid: body.dosenUuid,
        nilaiLama,
        nilaiBaru,
        totalLama: weightedTotal(nilaiLama, komponen).toFixed(4),
        totalBaru: weightedTotal(nilaiBaru, komponen).toFixed(4),
        nilaiAkhirLama: seen.nilaiAkhir,
        hurufLama: seen.huruf,
        nilaiAkhirBaru: nilaiAkhirBaru?.toFixed(2) ?? null,
        hurufBaru: grade?.huruf ?? null,
        alasan: body.alasan,
        requestedBy: auth.userId,
        createdAt: deps.clock.now(),
      })
      .returning({ uuid: perubahanNilai.uuid });
    // the approvers: admins and the prodi's koordinator
    const approvers = (await staffRecipients(tx, seen.prodiUuid, [])).filter((id) => id !== auth.userId);
    const nama = committee.find((m) => m.dosenUuid === body.dosenUuid)?.nama ?? '';
    await notify(tx, deps.notify, approvers, {
      topic: 'hasil',
      link: `/hasil-sidang-edit/perubahan-nilai/${row!.uuid}`,
      localized: (locale) => perubahanRequestedMessage(locale, seen.judul, nama),
    });
    return row!.uuid;
  });
  return getPerubahan(deps, auth, uuid);
}

/** The keputusan after an approved change: the one given (through the hasil machine), else the current one. */
function changedKeputusan(record: HasilRecord, given: Keputusan | undefined, gradeLulus: boolean | null) {
  const current = record.keputusan as Keputusan | null;
  if (!given || given === current || record.status !== 'final') return current;
  const snapshot = restoreHasil(record.status, current, {
    actor: { ...noHasilActor, system: true },
    rubricComplete: true,
    scoresComplete: true,
    gradeLulus,
  });
  return hasilColumnsOf(nextHasil(snapshot, { type: 'CHANGE_APPLIED', keputusan: given })).keputusan;
}

/**
 * What a changed final result carries along, in the approval's transaction: the pengajuan's recorded
 * result follows a new keputusan (`RESULT_CHANGED`, with its history row, events and the student's
 * notification), and the SKTMT follows the new figures (revoked, issued or replaced).
 */
async function followChangedResult(
  tx: Db,
  deps: HasilDeps,
  record: HasilRecord,
  change: {
    keputusan: Keputusan | null;
    outcome: { nilaiAkhir: string | null; huruf: string | null };
    byUserId: number;
  },
) {
  if (record.status !== 'final' || !change.keputusan || !change.outcome.nilaiAkhir) return;
  if (change.keputusan !== record.keputusan) {
    const [pengajuan] = await tx
      .select({ status: pengajuanSidang.status, hasil: pengajuanSidang.hasil })
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.uuid, record.pengajuanUuid));
    if (pengajuan?.status === 'selesai' && pengajuan.hasil !== change.keputusan)
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(change.byUserId), record.pengajuanUuid, {
        event: 'RESULT_CHANGED',
        hasil: change.keputusan,
      });
  }
  await onHasilChanged(
    tx,
    { appUrl: deps.notify.appUrl, clock: deps.clock },
    {
      keputusan: record.keputusan as Keputusan,
      nilaiAkhir: record.nilaiAkhir ?? '',
      huruf: record.huruf ?? '',
    },
    {
      uuid: record.uuid,
      jadwalUuid: record.jadwalUuid,
      pengajuanUuid: record.pengajuanUuid,
      keputusan: change.keputusan,
      nilaiAkhir: change.outcome.nilaiAkhir,
      huruf: change.outcome.huruf ?? '',
      byUserId: change.byUserId,
    },
  );
}

/** Who decides a request: an admin, or the koordinator of the sidang's prodi; never its requester. */
async function perubahanActorOf(
  db: Db,
  auth: AuthContext,
  requestedBy: number | null,
  prodiUuid: string | null,
): Promise<PerubahanActor> {
  const [me] = await db
    .select({ prodiUuid: profiles.prodiUuid })
    .from(profiles)
    .where(eq(profiles.userId, auth.userId));
  return {
    role: isAdmin(auth) ? 'admin' : auth.role === 'koordinator' ? 'koordinator' : 'other',
    ofProdi: prodiUuid !== null && me?.prodiUuid === prodiUuid,
    isRequester: requestedBy === auth.userId,
  };
}

function refuseActor(actor: PerubahanActor): void {
  if (actor.isRequester) throw new AppError('FORBIDDEN', 'You may not decide your own request.');
  if (!mayDecide(actor)) throw new AppError('FORBIDDEN', 'Only an admin or the koordinator of the prodi may decide.');
}

/**
 * `POST /perubahan-nilai/:uuid/transitions`: APPROVE writes the new scores into the history and
 * recomputes the final score and grade (a pass/fail flip needs the new `keputusan`); REJECT needs a note.
 */
export async function transitionPerubahan(
  deps: HasilDeps,
  auth: AuthContext,
  uuid: string,
  body: PerubahanTransitionBody,
) {
  const seen = await getPerubahan(deps, auth, uuid);
  await authoriseThenCheckVersion({
    authorise: async () => {
      const [hasil] = await selectHasil(deps.db).where(eq(hasilSidang.uuid, seen.hasilUuid));
      refuseActor(await perubahanActorOf(deps.db, auth, seen.requestedBy, hasil?.prodiUuid ?? null));
    },
    sent: body.version,
    actual: seen.version,
    stale: staleRequest,
  });
  if (body.event === 'REJECT' && !body.note?.trim())
    throw new AppError('VALIDATION_FAILED', hasilMessages.noteRequired, {
      fields: { note: hasilMessages.noteRequired },
    });

  await withEvents(deps, async (tx) => {
    const [p] = await tx.select().from(perubahanNilai).where(eq(perubahanNilai.uuid, uuid)).for('update');
    if (!p || (body.version !== undefined && p.version !== body.version) || p.version !== seen.version)
      throw staleRequest();
    await tx
      .select({ uuid: hasilSidang.uuid })
      .from(hasilSidang)
      .where(eq(hasilSidang.uuid, p.hasilUuid))
      .for('update');
    const [found] = await selectHasil(tx).where(eq(hasilSidang.uuid, p.hasilUuid));
    const record = flattenHasil(found!);
    const actor = await perubahanActorOf(tx, auth, p.requestedBy, record.prodiUuid);
    const komponen = komponenOf(record, await activeKomponen(tx));
    const committee = (await committeeOf(tx, [record.jadwalUuid])).get(record.jadwalUuid) ?? [];
    const scores = (await latestScoresOf(tx, [record.uuid])).get(record.uuid) ?? new Map();
    const nilaiBaru = p.nilaiBaru as Record<string, string>;
    const totals = committee.map((m) =>
      weightedTotal(m.dosenUuid === p.dosenUuid ? nilaiBaru : (scores.get(m.dosenUuid)?.nilai ?? {}), komponen),
    );
    const nilaiAkhir = nilaiAkhirOf(totals);
    const grade = nilaiAkhir ? gradeOf(nilaiAkhir, await activeSkala(tx)) : null;
    const flips = grade !== null && record.lulus !== null && grade.lulus !== record.lulus;
    const snapshot = restorePerubahan(p.status, { actor, keputusanRequired: flips });
    const event =
      body.event === 'APPROVE'
        ? { type: 'APPROVE' as const, note: body.note, keputusan: body.keputusan }
        : { type: 'REJECT' as const, note: body.note };
    const refusals = perubahanRefusals(snapshot, event);
    if (refusals.length > 0) {
      const [first] = refusals;
      if (first === 'OWN_REQUEST' || first === 'ROLE') refuseActor(actor);
      if (first === 'NOTE_REQUIRED')
        throw new AppError('VALIDATION_FAILED', hasilMessages.noteRequired, {
          fields: { note: hasilMessages.noteRequired },
        });
      if (first === 'KEPUTUSAN_REQUIRED')
        throw new AppError('VALIDATION_FAILED', 'The change turns pass into fail or back: give the new keputusan.', {
          fields: { keputusan: 'The change turns pass into fail or back: give the new keputusan.' },
        });
      throw conflict('NOT_IN_STATE', 'This request is already decided.');
    }
    if (body.event === 'APPROVE' && grade && !grade.lulus && body.keputusan && body.keputusan !== 'tidak_lulus')
      throw new AppError('VALIDATION_FAILED', 'A failing grade allows only tidak_lulus.', {
        fields: { keputusan: 'A failing grade allows only tidak_lulus.' },
      });
    const to = String(nextPerubahan(snapshot, event).value);
    const now = deps.clock.now();
    await tx
      .update(perubahanNilai)
      .set({
        status: to,
        note: body.note?.trim() || null,
        keputusan: body.keputusan ?? null,
        decidedBy: auth.userId,
        decidedAt: now,
        version: p.version + 1,
      })
      .where(eq(perubahanNilai.uuid, uuid));
    let outcome: { nilaiAkhir: string | null; huruf: string | null } = { nilaiAkhir: null, huruf: null };
    let keputusan = record.keputusan as Keputusan | null;
    if (to === 'disetujui') {
      keputusan = changedKeputusan(record, body.keputusan, grade?.lulus ?? null);
      outcome = await recordScores(
        tx,
        record,
        {
          dosenUuid: p.dosenUuid,
          nilai: nilaiBaru,
          komponen,
          catatan: null,
          source: 'perubahan',
          alasan: p.alasan,
          byUserId: auth.userId,
          at: now,
        },
        committee,
        keputusan === record.keputusan
          ? {}
          : {
              keputusan,
              catatanRevisi: keputusan === 'lulus_revisi' ? (record.catatanRevisi ?? body.note?.trim() ?? null) : null,
            },
      );
      await followChangedResult(tx, deps, record, { keputusan, outcome, byUserId: auth.userId });
    }
    const recipients = await staffRecipients(tx, record.prodiUuid, committee);
    await publish(tx, to === 'disetujui' ? [...recipients, record.studentId] : recipients, 'hasil:changed', {
      uuid: record.uuid,
      jadwalUuid: record.jadwalUuid,
      status: record.status,
    });
    const examiner = committee.find((m) => m.dosenUuid === p.dosenUuid)?.userId;
    const others = [...(examiner ? [examiner] : []), ...(p.requestedBy ? [p.requestedBy] : [])];
    await notifyResult(
      tx,
      deps.notify,
      { studentId: record.studentId, others },
      `/hasil-sidang-edit/perubahan-nilai/${uuid}`,
      (locale) =>
        perubahanDecidedMessage(locale, {
          judul: record.judul,
          approved: to === 'disetujui',
          nilaiAkhir: outcome.nilaiAkhir,
          huruf: outcome.huruf,
          note: body.note?.trim() || null,
          keputusan: keputusan !== record.keputusan ? keputusan : null,
        }),
    );
  });
  return getPerubahan(deps, auth, uuid);
}
