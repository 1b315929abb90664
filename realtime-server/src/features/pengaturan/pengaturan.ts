import { defaultPengaturan, type Pengaturan, pengaturanSchema } from '@ujian/shared/surat';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pengaturan } from '../../db/schema/pengaturan';
import { staleVersionError } from '../../http/stale-version';

export const PENGATURAN_KEY = 'default';

export type PengaturanBody = Pengaturan & { version: number };

/** The settings as stored (the defaults until an admin saves them), with their version. */
export async function loadPengaturan(db: Db): Promise<PengaturanBody> {
  const [row] = await db.select().from(pengaturan).where(eq(pengaturan.key, PENGATURAN_KEY));
  return pengaturanOf(row ?? null);
}

/** The settings from their stored row (null: never saved, the defaults). */
export function pengaturanOf(row: { value: unknown; version: number } | null): PengaturanBody {
  if (!row) return { ...defaultPengaturan, version: 0 };
  // a stored value from an older shape gets the defaults for what it lacks
  const parsed = pengaturanSchema.safeParse({ ...defaultPengaturan, ...(row.value as object) });
  return { ...(parsed.success ? parsed.data : defaultPengaturan), version: row.version };
}

/** Saves the settings if nobody saved them since `version` was read (409 STALE_VERSION otherwise). */
export async function savePengaturan(db: Db, body: PengaturanBody, userId: number, now: Date): Promise<PengaturanBody> {
  const { version, ...value } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pengaturan).where(eq(pengaturan.key, PENGATURAN_KEY)).for('update');
    const current = row?.version ?? 0;
    if (current !== version) {
      const now = await loadPengaturan(tx as unknown as Db);
      throw staleVersionError('The settings were changed by someone else meanwhile. Reload them.', now);
    }
    if (row)
      await tx
        .update(pengaturan)
        .set({ value, version: current + 1, updatedBy: userId, updatedAt: now })
        .where(and(eq(pengaturan.key, PENGATURAN_KEY), eq(pengaturan.version, current)));
    else
      await tx.insert(pengaturan).values({ key: PENGATURAN_KEY, value, version: 1, updatedBy: userId, updatedAt: now });
    return { ...value, version: current + 1 };
  });
}
