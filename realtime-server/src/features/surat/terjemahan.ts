import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surat, suratTerjemahan } from '../../db/schema/surat';
import { renderPdf } from './render-pdf';
import { recordCertificate, type SignedLetter, signLetter } from './signing/letter-signer';
import { type LetterInput, type LetterLocale, letterDefinition } from './templates';

export type Rendering = { pdf: Uint8Array; sha256: string };
export type SignedRendering = Rendering & SignedLetter;

/**
 * A letter's PDF in one language from its snapshot, signed (PAdES) at `signedAt`, with the hash of
 * exactly the signed bytes. Called once per letter and language: the result is stored and served.
 */
export async function renderLetter(
  snapshot: LetterInput,
  locale: LetterLocale,
  signedAt: Date,
): Promise<SignedRendering> {
  const rendered = await renderPdf(letterDefinition(snapshot, locale));
  const signed = await signLetter(rendered, {
    signedAt,
    reason: `${snapshot.nomor} (${snapshot.kode})`,
    location: snapshot.settings.kota,
  });
  return { ...signed, sha256: createHash('sha256').update(signed.pdf).digest('hex') };
}

/**
 * The stored translation of a letter, rendered from its snapshot and stored on first need. Two
 * first requests at once may both render; the first insert wins and both read back the stored row,
 * so whoever asked gets the bytes that every later request gets.
 */
export async function ensureTerjemahan(db: Db, suratUuid: string, locale: Exclude<LetterLocale, 'id'>) {
  const stored = await storedTerjemahan(db, suratUuid, locale);
  if (stored) return stored;
  const [row] = await db.select({ snapshot: surat.snapshot }).from(surat).where(eq(surat.uuid, suratUuid));
  if (!row) return undefined;
  const { pdf, sha256, certificateSha256, signedAt, identity } = await renderLetter(
    row.snapshot as LetterInput,
    locale,
    new Date(),
  );
  await recordCertificate(db, identity);
  await db
    .insert(suratTerjemahan)
    .values({ suratUuid, locale, pdf, sha256, certificateSha256, signedAt })
    .onConflictDoNothing({ target: [suratTerjemahan.suratUuid, suratTerjemahan.locale] });
  return storedTerjemahan(db, suratUuid, locale);
}

async function storedTerjemahan(db: Db, suratUuid: string, locale: string): Promise<Rendering | undefined> {
  const [row] = await db
    .select({ pdf: suratTerjemahan.pdf, sha256: suratTerjemahan.sha256 })
    .from(suratTerjemahan)
    .where(and(eq(suratTerjemahan.suratUuid, suratUuid), eq(suratTerjemahan.locale, locale)));
  return row;
}

/**
 * The SHA-256 of each letter in a language: the original's for `id`; otherwise the stored
 * translation's, rendering the ones not rendered yet (each once per letter and language, ever).
 */
export async function sha256In(
  db: Db,
  letters: { uuid: string; sha256: string }[],
  locale: LetterLocale,
): Promise<Map<string, string>> {
  if (locale === 'id' || letters.length === 0) return new Map(letters.map((l) => [l.uuid, l.sha256]));
  const stored = await db
    .select({ uuid: suratTerjemahan.suratUuid, sha256: suratTerjemahan.sha256 })
    .from(suratTerjemahan)
    .where(
      and(
        eq(suratTerjemahan.locale, locale),
        inArray(
          suratTerjemahan.suratUuid,
          letters.map((l) => l.uuid),
        ),
      ),
    );
  const hashes = new Map(stored.map((s) => [s.uuid, s.sha256]));
  // one at a time: rendering is CPU work, and this runs inside a request
  for (const letter of letters) {
    if (hashes.has(letter.uuid)) continue;
    const rendered = await ensureTerjemahan(db, letter.uuid, locale);
    if (rendered) hashes.set(letter.uuid, rendered.sha256);
  }
  return hashes;
}

/** Every stored translation's hash of a letter, by language (the public verification lists them). */
export async function storedHashes(db: Db, suratUuid: string): Promise<Partial<Record<LetterLocale, string>>> {
  const rows = await db
    .select({ locale: suratTerjemahan.locale, sha256: suratTerjemahan.sha256 })
    .from(suratTerjemahan)
    .where(eq(suratTerjemahan.suratUuid, suratUuid))
    .orderBy(suratTerjemahan.locale);
  return Object.fromEntries(rows.map((r) => [r.locale, r.sha256]));
}
