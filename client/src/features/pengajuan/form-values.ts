import { type Pengajuan, type PengajuanKind, pengajuanMessages } from '@ujian/shared/pengajuan';

/** What the inputs hold: the title and up to two supervisors, first one first. */
export type PengajuanFormValues = { judul: string; pembimbingIds: string[] };

export const formFields = ['judul', 'pembimbingIds'] as const;

export function toFormValues(row: Pick<Pengajuan, 'judul' | 'pembimbingIds'> | undefined): PengajuanFormValues {
  return { judul: row?.judul ?? '', pembimbingIds: row?.pembimbingIds ?? [] };
}

/** Two pickers edit one list: a cleared first supervisor lets the second move up, duplicates go. */
export function setPembimbing(ids: readonly string[], index: 0 | 1, value: string | null): string[] {
  const next = [ids[0] ?? null, ids[1] ?? null];
  next[index] = value;
  return [...new Set(next.filter((id): id is string => Boolean(id)))];
}

/** The shared schema's English messages -> keys of the `pengajuan` namespace. */
const keyOfMessage = new Map<string, string>(
  Object.entries(pengajuanMessages).map(([name, text]) => [text, `messages.${name}`]),
);

export function messageKeyOf(message: string | undefined): string | undefined {
  return message ? keyOfMessage.get(message) : undefined;
}

export function supervisorsRequired(kind: PengajuanKind): boolean {
  return kind === 'sidang';
}
