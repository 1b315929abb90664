import type { Pengguna, PenggunaPatch } from '@ujian/shared/pengguna';

/** Only what changed is sent: a role or active change ends the user's sessions, so never send it idly. */
export function penggunaPatchOf(
  user: Pick<Pengguna, 'role' | 'prodiUuid' | 'active'>,
  next: { role: string; prodiUuid: string | null; active: boolean },
): PenggunaPatch {
  const patch: PenggunaPatch = {};
  if (next.role !== user.role) patch.role = next.role;
  if ((next.prodiUuid ?? null) !== (user.prodiUuid ?? null)) patch.prodiUuid = next.prodiUuid ?? null;
  if (next.active !== user.active) patch.active = next.active;
  return patch;
}
