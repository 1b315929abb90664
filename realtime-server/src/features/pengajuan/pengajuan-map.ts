import type { Pengajuan } from '@ujian/shared/pengajuan';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/auth-context';
import { namaLengkapOf } from '../master/definitions';
import type { KindSpec } from './kinds';
import { allowedEventsOf } from './machine-adapter';
import { loadFacts, mayChange, type PengajuanRowWithNames } from './pengajuan-read';

// Row -> API shape. The queries it needs live in pengajuan-read.ts; this module only reads through them.

/** The API body of each row (CONTRACT.md: with `requiredDocuments` and `berkas`); facts mostly cached. */
export async function toBodies(
  db: Db,
  spec: KindSpec,
  rows: PengajuanRowWithNames[],
  auth: AuthContext,
  now: Date,
): Promise<Pengajuan[]> {
  if (rows.length === 0) return [];
  const uploaded = rows.flatMap((r) => r.berkasList.map((b) => ({ pengajuanUuid: r.uuid, jenis: b.jenis })));
  const facts = await loadFacts(db, spec, rows, now, { uploaded: Promise.resolve(uploaded) });
  return rows.map((row) => {
    const f = facts.get(row.uuid)!;
    const pembimbing = row.pembimbingList.map((s) => ({
      uuid: s.uuid,
      nama: namaLengkapOf(s),
      nidn: s.nidn,
    }));
    return {
      uuid: row.uuid,
      kind: spec.kind,
      userId: row.userId,
      mahasiswa: { id: row.userId, fullName: row.fullName, nomorInduk: row.nomorInduk },
      prodiUuid: row.prodiUuid,
      prodiNama: row.prodiNama,
      periodeUuid: row.periodeUuid,
      judul: row.judul,
      pembimbingIds: pembimbing.map((p) => p.uuid),
      pembimbing,
      status: row.status,
      hasil: (row.hasil as Pengajuan['hasil']) ?? null,
      lastNote: row.lastNote,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      retribusiId: row.retribusiId,
      assetId: row.assetId,
      permohonanId: row.permohonanId,
      permohonanAssetId: row.permohonanAssetId,
      pradesainId: row.pradesainId,
      pelaksanaanId: row.pelaksanaanId,
      uraianPekerjaanId: row.uraianPekerjaanId,
      requiredDocuments: f.requiredDocuments,
      berkas: row.berkasList.map((b) => ({
        uuid: b.uuid,
        jenis: b.jenis,
        filename: b.filename,
        size: Number(b.size),
        mime: b.mime,
        uploadedAt: new Date(b.uploadedAt).toISOString(),
      })),
      allowedEvents: mayChange(spec, auth, row) ? allowedEventsOf(spec, row, f, auth) : [],
    };
  });
}
