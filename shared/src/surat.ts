import { z } from 'zod';
import { preferenceLocales } from './account-setting';
import { isoDateSchema } from './dates';
import { listQuerySchema } from './paging';

// In a module of their own (no zod): screens translate them without loading zod.
import { suratMessages } from './surat-messages';

export { suratMessages };

/** Wire shapes of letters and settings (CONTRACT.md "Letters"). */
export const suratJenis = ['surat-tugas', 'surat-tugas-pembimbing', 'nota-dinas', 'sktmt'] as const;
export type SuratJenis = (typeof suratJenis)[number];

export const suratStatuses = ['terbit', 'diganti', 'dicabut'] as const;
export type SuratStatus = (typeof suratStatuses)[number];

/** Languages a letter is rendered in: `id` is the issued original, the others are translations of it. */
export const suratLocales = preferenceLocales;
export type SuratLocale = (typeof suratLocales)[number];

const dateString = isoDateSchema();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A nota dinas covers at most a year (a leap year included). */
export const NOTA_DINAS_MAX_DAYS = 366;
const text = (max: number) => z.string().trim().min(1).max(max);

export const suratRowSchema = z.object({
  uuid: z.string(),
  jenis: z.enum(suratJenis),
  nomor: z.string(),
  perihal: z.string(),
  tanggal: z.string(),
  status: z.enum(suratStatuses),
  penerima: z.array(z.object({ nama: z.string(), peran: z.string() })),
  ref: z.object({
    jadwalUuid: z.string().optional(),
    pengajuanUuid: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
  }),
  kode: z.string(),
  /** the language of the PDF `GET /surat/:uuid/pdf` gives this reader, and `sha256` is its hash */
  locale: z.enum(suratLocales),
  sha256: z.string(),
  /** the hash of the Indonesian original (`GET /surat/:uuid/pdf?lang=id`) */
  sha256Asli: z.string(),
  alasanCabut: z.string().nullable(),
  /** the letter that took this one's place: a reschedule's (`diganti`) or the re-issue of a revoked one */
  replacedBy: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type SuratRow = z.infer<typeof suratRowSchema>;

export const suratListQuerySchema = listQuerySchema.extend({
  jenis: z.enum(suratJenis).optional(),
  status: z.enum(suratStatuses).optional(),
});

/** `?lang=` picks the PDF's language over the reader's own (`id`: the original). */
export const suratPdfQuerySchema = z.object({
  lang: z.enum(suratLocales, { error: 'Use one of id, en, de, fr, pt.' }).optional(),
});

export const revokeSuratSchema = z.object({
  alasan: text(1000),
  version: z.number().int().min(1).max(2_147_483_647),
});

export const notaDinasSchema = z
  .object({
    from: dateString,
    to: dateString,
    prodiUuid: z.uuid().optional(),
    perihal: text(300).optional(),
  })
  .refine((b) => b.from <= b.to, { message: suratMessages.toBeforeFrom, path: ['to'] })
  .refine((b) => (Date.parse(b.to) - Date.parse(b.from)) / DAY_MS <= NOTA_DINAS_MAX_DAYS, {
    message: suratMessages.rangeTooLong,
    path: ['to'],
  });
export type NotaDinasRequest = z.infer<typeof notaDinasSchema>;

export const publicSuratSchema = z.object({
  jenis: z.enum(suratJenis),
  nomor: z.string(),
  tanggal: z.string(),
  perihal: z.string(),
  status: z.enum(suratStatuses),
  penerima: z.array(z.string()),
  /** the Indonesian original's hash */
  sha256: z.string(),
  /** the hash of each translation rendered so far, by language */
  sha256Terjemahan: z.partialRecord(z.enum(suratLocales), z.string()),
  /** the original's PAdES signature: who signed, when (ISO), and with which certificate (SHA-256 of
   * its DER; `GET /public/signing-certificate?sha256=` serves it); null for a letter issued unsigned */
  signature: z.object({ signer: z.string(), signedAt: z.string(), certificateSha256: z.string() }).nullable(),
});
export type PublicSurat = z.infer<typeof publicSuratSchema>;

/** The placeholders a number format may hold besides its one `{seq}`/`{seq:N}`. */
export const formatNomorPlaceholders = ['{year}', '{month}', '{romawi}'] as const;

/**
 * Whether a number format is usable: exactly one `{seq}` or `{seq:N}` (N 1-8), otherwise only
 * `{year}`, `{month}` (01-12) and `{romawi}` (the month in Roman numerals), and no stray brace.
 */
export function formatNomorValid(format: string): boolean {
  let seqs = 0;
  const rest = format.replace(/\{[^{}]*\}/g, (token) => {
    if (/^\{seq(?::[1-8])?\}$/.test(token)) seqs += 1;
    else if (!(formatNomorPlaceholders as readonly string[]).includes(token)) seqs += 100;
    return '';
  });
  return seqs === 1 && !/[{}]/.test(rest);
}

const formatNomor = z.string().trim().min(1).max(120).refine(formatNomorValid, suratMessages.formatNomor);

/** 512 KB of image: its base64 is 4/3 of that, plus the `data:` prefix. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_SIDE = 2000;

const signatory = z.object({ nama: text(200), nip: text(40), jabatan: text(200) });

export const pengaturanSchema = z.object({
  institusi: text(200),
  unit: text(200),
  alamat: text(400),
  kota: text(100),
  /** a data: URL of a PNG or JPEG logo (remote URLs are never fetched); the server decodes it at save */
  logo: z
    .string()
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, suratMessages.logoType)
    .refine(
      (l) => Math.floor(((l.length - l.indexOf(',') - 1) * 3) / 4) <= LOGO_MAX_BYTES + 2,
      suratMessages.logoTooLarge,
    )
    .nullable()
    .optional(),
  /** the dean: signs surat tugas, SKTMT, and receives the nota dinas */
  penandatangan: signatory,
  /** the head of the academic office: sends and signs the nota dinas */
  kepalaAkademik: signatory.optional(),
  formatNomor: z.object({
    'surat-tugas': formatNomor,
    'surat-tugas-pembimbing': formatNomor,
    'nota-dinas': formatNomor,
    sktmt: formatNomor,
  }),
  maxSidangPerHari: z.number().int().min(1).max(20),
  pajakPersen: z.number().min(0).max(50).multipleOf(0.01),
});
export type Pengaturan = z.infer<typeof pengaturanSchema>;

export const defaultKepalaAkademik = {
  nama: 'Dra. Rina Kartika, M.M.',
  nip: '197503152000122001',
  jabatan: 'Kepala Bagian Akademik',
};

/** `version` 0: the defaults, never saved yet. */
export const pengaturanBodySchema = pengaturanSchema.extend({ version: z.number().int().min(0).max(2_147_483_647) });

export const defaultPengaturan: Pengaturan = {
  institusi: 'Universitas Demo Nusantara',
  unit: 'Fakultas Teknik',
  alamat: 'Jl. Pendidikan No. 1, Jakarta 10110',
  kota: 'Jakarta',
  logo: null,
  penandatangan: { nama: 'Prof. Dr. Ir. Siti Rahmawati, M.T.', nip: '197001011995032001', jabatan: 'Dekan' },
  kepalaAkademik: defaultKepalaAkademik,
  formatNomor: {
    'surat-tugas': '{seq:4}/UN99.F1/ST/{year}',
    'surat-tugas-pembimbing': '{seq:4}/UN99.F1/STP/{year}',
    'nota-dinas': '{seq:4}/UN99.F1/ND/{year}',
    sktmt: '{seq:4}/UN99.F1/SKTMT/{year}',
  },
  maxSidangPerHari: 4,
  pajakPersen: 5,
};

/**
 * A letter an event needs that is waiting to be issued (`menunggu`, for seconds after the event) or
 * could not be made (`gagal`, with the error); admins see these and retry a failed one.
 */
export const suratAntrianRowSchema = z.object({
  uuid: z.string(),
  jenis: z.enum(suratJenis),
  status: z.enum(['menunggu', 'gagal']),
  ref: z.object({ jadwalUuid: z.string().optional(), pengajuanUuid: z.string().optional() }),
  error: z.string().nullable(),
  attempts: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuratAntrianRow = z.infer<typeof suratAntrianRowSchema>;

export const retrySuratSchema = z.object({ version: z.number().int().min(1).max(2_147_483_647) });
/** `POST /surat/:uuid/reissue`: a revoked letter issued again under a new number. */
export const reissueSuratSchema = retrySuratSchema;
