import { z } from 'zod';
import { preferenceLocales } from './account-setting';
import { isoDateSchema } from './dates';
import { listQuerySchema } from './paging';

/** Wire shapes of letters and settings (CONTRACT.md "Letters"). */
export const suratJenis = ['surat-tugas', 'surat-tugas-pembimbing', 'nota-dinas', 'sktmt'] as const;
export type SuratJenis = (typeof suratJenis)[number];

export const suratStatuses = ['terbit', 'diganti', 'dicabut'] as const;
export type SuratStatus = (typeof suratStatuses)[number];

/** Languages a letter is rendered in: `id` is the issued original, the others are translations of it. */
export const suratLocales = preferenceLocales;
export type SuratLocale = (typeof suratLocales)[number];

const dateString = isoDateSchema();
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
  .refine((b) => b.from <= b.to, { message: '`to` is before `from`.', path: ['to'] });
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
});
export type PublicSurat = z.infer<typeof publicSuratSchema>;

/** `{seq:4}` is the number zero-padded to 4, `{year}` the year, `{roman}` the month in Roman numerals. */
const formatNomor = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine((f) => f.includes('{seq'), 'The format must contain {seq} or {seq:N}.');

export const pengaturanSchema = z.object({
  institusi: text(200),
  unit: text(200),
  alamat: text(400),
  kota: text(100),
  /** a data: URL of a PNG or JPEG logo (remote URLs are never fetched) */
  logo: z
    .string()
    .max(400_000)
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'Use a PNG or JPEG image.')
    .nullable()
    .optional(),
  penandatangan: z.object({ nama: text(200), nip: text(40), jabatan: text(200) }),
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

/** `version` 0: the defaults, never saved yet. */
export const pengaturanBodySchema = pengaturanSchema.extend({ version: z.number().int().min(0).max(2_147_483_647) });

export const defaultPengaturan: Pengaturan = {
  institusi: 'Universitas Demo Nusantara',
  unit: 'Fakultas Teknik',
  alamat: 'Jl. Pendidikan No. 1, Jakarta 10110',
  kota: 'Jakarta',
  logo: null,
  penandatangan: { nama: 'Prof. Dr. Ir. Siti Rahmawati, M.T.', nip: '197001011995032001', jabatan: 'Dekan' },
  formatNomor: {
    'surat-tugas': '{seq:4}/UN99.F1/ST/{year}',
    'surat-tugas-pembimbing': '{seq:4}/UN99.F1/STP/{year}',
    'nota-dinas': '{seq:4}/UN99.F1/ND/{year}',
    sktmt: '{seq:4}/UN99.F1/SKTMT/{year}',
  },
  maxSidangPerHari: 4,
  pajakPersen: 5,
};
