import { defaultPengaturan, type Pengaturan, pengaturanSchema } from '@ujian/shared/surat';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pengaturan } from '../../db/schema/pengaturan';
import { staleVersionError } from '../../http/stale-version';

const KEY = 'default';

export type PengaturanBody = Pengaturan & { version: number };

/** The settings as stored (the defaults until an admin saves them), with their version. */
export async function loadPengaturan(db: Db): Promise<PengaturanBody> {
  const [row] = await db.select().from(pengaturan).where(eq(pengaturan.key, KEY));
  if (!row) return { ...defaultPengaturan, version: 0 };
  // a stored value from an older shape gets the defaults for what it lacks
  const parsed = pengaturanSchema.safeParse({ ...defaultPengaturan, ...(row.value as object) });
  return { ...(parsed.success ? parsed.data : defaultPengaturan), version: row.version };
}

/** Saves the settings if nobody saved them since `version` was read (409 STALE_VERSION otherwise). */
export async function savePengaturan(db: Db, body: PengaturanBody, userId: number, now: Date): Promise<PengaturanBody> {
  const { version, ...value } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pengaturan).where(eq(pengaturan.key, KEY)).for('update');
    const current = row?.version ?? 0;
    if (current !== version) {
      const now = await loadPengaturan(tx as unknown as Db);
      throw staleVersionError('The settings were changed by someone else meanwhile. Reload them.', now);
    }
    if (row)
      await tx
        .update(pengaturan)
        .set({ value, version: current + 1, updatedBy: userId, updatedAt: now })
        .where(and(eq(pengaturan.key, KEY), eq(pengaturan.version, current)));
    else await tx.insert(pengaturan).values({ key: KEY, value, version: 1, updatedBy: userId, updatedAt: now });
    return { ...value, version: current + 1 };
  });
}
