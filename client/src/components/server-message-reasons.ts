import type { ServerError, Translate } from './server-message';

/**
 * Reason codes a 409 may carry in `fields.reason` (docs/CONTRACT-additions.md), whatever the screen:
 * a row still used by other data, a value another row already has.
 */
export const refusalReasons = ['IN_USE', 'DUPLICATE'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export function reasonOf(info: Pick<ServerError, 'fields'> | undefined): RefusalReason | undefined {
  const reason = info?.fields?.reason;
  return refusalReasons.find((r) => r === reason);
}

/**
 * `usedBy` is `kind:count` pairs; a kind is a master list (its singular name in `master`) or other
 * data with a name in `errors:reasons.usedBy`; one the client does not know is shown as sent.
 */
export function usesOf(usedBy: string | undefined, t: Translate): string {
  const uses: string[] = [];
  for (const pair of (usedBy ?? '').split(',')) {
    const [kind, count] = pair.trim().split(':');
    if (!kind) continue;
    const label = t([`master:${kind}.one`, `errors:reasons.usedBy.${kind}`], { defaultValue: kind });
    uses.push(count ? `${label} (${count})` : label);
  }
  return uses.join(', ');
}

/** The translated text of a refusal by its reason code; undefined when there is none or it is unknown. */
export function reasonMessageOf(info: ServerError, t: Translate): string | undefined {
  const reason = reasonOf(info);
  if (reason === 'IN_USE') {
    const uses = usesOf(info.fields?.usedBy, t);
    return uses ? t('errors:reasons.IN_USE_BY', { uses }) : t('errors:reasons.IN_USE');
  }
  if (reason === 'DUPLICATE') return t('errors:reasons.DUPLICATE');
  return undefined;
}

/**
 * The per-field messages of an error body, without a reason's own entries (`reason`, `usedBy`); a
 * value another row has (`DUPLICATE`) is said in the reader's language under its field.
 */
export function fieldMessagesOf(info: ServerError | undefined, t: Translate): Record<string, string> {
  const fields = info?.fields ?? {};
  const reason = reasonOf(info);
  if (!reason) return fields;
  const own = Object.keys(fields).filter((field) => field !== 'reason' && field !== 'usedBy');
  const messageOf = (field: string) => (reason === 'DUPLICATE' ? t('errors:reasons.DUPLICATE_FIELD') : fields[field]!);
  return Object.fromEntries(own.map((field) => [field, messageOf(field)]));
}
