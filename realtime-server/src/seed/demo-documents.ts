import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { berkas } from '../db/schema/pengajuan';
import type { Storage } from '../features/storage/storage';

/**
 * A one-page PDF that says what it stands for ("Contoh dokumen demo: Naskah tugas akhir"), with a
 * correct cross-reference table so every viewer opens it. Only for demo data: real documents are
 * the students' uploads.
 */
export function demoPdf(title: string): Buffer {
  const text = `Contoh dokumen demo: ${title}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The documents of a seeded pengajuan, stored like uploads (generated keys, one per type). */
export async function seedDemoDocuments(
  tx: Db,
  storage: Storage,
  target: { kind: 'sidang' | 'yudisium'; pengajuanUuid: string; uploadedBy: number; uploadedAt: Date },
  types: ReadonlyArray<{ kode: string; label: string }>,
): Promise<void> {
  for (const type of types) {
    const bytes = demoPdf(type.label);
    const storageKey = `${randomUUID()}.pdf`;
    const size = await storage.put(storageKey, Readable.from([bytes]));
    await tx.insert(berkas).values({
      kind: target.kind,
      pengajuanUuid: target.pengajuanUuid,
      jenis: type.kode,
      filename: `${type.kode}.pdf`,
      size,
      mime: 'application/pdf',
      storageKey,
      uploadedBy: target.uploadedBy,
      uploadedAt: target.uploadedAt,
    });
  }
}
