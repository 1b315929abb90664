import type { AppError, FieldErrors } from '@ujian/shared/errors';
import type { z } from 'zod';
import * as zodLocales from 'zod/v4/locales';
import type { MessageLocale } from '../../features/notifikasi/messages';
import { codeTexts } from './codes';
import { messageCatalogue } from './messages';
import { reasonTexts } from './reasons';
import type { Texts } from './types';

/** Texts clients match on (CONTRACT.md Part 3): the sign-in's refusal keeps its words in every language. */
const FIXED_CODES = new Set(['INVALID_CREDENTIALS']);

const byEnglish = new Map<string, Texts>(messageCatalogue.map(([en, others]) => [en, { en, ...others }]));
const zodTexts = {
  id: zodLocales.id(),
  en: zodLocales.en(),
  de: zodLocales.de(),
  fr: zodLocales.fr(),
  pt: zodLocales.pt(),
} as const;

function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of a schema finding in `locale`: zod's own wording for its defaults, the catalogue for ours. */
function issueText(issue: z.core.$ZodIssue, locale: MessageLocale): string | undefined {
  const say = (l: MessageLocale) => {
    const said = zodTexts[l].localeError?.(issue as never);
    return typeof said === 'string' ? said : said?.message;
  };
  if (issue.message === say('en')) return say(locale);
  return byEnglish.get(issue.message)?.[locale];
}

function fieldsIn(error: AppError, locale: MessageLocale): FieldErrors | undefined {
  if (!error.fields) return undefined;
  const issueOf = new Map((error.issues ?? []).map((i) => [i.path.length > 0 ? i.path.join('.') : '_', i]));
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(error.fields)) {
    const issue = issueOf.get(field);
    // machine values (`reason`, `usedBy`, ids) are not in the catalogue and pass as they are
    out[field] =
      (issue && issue.message === value ? issueText(issue, locale) : undefined) ??
      byEnglish.get(value)?.[locale] ??
      value;
  }
  return out;
}

/**
 * `error.message` and the field messages in the caller's `locale`: English as the server wrote them;
 * another language from the catalogue: the particular message when it knows it, else the reason's text
 * (`fields.reason`), else the code's. Codes, reasons and other machine values stay as they are.
 */
export function localizeError(error: AppError, locale: MessageLocale): { message: string; fields?: FieldErrors } {
  // the server writes its refusals in English, each as particular as its place in the code knows
  if (locale === 'en') return { message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  const fields = fieldsIn(error, locale);
  if (FIXED_CODES.has(error.code)) return { message: error.message, ...(fields ? { fields } : {}) };
  const reason = error.fields?.reason?.split(',')[0];
  const firstIssue = error.code === 'VALIDATION_FAILED' ? error.issues?.[0] : undefined;
  const text =
    (firstIssue && firstIssue.message === error.message ? issueText(firstIssue, locale) : undefined) ??
    byEnglish.get(error.message)?.[locale] ??
    (reason ? reasonTexts[reason]?.[locale] : undefined) ??
    codeTexts[error.code][locale];
  return { message: fill(text, error.params), ...(fields ? { fields } : {}) };
}
