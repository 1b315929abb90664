import { AppError } from '@ujian/shared/errors';
import type { SuratJenis } from '@ujian/shared/surat';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hasilSidang } from '../../db/schema/hasil';
import { jadwalSidang } from '../../db/schema/jadwal';
import { surat } from '../../db/schema/surat';
import { type IssueDeps, type IssuedSurat, issueSurat } from './issue-surat';
import type { LetterInput } from './templates';

type Ref = { jadwalUuid?: string; pengajuanUuid?: string; from?: string; to?: string };

const notInState = (message: string) => new AppError('CONFLICT', message, { fields: { reason: 'NOT_IN_STATE' } });

/**
 * Why a revoked letter may not be issued again now, if it may not: a letter of its jenis is in force
 * for the same sidang (a reschedule issued one), the sidang was cancelled, or an SKTMT's result is no
 * longer a final pass.
 */
async function refusal(tx: Db, jenis: SuratJenis, ref: Ref): Promise<AppError | undefined> {
  const key = jenis === 'surat-tugas-pembimbing' ? 'pengajuanUuid' : 'jadwalUuid';
  const refValue = ref[key];
  if (jenis !== 'nota-dinas' && refValue) {
    const [live] = await tx
      .select({ uuid: surat.uuid })
      .from(surat)
      .where(and(eq(surat.jenis, jenis), eq(surat.status, 'terbit'), sql`${surat.ref} ->> ${key} = ${refValue}`));
    if (live)
      return new AppError('CONFLICT', 'Another letter of this kind is in force for this sidang.', {
        fields: { reason: 'IN_FORCE' },
      });
  }
  if ((jenis === 'surat-tugas' || jenis === 'sktmt') && ref.jadwalUuid) {
    const [jadwal] = await tx
      .select({ status: jadwalSidang.status })
      .from(jadwalSidang)
      .where(eq(jadwalSidang.uuid, ref.jadwalUuid));
    if (!jadwal || jadwal.status === 'dibatalkan') return notInState('The sidang of this letter was cancelled.');
  }
  if (jenis === 'sktmt' && ref.jadwalUuid) {
    const [hasil] = await tx
      .select({ status: hasilSidang.status, keputusan: hasilSidang.keputusan })
      .from(hasilSidang)
      .where(eq(hasilSidang.jadwalUuid, ref.jadwalUuid));
    if (hasil?.status !== 'final' || hasil.keputusan !== 'lulus')
      return notInState('The result of this sidang is no longer a final pass.');
  }
  return undefined;
}

/**
 * Issues a revoked letter again: the same facts, recipients and subject under a new number and code,
 * dated today with today's letterhead; the revoked letter stays `dicabut` and names the new one in
 * `replacedBy` (so it is re-issued once).
 */
export async function reissueSurat(
  db: Db,
  deps: IssueDeps,
  uuid: string,
  version: number,
  byUserId: number,
): Promise<IssuedSurat> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.select().from(surat).where(eq(surat.uuid, uuid)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Letter not found.');
    if (row.status !== 'dicabut') throw notInState('Only a revoked letter can be issued again.');
    if (row.replacedBy) throw notInState('This letter was already issued again.');
    if (row.version !== version)
      throw new AppError('CONFLICT', 'The letter was changed meanwhile. Reload it.', {
        fields: { reason: 'STALE_VERSION' },
      });
    const jenis = row.jenis as SuratJenis;
    const ref = (row.ref ?? {}) as Ref;
    const refused = await refusal(tx, jenis, ref);
    if (refused) throw refused;
    const snapshot = row.snapshot as LetterInput;
    const issued = await issueSurat(tx, deps, jenis, {
      facts: snapshot.facts,
      perihal: row.perihal,
      penerima: row.penerima as { nama: string; peran: string }[],
      ref,
      dosenUuids: row.dosenUuids as string[],
      userIds: row.userIds as number[],
      prodiUuid: row.prodiUuid,
      createdBy: byUserId,
    });
    await tx
      .update(surat)
      .set({ replacedBy: issued.uuid, version: sql`${surat.version} + 1` })
      .where(and(eq(surat.uuid, row.uuid), ne(surat.status, 'terbit')));
    return issued;
  });
}
