import { AppError } from '@ujian/shared/errors';
import type { Clash, JadwalRow, KomiteSeat } from '@ujian/shared/jadwal';
import type { AutoPlanned } from '@ujian/shared/jadwal-auto';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jadwalHistory, jadwalSidang } from '../../../db/schema/jadwal';
import { jadwalAutoRun } from '../../../db/schema/jadwal-auto';
import { dosen, ruangan } from '../../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../../db/schema/pengajuan';
import { withEvents } from '../../../events/with-events';
import type { AuthContext } from '../../auth/auth-context';
import { checkJadwal, slotOf } from '../check-jadwal';
import { announceJadwal, type JadwalDeps } from '../jadwal-effects';
import { jadwalBody } from '../jadwal-rows';
import { replaceKomite } from '../save-jadwal';
import type { AutoRunRow } from './auto-runs';

type Drafts = Record<string, { jadwalUuid: string; version: number } | null>;

const changed = (message: string, pengajuanUuid: string): Clash & { pengajuanUuid: string } => ({
  code: 'CHANGED',
  message,
  pengajuanUuid,
});

/**
 * `POST .../auto-runs/:runId/apply`: the chosen part of a plan becomes draft jadwal rows (or fills the
 * drafts the run read), in ONE transaction, every row checked against the hard rules as it is written
 * (so against the world now and against the rows before it). Any clash, or a draft changed since the
 * run, refuses the whole apply with `409 SCHEDULE_CLASH`; a run applies once (`ALREADY_APPLIED`). The soft
 * rules' warnings (`DOSEN_LOAD`) come back with the rows, each naming its pengajuan.
 */
export async function applyAutoRun(
  deps: JadwalDeps,
  auth: AuthContext,
  run: AutoRunRow,
  pengajuanUuids: string[] | undefined,
): Promise<{ created: JadwalRow[]; updated: JadwalRow[]; warnings: Array<Clash & { pengajuanUuid: string }> }> {
  if (run.status === 'running' || run.status === 'queued')
    throw new AppError('CONFLICT', 'The run is still working.', { fields: { reason: 'NOT_FINISHED' } });
  if (run.appliedAt) throw alreadyApplied();
  const plan = ((run.result as { planned?: AutoPlanned[] } | null)?.planned ?? []).filter(
    (p) => !pengajuanUuids || pengajuanUuids.includes(p.pengajuanUuid),
  );
  if (pengajuanUuids?.some((uuid) => !plan.some((p) => p.pengajuanUuid === uuid)))
    throw new AppError('VALIDATION_FAILED', 'Some pengajuan are not in the plan of this run.', {
      fields: { pengajuanUuids: 'Only pengajuan the run planned can be applied.' },
    });
  if (plan.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Nothing to apply.', {
      fields: { pengajuanUuids: 'Choose at least one.' },
    });
  const drafts = run.drafts as Drafts;

  const written = await withEvents(deps, async (tx) => {
    // only the first apply of a run gets past this row
    const claimed = await tx
      .update(jadwalAutoRun)
      .set({ appliedAt: deps.clock.now() })
      .where(and(eq(jadwalAutoRun.uuid, run.uuid), isNull(jadwalAutoRun.appliedAt)))
      .returning({ uuid: jadwalAutoRun.uuid });
    if (claimed.length === 0) throw alreadyApplied();
    await lockEverything(tx, plan);

    const clashes: Array<Clash & { pengajuanUuid: string }> = [];
    const warnings: Array<Clash & { pengajuanUuid: string }> = [];
    const created: string[] = [];
    const updated: string[] = [];
    for (const p of plan) {
      const komite = p.komite as KomiteSeat[];
      const placement = {
        pengajuanUuid: p.pengajuanUuid,
        tanggal: p.tanggal,
        waktuUjianUuid: p.waktuUjianUuid,
        ruanganUuid: p.ruanganUuid,
        onlineUrl: null,
        komite,
      };
      const draft = drafts[p.pengajuanUuid] ?? null;
      const stale = await staleReason(tx, p.pengajuanUuid, draft);
      if (stale) {
        clashes.push(changed(stale, p.pengajuanUuid));
        continue;
      }
      const result = await checkJadwal(tx, { ...placement, uuid: draft?.jadwalUuid }, { now: deps.clock.now() });
      if (!result.ok) {
        clashes.push(...result.clashes.map((c) => ({ ...c, pengajuanUuid: p.pengajuanUuid })));
        continue;
      }
      // soft rules (a lecturer over the daily maximum, e.g. after rows written since the run) are told, not refused
      warnings.push(...result.warnings.map((w) => ({ ...w, pengajuanUuid: p.pengajuanUuid })));
      const slot = await slotOf(tx, p.tanggal, p.waktuUjianUuid);
      const now = deps.clock.now();
      const values = {
        tanggal: p.tanggal,
        waktuUjianUuid: p.waktuUjianUuid,
        mulai: slot.mulai,
        selesai: slot.selesai,
        ruanganUuid: p.ruanganUuid,
        updatedAt: now,
      };
      let jadwalUuid: string;
      if (draft) {
        jadwalUuid = draft.jadwalUuid;
        await tx
          .update(jadwalSidang)
          .set({ ...values, version: draft.version + 1 })
          .where(eq(jadwalSidang.uuid, jadwalUuid));
        updated.push(jadwalUuid);
      } else {
        const [pengajuan] = await tx
          .select({ prodiUuid: pengajuanSidang.prodiUuid })
          .from(pengajuanSidang)
          .where(eq(pengajuanSidang.uuid, p.pengajuanUuid));
        const [row] = await tx
          .insert(jadwalSidang)
          .values({
            ...values,
            pengajuanUuid: p.pengajuanUuid,
            prodiUuid: pengajuan?.prodiUuid ?? null,
            createdBy: auth.userId,
            createdAt: now,
          })
          .returning({ uuid: jadwalSidang.uuid });
        jadwalUuid = (row as { uuid: string }).uuid;
        created.push(jadwalUuid);
      }
      await replaceKomite(tx, jadwalUuid, komite);
      await tx.insert(jadwalHistory).values({
        jadwalUuid,
        fromStatus: draft ? 'draft' : null,
        toStatus: 'draft',
        event: draft ? 'UPDATE' : 'CREATE',
        byUserId: auth.userId,
        note: 'Automatic scheduling',
        changes: {
          autoRun: run.uuid,
          tanggal: p.tanggal,
          waktuUjianUuid: p.waktuUjianUuid,
          ruanganUuid: p.ruanganUuid,
          komite,
        },
        at: now,
      });
      await announceJadwal(tx, deps, jadwalUuid, draft ? 'updated' : 'created', { publishedOnce: false });
    }
    if (clashes.length > 0)
      throw new AppError(
        'SCHEDULE_CLASH',
        'The plan no longer fits: the schedule changed since the run. Run it again.',
        {
          extra: { clashes },
        },
      );
    return { created, updated, warnings };
  });
  return {
    created: await Promise.all(written.created.map((uuid) => jadwalBody(deps.db, uuid, auth))),
    updated: await Promise.all(written.updated.map((uuid) => jadwalBody(deps.db, uuid, auth))),
    warnings: written.warnings,
  };
}

const alreadyApplied = () =>
  new AppError('CONFLICT', 'This plan has already been applied.', { fields: { reason: 'ALREADY_APPLIED' } });

/** Why a planned pengajuan can no longer take its plan: it moved on, got a jadwal, or its draft changed. */
async function staleReason(
  tx: Db,
  pengajuanUuid: string,
  draft: { jadwalUuid: string; version: number } | null,
): Promise<string | undefined> {
  const [pengajuan] = await tx
    .select({ status: pengajuanSidang.status })
    .from(pengajuanSidang)
    .where(eq(pengajuanSidang.uuid, pengajuanUuid))
    .for('update');
  if (pengajuan?.status !== 'diverifikasi') return 'The pengajuan is no longer waiting for a schedule.';
  const live = await tx
    .select({
      uuid: jadwalSidang.uuid,
      status: jadwalSidang.status,
      version: jadwalSidang.version,
      locked: jadwalSidang.locked,
    })
    .from(jadwalSidang)
    .where(and(eq(jadwalSidang.pengajuanUuid, pengajuanUuid), ne(jadwalSidang.status, 'dibatalkan')))
    .for('update');
  const [current] = live;
  if (!draft) return current ? 'A schedule was made for this pengajuan since the run.' : undefined;
  if (
    !current ||
    current.uuid !== draft.jadwalUuid ||
    current.status !== 'draft' ||
    current.version !== draft.version ||
    current.locked
  )
    return 'Its draft schedule was changed since the run.';
  return undefined;
}

/** Every room and lecturer of the plan locked in one order (rooms, then dosen by uuid), as every writer does. */
async function lockEverything(tx: Db, plan: AutoPlanned[]): Promise<void> {
  const rooms = [...new Set(plan.map((p) => p.ruanganUuid))].sort();
  if (rooms.length)
    await tx
      .select({ uuid: ruangan.uuid })
      .from(ruangan)
      .where(inArray(ruangan.uuid, rooms))
      .orderBy(asc(ruangan.uuid))
      .for('update');
  const pembimbing = await tx
    .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
    .from(pengajuanPembimbing)
    .where(
      and(
        eq(pengajuanPembimbing.kind, 'sidang'),
        inArray(
          pengajuanPembimbing.pengajuanUuid,
          plan.map((p) => p.pengajuanUuid),
        ),
      ),
    );
  const people = [
    ...new Set([...plan.flatMap((p) => p.komite.map((k) => k.dosenUuid)), ...pembimbing.map((p) => p.dosenUuid)]),
  ];
  if (people.length)
    await tx
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(inArray(dosen.uuid, people))
      .orderBy(asc(dosen.uuid))
      .for('update');
}
