import type { Readable } from 'node:stream';
import { AppError } from '@ujian/shared/errors';
import { type Berkas, camelLinkKey, type LinkIdKey, linkIdKeys, pengajuanMessages } from '@ujian/shared/pengajuan';
import { and, eq } from 'drizzle-orm';
import type { Request } from 'express';
import { berkas, jenisBerkas } from '../../db/schema/pengajuan';
import type { AuthContext } from '../auth/auth-context';
import { notEditable } from '../pengajuan/conflicts';
import type { PengajuanDeps } from '../pengajuan/deps';
import type { KindSpec } from '../pengajuan/kinds';
import { findVisible } from '../pengajuan/pengajuan-read';
import { findEditable } from '../pengajuan/save-pengajuan';
import { receiveUpload } from './receive-upload';

type BerkasRow = typeof berkas.$inferSelect;

export function berkasBody(row: BerkasRow): Berkas {
  return {
    uuid: row.uuid,
    jenis: row.jenis,
    filename: row.filename,
    size: row.size,
    mime: row.mime,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * Stores one document of a pengajuan in draft/dikembalikan. A new file of the same `jenis` replaces
 * the old one (one slot per document type); link ids sent along (`retribusi_id`, ...) are stored on
 * the pengajuan. The row is written only after the bytes are safely stored.
 */
export async function uploadBerkas(
  deps: PengajuanDeps,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
  req: Request,
): Promise<Berkas> {
  const row = await findEditable(deps.db, spec, uuid, auth);
  const { fields, file } = await receiveUpload(req, deps.storage, deps.config.maxUploadMb * 1024 * 1024);
  let replaced: string[] = [];
  try {
    const jenis = (fields.jenis ?? '').trim();
    const [type] = jenis
      ? await deps.db
          .select({ kode: jenisBerkas.kode })
          .from(jenisBerkas)
          .where(and(eq(jenisBerkas.kind, spec.kind), eq(jenisBerkas.kode, jenis), eq(jenisBerkas.active, true)))
      : [];
    if (!type)
      throw new AppError('VALIDATION_FAILED', pengajuanMessages.jenisUnknown, {
        fields: { jenis: pengajuanMessages.jenisUnknown },
      });
    const links: Partial<Record<LinkIdKey, string>> = {};
    for (const [key, value] of Object.entries(fields)) {
      const camel = camelLinkKey(key) as LinkIdKey;
      if (linkIdKeys.includes(camel) && value.trim()) links[camel] = value.trim().slice(0, 100);
    }
    const saved = await deps.db.transaction(async (tx) => {
      // still editable now that the bytes are in (the status may have moved during a slow upload)
      const [current] = await tx
        .select({ status: spec.table.status })
        .from(spec.table)
        .where(eq(spec.table.uuid, uuid))
        .for('update');
      if (!current || !['draft', 'dikembalikan'].includes(current.status)) throw notEditable();
      const old = await tx
        .delete(berkas)
        .where(and(eq(berkas.kind, spec.kind), eq(berkas.pengajuanUuid, uuid), eq(berkas.jenis, type.kode)))
        .returning({ storageKey: berkas.storageKey });
      replaced = old.map((o) => o.storageKey);
      const [inserted] = await tx
        .insert(berkas)
        .values({
          kind: spec.kind,
          pengajuanUuid: uuid,
          jenis: type.kode,
          ...file,
          uploadedBy: auth.userId,
          uploadedAt: deps.clock.now(),
        })
        .returning();
      await tx
        .update(spec.table)
        .set({ ...links, version: row.version + 1, updatedAt: deps.clock.now() })
        .where(eq(spec.table.uuid, uuid));
      return inserted!;
    });
    for (const key of replaced) await deps.storage.delete(key).catch(() => undefined);
    return berkasBody(saved);
  } catch (err) {
    await deps.storage.delete(file.storageKey).catch(() => undefined);
    throw err;
  }
}

async function findBerkas(deps: PengajuanDeps, spec: KindSpec, uuid: string, berkasUuid: string): Promise<BerkasRow> {
  const notFound = new AppError('NOT_FOUND', 'Berkas not found');
  if (!/^[0-9a-f-]{36}$/i.test(berkasUuid)) throw notFound;
  const [row] = await deps.db
    .select()
    .from(berkas)
    .where(and(eq(berkas.uuid, berkasUuid), eq(berkas.kind, spec.kind), eq(berkas.pengajuanUuid, uuid)));
  if (!row) throw notFound;
  return row;
}

/** The file for download, only for those who may read the pengajuan (404 otherwise). */
export async function openBerkas(
  deps: PengajuanDeps,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
  berkasUuid: string,
): Promise<{ row: BerkasRow; stream: Readable }> {
  await findVisible(deps.db, spec, uuid, auth);
  const row = await findBerkas(deps, spec, uuid, berkasUuid);
  try {
    return { row, stream: await deps.storage.get(row.storageKey) };
  } catch {
    throw new AppError('NOT_FOUND', 'Berkas not found', { logMessage: `stored file missing: ${row.storageKey}` });
  }
}

export async function listBerkas(
  deps: PengajuanDeps,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
): Promise<Berkas[]> {
  await findVisible(deps.db, spec, uuid, auth);
  const rows = await deps.db
    .select()
    .from(berkas)
    .where(and(eq(berkas.kind, spec.kind), eq(berkas.pengajuanUuid, uuid)));
  return rows.map(berkasBody);
}

/** Removes a document while the pengajuan is editable; the file goes after the row is gone. */
export async function deleteBerkas(
  deps: PengajuanDeps,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
  berkasUuid: string,
): Promise<void> {
  await findEditable(deps.db, spec, uuid, auth);
  const row = await findBerkas(deps, spec, uuid, berkasUuid);
  await deps.db.delete(berkas).where(eq(berkas.uuid, row.uuid));
  await deps.storage.delete(row.storageKey).catch(() => undefined);
}

/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): an ASCII fallback for old clients and
 * the exact name percent-encoded as RFC 5987 asks (which, unlike encodeURIComponent, escapes `'()*`).
 */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
