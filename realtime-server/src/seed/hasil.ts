import { defaultKomponenNilai, defaultSkalaNilai } from '@ujian/shared/hasil';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { komponenNilai, skalaNilai } from '../db/schema/hasil';

/**
 * What every database needs to score a sidang: the grade scale of CONTRACT.md and a rubric whose
 * weights sum to 100. Seeded only into empty lists: admins edit them afterwards.
 */
export async function seedHasilMasters(db: Db): Promise<void> {
  const [skala] = await db.select({ n: sql<number>`count(*)::int` }).from(skalaNilai);
  if (!skala?.n)
    await db.insert(skalaNilai).values(defaultSkalaNilai.map((s) => ({ ...s, nilaiMin: Number(s.nilaiMin) })));
  const [komponen] = await db.select({ n: sql<number>`count(*)::int` }).from(komponenNilai);
  if (!komponen?.n)
    await db.insert(komponenNilai).values(defaultKomponenNilai.map((k) => ({ ...k, bobot: Number(k.bobot) })));
}
