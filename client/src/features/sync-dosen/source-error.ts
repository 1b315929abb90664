import { errorInfoOf, type Translate } from '../../components/server-message';

/** Reasons a source URL is refused (`fields.reason`, docs/CONTRACT-additions.md), with a text in `admin`. */
const sourceReasons = ['SOURCE_INTERNAL', 'SOURCE_UNKNOWN_HOST'];

/**
 * What goes under the source URL field after a refused preview: the reason in the reader's language,
 * else the server's own words for the field; nothing when the refusal is not about the URL.
 */
export function sourceUrlErrorOf(err: unknown, t: Translate): string | undefined {
  const fields = errorInfoOf(err)?.fields;
  if (!fields?.sourceUrl) return undefined;
  const reason = fields.reason;
  return reason && sourceReasons.includes(reason) ? t(`sync.sourceErrors.${reason}`) : fields.sourceUrl;
}
