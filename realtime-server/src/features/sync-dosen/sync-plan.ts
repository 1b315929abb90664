import type { DosenSourceRow, FieldDiff, SyncPreview, SyncReport } from '@ujian/shared/sync-dosen';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, prodi } from '../../db/schema/master';
import { recordAudit } from '../audit/record-audit';
import type { SourceError } from './read-source';

type SourceRow = DosenSourceRow & { row: number };
type DosenRecord = typeof dosen.$inferSelect;
/** undefined: the source has no such column, the stored value stays */
type DosenValues = { nama: string } & {
  [K in 'nip' | 'gelarDepan' | 'gelarBelakang' | 'email' | 'phone' | 'prodiUuid']?: DosenRecord[K];
};

/** What applying a source would do to the dosen table right now. */
export type SyncPlan = {
  add: Array<{ source: SourceRow; values: DosenValues & { nidn: string } }>;
  change: Array<{ current: DosenRecord; changes: FieldDiff[]; values: DosenValues & { active: boolean } }>;
  deactivate: DosenRecord[];
  unchanged: number;
  errors: SourceError[];
};

const compared = ['nama', 'nip', 'gelarDepan', 'gelarBelakang', 'email', 'phone'] as const;

/**
 * Compares source rows with the stored lecturers by NIDN. A known NIDN with other values is a
 * change (an inactive one found again is reactivated); one the source no longer lists is
 * deactivated (never deleted: it may sit on committees and in history) when `deactivateMissing`.
 */
export async function planSync(db: Db, rows: SourceRow[], deactivateMissing: boolean): Promise<SyncPlan> {
  const prodiRows = await db.select({ uuid: prodi.uuid, kode: prodi.kode }).from(prodi);
  const prodiByKode = new Map(prodiRows.map((p) => [p.kode.toLowerCase(), p]));
  const prodiKodeByUuid = new Map(prodiRows.map((p) => [p.uuid, p.kode]));
  const stored = await db.select().from(dosen);
  const byNidn = new Map(stored.map((d) => [d.nidn, d]));

  const plan: SyncPlan = { add: [], change: [], deactivate: [], unchanged: 0, errors: [] };
  const inSource = new Set<string>();
  for (const source of rows) {
    inSource.add(source.nidn);
    let prodiUuid: string | null | undefined = source.prodiKode === undefined ? undefined : null;
    if (source.prodiKode) {
      const found = prodiByKode.get(source.prodiKode.toLowerCase());
      if (!found) {
        plan.errors.push({ row: source.row, field: 'prodiKode', message: `Unknown prodi code ${source.prodiKode}.` });
        continue;
      }
      prodiUuid = found.uuid;
    }
    const values: DosenValues = {
      nama: source.nama,
      nip: source.nip,
      gelarDepan: source.gelarDepan,
      gelarBelakang: source.gelarBelakang,
      email: source.email,
      phone: source.phone,
      prodiUuid,
    };
    const current = byNidn.get(source.nidn);
    if (!current) {
      plan.add.push({ source, values: { ...values, nidn: source.nidn } });
      continue;
    }
    const changes: FieldDiff[] = compared
      .filter((field) => values[field] !== undefined && (current[field] ?? null) !== values[field])
      .map((field) => ({ field, from: current[field] ?? null, to: values[field] ?? null }));
    if (prodiUuid !== undefined && current.prodiUuid !== prodiUuid)
      changes.push({
        field: 'prodi',
        from: current.prodiUuid ? (prodiKodeByUuid.get(current.prodiUuid) ?? null) : null,
        to: source.prodiKode ?? null,
      });
    if (!current.active) changes.push({ field: 'active', from: 'false', to: 'true' });
    if (changes.length > 0) plan.change.push({ current, changes, values: { ...values, active: true } });
    else plan.unchanged++;
  }
  if (deactivateMissing) plan.deactivate = stored.filter((d) => d.active && !inSource.has(d.nidn));
  return plan;
}

export function previewOf(plan: SyncPlan): Pick<SyncPreview, 'toAdd' | 'toChange' | 'toDeactivate' | 'unchanged'> {
  return {
    toAdd: plan.add.map((a) => ({ nidn: a.values.nidn, nama: a.values.nama, prodiKode: a.source.prodiKode ?? null })),
    toChange: plan.change.map((c) => ({
      uuid: c.current.uuid,
      nidn: c.current.nidn,
      nama: c.current.nama,
      changes: c.changes,
    })),
    toDeactivate: plan.deactivate.map((d) => ({ uuid: d.uuid, nidn: d.nidn, nama: d.nama })),
    unchanged: plan.unchanged,
  };
}

/** Writes a plan inside the caller's transaction, one audit row per lecturer touched. */
export async function executePlan(tx: Db, plan: SyncPlan, actorId: number, now: Date): Promise<SyncReport> {
  const audit = (entityId: string, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId, entity: 'dosen', entityId, action, before, after, at: now });
  for (const item of plan.add) {
    const [created] = await tx
      .insert(dosen)
      .values({ ...item.values, createdAt: now, updatedAt: now })
      .returning();
    await audit(created!.uuid, 'sync-create', null, created);
  }
  for (const item of plan.change) {
    const [updated] = await tx
      .update(dosen)
      .set({ ...item.values, updatedAt: now })
      .where(eq(dosen.uuid, item.current.uuid))
      .returning();
    await audit(item.current.uuid, 'sync-update', item.current, updated);
  }
  for (const row of plan.deactivate) {
    const [updated] = await tx
      .update(dosen)
      .set({ active: false, updatedAt: now })
      .where(eq(dosen.uuid, row.uuid))
      .returning();
    await audit(row.uuid, 'sync-deactivate', row, updated);
  }
  return {
    added: plan.add.length,
    changed: plan.change.length,
    deactivated: plan.deactivate.length,
    unchanged: plan.unchanged,
  };
}
