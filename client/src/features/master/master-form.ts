import { isKeptAfterCreate, labelLanguages, masterSchemas } from '@ujian/shared/master';
import { z } from 'zod';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../../lib/format-date';
import { isFieldVisible, type MasterField, type MasterScreenConfig } from './define-master';

/**
 * The form side of a master screen: what the inputs hold (strings for text, date and time inputs,
 * numbers or '' for number inputs, null for an empty picker), how a stored row fills them, and
 * the body they send. Validation runs the shared wire schema on that body, so the browser and
 * the server judge exactly the same thing.
 */

export type FormValue = string | number | boolean | null | string[] | Record<string, string>;
export type MasterFormValues = Record<string, FormValue>;
export type FormMode = 'create' | 'update';

function emptyValue(field: MasterField): FormValue {
  switch (field.type) {
    case 'boolean':
      // New rows are active; other switches start as the field says, else off.
      return field.initial ?? field.name === 'active';
    case 'master':
      return null;
    case 'masters':
      return [];
    case 'labels':
      return Object.fromEntries(labelLanguages.map((lng) => [lng, '']));
    case 'color':
      return 'gray';
    case 'enum':
      return field.options[0] ?? '';
    default:
      return '';
  }
}

export function emptyFormValues(config: Pick<MasterScreenConfig, 'fields'>): MasterFormValues {
  return Object.fromEntries(config.fields.map((field) => [field.name, emptyValue(field)]));
}

function valueFromRow(field: MasterField, raw: unknown): FormValue {
  if (raw === null || raw === undefined) return emptyValue(field);
  switch (field.type) {
    case 'number':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'boolean':
      return raw === true;
    case 'time':
      return String(raw).slice(0, 5);
    case 'date':
      return String(raw).slice(0, 10);
    case 'datetime':
      return toLocalDateTimeInput(String(raw));
    case 'master':
      return String(raw);
    case 'masters':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'labels': {
      const labels = (typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      return Object.fromEntries(labelLanguages.map((lng) => [lng, String(labels[lng] ?? '')]));
    }
    default:
      return String(raw);
  }
}

export function rowToFormValues(config: Pick<MasterScreenConfig, 'fields'>, row: Record<string, unknown>) {
  return Object.fromEntries(config.fields.map((field) => [field.name, valueFromRow(field, row[field.name])]));
}

function bodyValue(field: MasterField, value: FormValue): unknown {
  switch (field.type) {
    case 'number':
      return value === '' || value === null ? undefined : typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value === true;
    case 'master':
      return value || null;
    case 'masters':
      return Array.isArray(value) ? value : [];
    case 'labels': {
      const labels = (value ?? {}) as Record<string, string>;
      return Object.fromEntries(labelLanguages.map((lng) => [lng, (labels[lng] ?? '').trim()]));
    }
    case 'datetime':
      return typeof value === 'string' && value ? fromLocalDateTimeInput(value) : undefined;
    case 'date':
    case 'time':
    case 'enum':
      return value === '' ? undefined : value;
    default: {
      const text = typeof value === 'string' ? value.trim() : value;
      // A cleared optional input means "none"; a required one stays '' so the schema names it.
      return text === '' && !field.required ? null : text;
    }
  }
}

/**
 * The POST/PATCH body. Hidden fields (e.g. the lecturer of a scope that is not "dosen") are sent
 * as null so the server clears them; a field kept from creation (a machine code) is never sent on update.
 */
export function formValuesToBody(config: MasterScreenConfig, values: MasterFormValues, mode: FormMode) {
  const body: Record<string, unknown> = {};
  for (const field of config.fields) {
    if (mode === 'update' && isKeptAfterCreate(config.name, field.name)) continue;
    const visible = isFieldVisible(field, values);
    const value = visible ? bodyValue(field, values[field.name] ?? emptyValue(field)) : null;
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/** The form's schema: inputs -> body -> the shared schema of the list plus its cross-field check. */
export function masterFormSchema(config: MasterScreenConfig, mode: FormMode) {
  const { fields, update, check } = masterSchemas[config.name];
  const wire = (mode === 'create' ? fields : update) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, unknown>
  >;
  return z
    .custom<MasterFormValues>((v) => typeof v === 'object' && v !== null)
    .transform((values) => formValuesToBody(config, values, mode))
    .pipe(
      wire.superRefine((row, ctx) => {
        for (const [path, message] of Object.entries(check(row)))
          ctx.addIssue({ code: 'custom', path: [path], message });
      }),
    );
}

/** Field messages for some values, first issue per field (what the resolver shows). */
export function validateMasterForm(config: MasterScreenConfig, values: MasterFormValues, mode: FormMode) {
  const parsed = masterFormSchema(config, mode).safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string') errors[name] ??= issue.message;
  }
  return errors;
}

/** Whether an input is empty: its message then reads "required" in the user's language. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'object') return Object.values(value).some((v) => v.trim() === '');
  return false;
}
