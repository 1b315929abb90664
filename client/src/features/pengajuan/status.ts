/** Colours of the machines' fixed state codes when the status master cannot be read (students). */
export const defaultStatusColor: Record<string, string> = {
  draft: 'gray',
  diajukan: 'blue',
  dikembalikan: 'orange',
  diverifikasi: 'cyan',
  disetujui: 'teal',
  dijadwalkan: 'indigo',
  selesai: 'green',
  ditolak: 'red',
  dibatalkan: 'dark',
};

export type StatusMasterRow = { kode: string; warna?: string; label?: Record<string, string> };

/**
 * The label and colour of a status: the status master's (admins edit them) in the reader's language
 * when it is readable, else the translated code and the default colour.
 */
export function statusDisplay(
  code: string,
  language: string,
  master: readonly StatusMasterRow[] | undefined,
  translated: string,
): { label: string; color: string } {
  const row = master?.find((r) => r.kode === code);
  const lang = language.split('-')[0] ?? 'en';
  const label = row?.label?.[lang] || translated;
  return { label, color: row?.warna || defaultStatusColor[code] || 'gray' };
}
