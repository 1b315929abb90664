import { type Biodata, type BiodataResponse, biodataSchema, missingBiodata } from '@ujian/shared/biodata';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the inputs hold: text inputs want strings, selects want string | null. */
export type BiodataFormValues = {
  nomorInduk: string;
  fullName: string;
  prodiUuid: string | null;
  peminatanUuid: string | null;
  phone: string;
  address: string;
};

export const biodataFormFields = ['nomorInduk', 'fullName', 'prodiUuid', 'peminatanUuid', 'phone', 'address'] as const;
export type BiodataField = (typeof biodataFormFields)[number];

export function toFormValues(biodata: Partial<BiodataResponse> | undefined): BiodataFormValues {
  return {
    nomorInduk: biodata?.nomorInduk ?? '',
    fullName: biodata?.fullName ?? '',
    prodiUuid: biodata?.prodiUuid ?? null,
    peminatanUuid: biodata?.peminatanUuid ?? null,
    phone: biodata?.phone ?? '',
    address: biodata?.address ?? '',
  };
}

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The PUT body: empty inputs are sent as null so the server clears them rather than storing ''. */
export function toBiodataBody(values: BiodataFormValues): Biodata {
  return {
    nomorInduk: blankToNull(values.nomorInduk),
    fullName: values.fullName.trim(),
    prodiUuid: values.prodiUuid || null,
    peminatanUuid: values.prodiUuid ? values.peminatanUuid || null : null,
    phone: blankToNull(values.phone),
    address: blankToNull(values.address),
  };
}

/** The role's required fields still empty in the form, as the server will judge them after saving. */
export function missingInForm(role: string, values: BiodataFormValues): BiodataField[] {
  return missingBiodata(role, toBiodataBody(values)) as BiodataField[];
}

export type MasterOption = { uuid: string; nama: string; kode?: string | null; prodiUuid?: string | null };

/** A peminatan belongs to one prodi; only that prodi's are offered. */
export function peminatanFor(prodiUuid: string | null, peminatan: readonly MasterOption[]): MasterOption[] {
  if (!prodiUuid) return [];
  return peminatan.filter((p) => p.prodiUuid === prodiUuid);
}

/**
 * Turns zod's issue into one of our i18n keys, so browser-side messages are translated too. A
 * format the shared schema refuses is named after its field (NIM/NIDN digits, a phone number).
 */
export function biodataIssueKey(issue: { code: string; path?: readonly PropertyKey[] }): string {
  if (issue.code === 'too_small') return 'account:validation.required';
  if (issue.code === 'too_big') return 'account:validation.tooLong';
  const field = issue.path?.[0];
  if (field === 'nomorInduk') return 'account:validation.nomorInduk';
  if (field === 'phone') return 'account:validation.phone';
  return 'account:validation.invalid';
}

/** Zod parse option for the form's resolver: every message becomes a key of the account namespace. */
export const biodataParseOptions = { error: (issue: { code: string; path?: PropertyKey[] }) => biodataIssueKey(issue) };

/**
 * The form's schema: the inputs' strings turned into the body the form would send, then the
 * shared wire schema on that body, so browser and server judge the same thing.
 */
export const biodataFormSchema = z
  .object({
    nomorInduk: z.string(),
    fullName: z.string(),
    prodiUuid: z.string().nullable(),
    peminatanUuid: z.string().nullable(),
    phone: z.string(),
    address: z.string(),
  })
  .transform(toBiodataBody)
  .pipe(biodataSchema);

/** The messages the form's resolver shows for these values, one per field (first issue wins). */
export function validateBiodataForm(values: BiodataFormValues): Partial<Record<BiodataField, string>> {
  const parsed = biodataFormSchema.safeParse(values, biodataParseOptions);
  if (parsed.success) return {};
  const errors: Partial<Record<BiodataField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (biodataFormFields as readonly string[]).includes(field)) {
      // by code, not the schema's own text: the shared schema may carry English messages for the API
      errors[field as BiodataField] ??= biodataIssueKey(issue);
    }
  }
  return errors;
}

/**
 * The form's resolver: the shared schema judges the body the form would send; each field shows
 * our translated message. Nothing is sent while a field is refused.
 */
export const biodataResolver: Resolver<BiodataFormValues, unknown, Biodata> = async (values) => {
  const parsed = biodataFormSchema.safeParse(values, biodataParseOptions);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<BiodataFormValues> = {};
  for (const [field, message] of Object.entries(validateBiodataForm(values))) {
    errors[field as BiodataField] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Saving these values would change nothing on the server (same body as what it holds). */
export function isUnchanged(values: BiodataFormValues, saved: Partial<BiodataResponse>): boolean {
  const now = toBiodataBody(values);
  const before = toBiodataBody(toFormValues(saved));
  return biodataFormFields.every((field) => (now[field] ?? null) === (before[field] ?? null));
}
