import type { Refusal } from '@ujian/machines/pengajuanGuards';
import type { RequiredDocument } from '@ujian/shared/pengajuan';
import type { ExplainRefusal, ServerError, Translate } from '../../components/server-message';
import { messageKeyOf } from './form-values';

/** `fields.reason` of a pengajuan CONFLICT (docs/CONTRACT-additions.md). */
const conflictKeys: Record<string, string> = {
  STALE_VERSION: 'messages.changedMeanwhile',
  NOT_EDITABLE: 'messages.notEditable',
  ACTIVE_EXISTS: 'messages.activeExists',
  ALREADY_PASSED: 'messages.alreadyPassed',
};

/**
 * Each refusal of `TRANSITION_NOT_ALLOWED` (`fields.event`, comma separated) as a key of the
 * `pengajuan` namespace: the machine's blockers read as they do under the disabled buttons.
 */
export const refusalKeys: Record<Refusal, string> = {
  NOT_IN_STATE: 'refusals.NOT_IN_STATE',
  FINAL: 'refusals.FINAL',
  ROLE: 'refusals.ROLE',
  NOTE_REQUIRED: 'messages.noteRequired',
  HASIL_REQUIRED: 'messages.hasilRequired',
  PERIODE_CLOSED: 'blockers.PERIODE_CLOSED',
  BIODATA_INCOMPLETE: 'blockers.BIODATA_INCOMPLETE',
  DOCUMENTS_MISSING: 'blockers.DOCUMENTS_MISSING',
  HASIL_LULUS_REQUIRED: 'blockers.HASIL_LULUS_REQUIRED',
};

function isRefusal(code: string): code is Refusal {
  return Object.hasOwn(refusalKeys, code);
}

/**
 * The `jenis` codes of a DOCUMENTS_MISSING refusal: `fields.documents`; from a server without it,
 * its English text ("... Missing: naskah, transkrip."); else the documents this row still lacks.
 */
export function missingDocumentsOf(message: string, documents: readonly RequiredDocument[], listed?: string): string[] {
  if (listed) return listed.split(',').filter(Boolean);
  const named = /Missing: ([\w-]+(?:, [\w-]+)*)\./.exec(message)?.[1];
  if (named) return named.split(', ');
  return documents.filter((d) => !d.uploaded).map((d) => d.jenis);
}

function transitionRefusalOf(info: ServerError, t: Translate, documents: readonly RequiredDocument[]) {
  const codes = (info.fields?.event ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  // a reason the client does not know: the server's own words say more than a partial translation
  if (codes.length === 0 || !codes.every(isRefusal)) return undefined;
  return codes
    .map((code) => {
      const text = t(refusalKeys[code]);
      if (code !== 'DOCUMENTS_MISSING') return text;
      const missing = missingDocumentsOf(info.message, documents, info.fields?.documents).map((jenis) =>
        t(`jenis.${jenis}`, { defaultValue: documents.find((d) => d.jenis === jenis)?.label ?? jenis }),
      );
      return missing.length ? `${text} ${t('refusals.missing', { documents: missing.join(', ') })}` : text;
    })
    .join(' ');
}

/**
 * A pengajuan 409 in the reader's language (`t` of the `pengajuan` namespace): a refused
 * transition by its reason codes, a stale version, a change outside draft/dikembalikan.
 * `documents` are the row's required documents, for their labels.
 */
export function pengajuanRefusalOf(documents: readonly RequiredDocument[] = []): ExplainRefusal {
  return (info, t) => {
    if (info.code === 'TRANSITION_NOT_ALLOWED') return transitionRefusalOf(info, t, documents);
    if (info.code !== 'CONFLICT') return undefined;
    const reason = info.fields?.reason;
    if (reason && conflictKeys[reason]) return t(conflictKeys[reason]);
    // without a reason: the shared message texts (pengajuanMessages) have their keys
    const key = messageKeyOf(info.message);
    return key ? t(key) : undefined;
  };
}
