import { randomBytes } from 'node:crypto';
import { AppError } from '@ujian/shared/errors';
import type { SuratJenis } from '@ujian/shared/surat';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surat, suratCounter } from '../../db/schema/surat';
import { jakartaDateOf } from '../../lib/jakarta-time';
import { loadPengaturan } from '../pengaturan/pengaturan';
import { recordCertificate } from './signing/letter-signer';
import { type LetterInput, letterSettingsOf, type SuratFacts } from './templates';
import { renderLetter } from './terjemahan';

export type IssueDeps = { appUrl: string; clock: { now(): Date } };

export type IssueInput = {
  facts: SuratFacts;
  perihal: string;
  penerima: { nama: string; peran: string }[];
  ref: { jadwalUuid?: string; pengajuanUuid?: string; from?: string; to?: string };
  dosenUuids: string[];
  userIds: number[];
  prodiUuid: string | null;
  createdBy: number | null;
  /** the letter this one replaces (a reschedule): it becomes `diganti` */
  replaces?: string;
};

export type IssuedSurat = typeof surat.$inferSelect;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
// no 0/O/1/I: a code read off paper is typed without guessing
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * `{seq:4}/UN99.F1/ST/{year}` with seq 12 in 2026 -> `0012/UN99.F1/ST/2026`; `{month}` is 01-12,
 * `{romawi}` the month in Roman numerals (`{roman}`, its older spelling, still reads in stored settings).
 */
export function formatNomor(format: string, seq: number, tanggal: string): string {
  const [year, month] = tanggal.split('-');
  const romawi = ROMAN[Number(month) - 1] ?? '';
  return format
    .replace(/\{seq(?::(\d{1,2}))?\}/g, (_m, width?: string) => String(seq).padStart(Number(width ?? 0), '0'))
    .replaceAll('{year}', year ?? '')
    .replaceAll('{month}', month ?? '')
    .replaceAll('{romawi}', romawi)
    .replaceAll('{roman}', romawi);
}

export function verificationCode(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Issues a letter inside the caller's transaction (the event that needs it): the next number of its
 * jenis and year (the counter row is locked until commit, so numbers are unique and a rolled-back
 * issue leaves no gap), the Indonesian PDF rendered once and stored with its SHA-256, beside the
 * snapshot of what it prints (translations are rendered from that snapshot).
 */
export async function issueSurat(tx: Db, deps: IssueDeps, jenis: SuratJenis, input: IssueInput): Promise<IssuedSurat> {
  const settings = await loadPengaturan(tx);
  const tanggal = jakartaDateOf(deps.clock.now());
  const tahun = Number(tanggal.slice(0, 4));
  const [counter] = await tx
    .insert(suratCounter)
    .values({ jenis, tahun, last: 1 })
    .onConflictDoUpdate({
      target: [suratCounter.jenis, suratCounter.tahun],
      set: { last: sql`${suratCounter.last} + 1` },
    })
    .returning({ last: suratCounter.last });
  const seq = (counter as { last: number }).last;
  const nomor = formatNomor(settings.formatNomor[jenis], seq, tanggal);
  const kode = verificationCode();
  const verifyUrl = `${deps.appUrl.replace(/\/$/, '')}/verifikasi-surat/${kode}`;
  const snapshot: LetterInput = {
    nomor,
    perihal: input.perihal,
    tanggal,
    kode,
    verifyUrl,
    settings: letterSettingsOf(settings),
    facts: input.facts,
  };
  const { pdf, sha256, certificateSha256, signedAt, identity } = await renderLetter(
    snapshot,
    'id',
    deps.clock.now(),
  ).catch((err: unknown) => {
    // a refusal, not a crash: the caller's transaction rolls back and no number is used
    throw new AppError('CONFLICT', `The letter could not be made: ${err instanceof Error ? err.message : err}`, {
      fields: { reason: 'RENDER_FAILED' },
    });
  });
  await recordCertificate(tx, identity);
  const [row] = await tx
    .insert(surat)
    .values({
      jenis,
      nomor,
      tahun,
      seq,
      perihal: input.perihal,
      tanggal,
      penerima: input.penerima,
      ref: input.ref,
      dosenUuids: input.dosenUuids,
      userIds: input.userIds,
      prodiUuid: input.prodiUuid,
      kode,
      sha256,
      pdf,
      certificateSha256,
      signedAt,
      snapshot,
      createdBy: input.createdBy,
      createdAt: deps.clock.now(),
    })
    .returning();
  const issued = row as IssuedSurat;
  if (input.replaces)
    await tx
      .update(surat)
      .set({ status: 'diganti', replacedBy: issued.uuid, version: sql`${surat.version} + 1` })
      .where(eq(surat.uuid, input.replaces));
  return issued;
}
