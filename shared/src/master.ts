import { z } from 'zod';
import type { MasterName } from './ability';
import { isoDateSchema, isoDateTimeSchema, timeOfDaySchema } from './dates';
import type { FieldErrors } from './errors';
import { dec } from './hasil';
import { pengajuanKinds } from './pengajuan';

/**
 * Wire shapes of the 14 master lists (`/api/v1/master/<name>`). Each list has one plain object
 * schema (`fields`); create = `fields` + the cross-field `check`, update (PATCH) = any subset of
 * `fields`, checked again with `check` after it is merged over the stored row. Server and client
 * both build their forms/validation from `masterSchemas`.
 */

/** Languages of the UI: every status label and process step needs a text in each (DOMAIN.md). */
export const labelLanguages = ['id', 'en', 'de', 'fr', 'pt'] as const;
export type LabelLanguage = (typeof labelLanguages)[number];

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max);
/** Optional text: empty string and null both mean "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const kode = (what: string) =>
  z
    .string({ error: `Please enter the ${what} code.` })
    .trim()
    .min(1, { error: `Please enter the ${what} code.` })
    .max(30, { error: 'The code may have at most 30 characters.' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'The code may use letters, digits, dot, dash and underscore.' });
/** Optional value where an empty string (a cleared form field) means none. */
const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish())
    .transform((v) => v ?? null);
const active = z.boolean({ error: 'Active must be true or false.' }).optional();
const uuidOf = (what: string) => z.uuid({ error: `Please choose a ${what}.` });
const optionalUuid = z
  .uuid({ error: 'Invalid reference.' })
  .nullish()
  .transform((v) => v ?? null);

export const labelsSchema = z.object(
  Object.fromEntries(
    labelLanguages.map((lang) => [lang, text(120, `Please enter the label in every language (${lang}).`)]),
  ) as Record<LabelLanguage, z.ZodString>,
  { error: 'Please enter the label in every language.' },
);
export type Labels = z.infer<typeof labelsSchema>;

/** Mantine colour names or a #rrggbb colour: what the status badges are drawn with. */
export const warnaSchema = z
  .string({ error: 'Please choose a colour.' })
  .trim()
  .regex(/^(#[0-9a-fA-F]{6}|[a-z]+)$/, { error: 'Use a colour name (e.g. blue) or #rrggbb.' });

const isoDate = isoDateSchema;
const hhmm = timeOfDaySchema;

export const dosenFields = z.object({
  nidn: z
    .string({ error: 'Please enter the NIDN.' })
    .trim()
    .regex(/^\d{10}$/, { error: 'The NIDN has 10 digits.' }),
  nip: emptyToNull(
    z
      .string()
      .trim()
      .regex(/^\d{8,20}$/, { error: 'The NIP has 8 to 20 digits.' }),
  ),
  nama: text(200, 'Please enter the name.'),
  gelarDepan: optionalText(60),
  gelarBelakang: optionalText(100),
  email: emptyToNull(z.email({ error: 'Please enter a valid email.' })),
  phone: optionalText(40),
  prodiUuid: optionalUuid,
  /** the peminatan (research groups) this lecturer examines in */
  peminatanUuids: z
    .array(z.uuid({ error: 'Choose a specialisation from the list.' }), {
      error: 'Choose specialisations from the list.',
    })
    .max(50, { error: 'At most 50 specialisations.' })
    .optional(),
  active,
});

export const jenjangFields = z.object({ kode: kode('jenjang'), nama: text(100, 'Please enter the name.'), active });
export const prodiFields = z.object({
  kode: kode('prodi'),
  nama: text(200, 'Please enter the name.'),
  jenjangUuid: uuidOf('jenjang'),
  active,
});
export const peminatanFields = z.object({
  kode: kode('peminatan'),
  nama: text(200, 'Please enter the name.'),
  prodiUuid: uuidOf('prodi'),
  active,
});
export const programFields = z.object({ kode: kode('program'), nama: text(100, 'Please enter the name.'), active });
export const ruanganFields = z.object({
  kode: kode('ruangan'),
  nama: text(200, 'Please enter the name.'),
  kapasitas: z
    .number({ error: 'Capacity must be a whole number.' })
    .int({ error: 'Capacity must be a whole number.' })
    .min(1, { error: 'Capacity must be at least 1.' })
    .max(10000, { error: 'Capacity must be at most 10000.' }),
  lokasi: optionalText(200),
  onlineAllowed: z.boolean({ error: 'Online allowed must be true or false.' }).optional(),
  active,
});
export const waktuUjianFields = z.object({
  nama: text(100, 'Please enter the name.'),
  mulai: hhmm('Start time must look like 08:00.'),
  selesai: hhmm('End time must look like 10:00.'),
  active,
});
export const periodeJenis = ['sidang', 'yudisium'] as const;
export const periodeUjianFields = z.object({
  nama: text(200, 'Please enter the name.'),
  jenis: z.enum(periodeJenis, { error: 'Kind must be sidang or yudisium.' }),
  tanggalBuka: isoDate('Opening date must be a date (YYYY-MM-DD).'),
  tanggalTutup: isoDate('Closing date must be a date (YYYY-MM-DD).'),
  active,
});
/** A percent or score: 0-100 with at most 2 decimals. */
const percent = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .refine((v) => dec(v).decimalPlaces() <= 2, { error: message });
export const komponenNilaiFields = z.object({
  kode: kode('component'),
  nama: text(200, 'Please enter the name.'),
  bobot: percent('The weight is a percent from 0 to 100 with at most 2 decimals.'),
  urutan: z
    .number({ error: 'Order must be a whole number.' })
    .int({ error: 'Order must be a whole number.' })
    .min(0)
    .max(1000),
  active,
});
export const skalaNilaiFields = z.object({
  huruf: z
    .string({ error: 'Please enter the letter grade.' })
    .trim()
    .min(1, { error: 'Please enter the letter grade.' })
    .max(5, { error: 'A letter grade has at most 5 characters.' }),
  nilaiMin: percent('The minimum score is a number from 0 to 100 with at most 2 decimals.'),
  lulus: z.boolean({ error: 'Pass must be true or false.' }),
  active,
});
export const cakupanValues = ['semua', 'dosen', 'ruangan'] as const;
export const jadwalExternalUmumFields = z.object({
  judul: text(200, 'Please enter the title.'),
  mulai: isoDateTimeSchema('Start must be a date and time with offset.'),
  selesai: isoDateTimeSchema('End must be a date and time with offset.'),
  cakupan: z.enum(cakupanValues, { error: 'Scope must be semua, dosen or ruangan.' }),
  dosenUuid: optionalUuid,
  ruanganUuid: optionalUuid,
  active,
});
/** Status masters: the code is the machine's and fixed; only its labels, colour and order are edited. */
export const statusFields = z.object({
  kode: kode('status'),
  label: labelsSchema,
  warna: warnaSchema,
  urutan: z
    .number({ error: 'Order must be a whole number.' })
    .int({ error: 'Order must be a whole number.' })
    .min(0, { error: 'Order must be 0 or more.' })
    .max(1000, { error: 'Order must be at most 1000.' })
    .optional(),
  active,
});
export const prosesPersidanganFields = z.object({
  urutan: z
    .number({ error: 'Order must be a whole number.' })
    .int({ error: 'Order must be a whole number.' })
    .min(1, { error: 'Order must be at least 1.' })
    .max(1000, { error: 'Order must be at most 1000.' }),
  nama: text(200, 'Please enter the name.'),
  label: labelsSchema,
  deskripsi: optionalText(1000),
  active,
});

/** Document types a pengajuan of a kind takes (`jenis_berkas`); `required` ones must be uploaded before SUBMIT. */
export const jenisBerkasKinds = pengajuanKinds;
export const jenisBerkasFields = z.object({
  kind: z.enum(jenisBerkasKinds, { error: 'Kind must be sidang or yudisium.' }),
  // stored on every uploaded document (`berkas.jenis`) and sent by the upload form
  kode: z
    .string({ error: 'Please enter the document type code.' })
    .trim()
    .min(1, { error: 'Please enter the document type code.' })
    .max(30, { error: 'The code may have at most 30 characters.' })
    .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, {
      error: 'The code may use lowercase letters, digits and single underscores (e.g. bebas_pustaka).',
    }),
  label: text(200, 'Please enter the label.'),
  required: z.boolean({ error: 'Required must be true or false.' }).optional(),
  urutan: z
    .number({ error: 'Order must be a whole number.' })
    .int({ error: 'Order must be a whole number.' })
    .min(0, { error: 'Order must be 0 or more.' })
    .max(1000, { error: 'Order must be at most 1000.' })
    .optional(),
  active,
});

/** Who a honorarium is paid to in a sidang: both penguji seats share the `penguji` rate. */
export const tarifPeran = ['pembimbing', 'ketua', 'sekretaris', 'penguji'] as const;
export type TarifPeran = (typeof tarifPeran)[number];
export const tarifHonorariumFields = z.object({
  peran: z.enum(tarifPeran, { error: 'Role must be pembimbing, ketua, sekretaris or penguji.' }),
  jenjangUuid: uuidOf('jenjang'),
  // whole rupiah: money is never a float
  jumlah: z
    .number({ error: 'The amount must be a whole number of rupiah.' })
    .int({ error: 'The amount must be a whole number of rupiah.' })
    .min(0, { error: 'The amount must be 0 or more.' })
    .max(100_000_000, { error: 'The amount must be at most 100000000.' }),
  active,
});

type AnyFields = z.ZodObject<z.ZodRawShape>;

/** Cross-field rules; run on create and on the merged row of an update. */
export type MasterCheck = (row: Record<string, unknown>) => FieldErrors;

const noCheck: MasterCheck = () => ({});

const endAfterStart =
  (start: string, end: string, message: string): MasterCheck =>
  (row) => {
    const a = row[start];
    const b = row[end];
    return typeof a === 'string' && typeof b === 'string' && compareInstant(a, b) >= 0 ? { [end]: message } : {};
  };

// dates and HH:MM compare as text; datetimes with offsets compare as instants
function compareInstant(a: string, b: string): number {
  if (a.includes('T') && b.includes('T')) return Date.parse(a) - Date.parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

const checkJadwalExternal: MasterCheck = (row) => {
  const errors = endAfterStart('mulai', 'selesai', 'The end must be after the start.')(row);
  if (row.cakupan === 'dosen' && !row.dosenUuid) errors.dosenUuid = 'Please choose the lecturer this applies to.';
  if (row.cakupan === 'ruangan' && !row.ruanganUuid) errors.ruanganUuid = 'Please choose the room this applies to.';
  return errors;
};

const checkPeriode: MasterCheck = (row): FieldErrors =>
  typeof row.tanggalBuka === 'string' && typeof row.tanggalTutup === 'string' && row.tanggalTutup < row.tanggalBuka
    ? { tanggalTutup: 'The closing date must not be before the opening date.' }
    : {};

/** A field a PATCH may not carry: its value is stored elsewhere (a document type's kind and code on its documents). */
const keptForLife = (field: string) =>
  z
    .undefined({
      error: `The ${field} of a document type cannot change. Add a new type (and deactivate this one) instead.`,
    })
    .optional();

/**
 * A PATCH names the row's `version` it read: a stale one is refused (409, `STALE_VERSION`). Without it
 * the check is skipped, so older integrations keep working.
 */
export const versionField = {
  version: z
    .number({ error: 'Version must be a whole number.' })
    .int({ error: 'Version must be a whole number.' })
    .min(1, { error: 'Version must be a whole number.' })
    .optional(),
};

function entry<T extends AnyFields>(fields: T, check: MasterCheck = noCheck) {
  return { fields, update: fields.partial().extend(versionField), check };
}

/** Per list: the create object, the PATCH object and the cross-field check. */
export const masterSchemas = {
  dosen: entry(dosenFields),
  jenjang: entry(jenjangFields),
  prodi: entry(prodiFields),
  peminatan: entry(peminatanFields),
  program: entry(programFields),
  ruangan: entry(ruanganFields),
  'waktu-ujian': entry(waktuUjianFields, endAfterStart('mulai', 'selesai', 'The end time must be after the start.')),
  'periode-ujian': entry(periodeUjianFields, checkPeriode),
  'jadwal-external-umum': entry(jadwalExternalUmumFields, checkJadwalExternal),
  'status-hasil-sidang': entry(statusFields),
  'status-jadwal-sidang': entry(statusFields),
  'status-pengajuan-sidang': entry(statusFields),
  'proses-persidangan': entry(prosesPersidanganFields),
  'komponen-nilai': entry(komponenNilaiFields),
  'skala-nilai': entry(skalaNilaiFields),
  'jenis-berkas': {
    fields: jenisBerkasFields,
    update: jenisBerkasFields
      .partial()
      .extend({ kind: keptForLife('kind'), kode: keptForLife('kode'), ...versionField }),
    check: noCheck,
  },
  'tarif-honorarium': entry(tarifHonorariumFields),
} satisfies Record<MasterName, { fields: AnyFields; update: AnyFields; check: MasterCheck }>;

export type MasterInput<N extends MasterName> = z.infer<(typeof masterSchemas)[N]['fields']>;
export type MasterPatch<N extends MasterName> = z.infer<(typeof masterSchemas)[N]['update']>;

/** Lists whose codes belong to the workflow machines: no create, no delete, `kode` never changes. */
export const fixedCodeMasters = ['status-hasil-sidang', 'status-jadwal-sidang', 'status-pengajuan-sidang'] as const;

export function isFixedCodeMaster(name: MasterName): boolean {
  return (fixedCodeMasters as readonly string[]).includes(name);
}

/**
 * Fields a row keeps from its creation on: the machines' status codes, and a document type's kind and
 * code (every uploaded document stores them). Forms lock them when editing and never send them.
 */
const keptFields: Partial<Record<MasterName, readonly string[]>> = {
  'status-hasil-sidang': ['kode'],
  'status-jadwal-sidang': ['kode'],
  'status-pengajuan-sidang': ['kode'],
  'jenis-berkas': ['kind', 'kode'],
};

export function isKeptAfterCreate(name: MasterName, field: string): boolean {
  return keptFields[name]?.includes(field) ?? false;
}

/**
 * Lists every signed-in user may read (active rows only) even without a CASL `read` on the list:
 * pickers and labels every role's screens show (CONTRACT.md: dosen; biodata needs prodi/peminatan).
 */
export const signedInReadableMasters = [
  'dosen',
  'jenjang',
  'prodi',
  'peminatan',
  'program',
  'status-hasil-sidang',
  'status-jadwal-sidang',
  'status-pengajuan-sidang',
  'proses-persidangan',
  'komponen-nilai',
  'skala-nilai',
] as const satisfies readonly MasterName[];

/** Query filters each list takes besides `q,page,perPage,sortBy` and `active=true|false`. */
export const masterFilters = {
  dosen: ['prodiUuid'],
  jenjang: [],
  prodi: ['jenjangUuid'],
  peminatan: ['prodiUuid'],
  program: [],
  ruangan: ['onlineAllowed'],
  'waktu-ujian': [],
  'periode-ujian': ['jenis'],
  'jadwal-external-umum': ['cakupan', 'dosenUuid', 'ruanganUuid'],
  'status-hasil-sidang': [],
  'status-jadwal-sidang': [],
  'status-pengajuan-sidang': [],
  'proses-persidangan': [],
  'jenis-berkas': ['kind'],
  'komponen-nilai': [],
  'skala-nilai': ['lulus'],
  'tarif-honorarium': ['peran', 'jenjangUuid'],
} as const satisfies Record<MasterName, readonly string[]>;

/** Audit trail row (`GET /api/v1/audit?entity=&entityId=`). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
