import { type Clash, clashCodes, warningCodes } from '@ujian/shared/jadwal';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Names the screen already knows, to say who or what a clash is about in the reader's language. */
export type ClashNames = {
  dosen(uuid: string): string | undefined;
  ruangan(uuid: string): string | undefined;
  /** The other sidang, e.g. its student's name and time. */
  jadwal(uuid: string): string | undefined;
};

const known = new Set<string>([...clashCodes, ...warningCodes]);

/**
 * One clash or warning as a sentence in the reader's language (`jadwal` namespace, `clash.<CODE>`),
 * naming the lecturer or room and the other sidang when the screen knows them. A code the client does
 * not know, or a clash whose subject it cannot name, keeps the server's own words.
 */
export function clashText(clash: Clash, t: Translate, names: ClashNames): string {
  if (!known.has(clash.code)) return clash.message;
  const dosen = clash.dosenUuid ? names.dosen(clash.dosenUuid) : undefined;
  const ruangan = clash.ruanganUuid ? names.ruangan(clash.ruanganUuid) : undefined;
  const other = clash.jadwalUuid ? names.jadwal(clash.jadwalUuid) : undefined;
  // a clash about a person or room the screen cannot name reads better in the server's words
  if ((clash.dosenUuid && !dosen) || (clash.ruanganUuid && !ruangan)) return clash.message;
  const base = t(`clash.${clash.code}`, { dosen, ruangan, defaultValue: clash.message });
  return other ? `${base} ${t('clash.other', { sidang: other })}` : base;
}

/** Which form field a clash belongs to, so it can be shown next to it as well as in the summary. */
export function clashField(clash: Clash): 'ruangan' | 'komite' | 'tanggal' | 'onlineUrl' | null {
  switch (clash.code) {
    case 'RUANGAN_BUSY':
    case 'RUANGAN_INACTIVE':
      return 'ruangan';
    case 'DOSEN_BUSY':
    case 'DOSEN_INACTIVE':
    case 'PEMBIMBING_AS_PENGUJI':
    case 'KOMITE_DUPLICATE':
    case 'KOMITE_INCOMPLETE':
    case 'DOSEN_LOAD':
    case 'DOSEN_UNAVAILABLE':
      return 'komite';
    case 'OUTSIDE_PERIODE':
    case 'PAST':
    case 'EXTERNAL_BLOCK':
      return 'tanggal';
    case 'NO_PLACE':
      return 'onlineUrl';
    default:
      return null;
  }
}

/** The clashes of a `409 SCHEDULE_CLASH` body, if that is what a failed write was. */
export function clashesOfError(err: unknown): Clash[] | undefined {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data as
    | { error?: { code?: unknown; clashes?: unknown } }
    | undefined;
  if (data?.error?.code !== 'SCHEDULE_CLASH' || !Array.isArray(data.error.clashes)) return undefined;
  return data.error.clashes.filter(
    (c): c is Clash => typeof c === 'object' && c !== null && typeof (c as Clash).code === 'string',
  );
}

/** `error.current` of a stale write (409 CONFLICT, reason STALE_VERSION), when the server sent it. */
export function staleCurrentOf(err: unknown): unknown | undefined {
  const data = (err as { response?: { status?: number; data?: unknown } } | null)?.response;
  const body = data?.data as { error?: { code?: string; fields?: Record<string, string>; current?: unknown } };
  if (data?.status !== 409 || body?.error?.fields?.reason !== 'STALE_VERSION') return undefined;
  return body.error.current ?? null;
}

export function isStale(err: unknown): boolean {
  return staleCurrentOf(err) !== undefined;
}
