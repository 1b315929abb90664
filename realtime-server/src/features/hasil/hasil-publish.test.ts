import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasilSidang } from '../../db/schema/hasil';
import { dayAhead, useJadwalServer } from '../../test/jadwal';

const { state, draft, publish } = useJadwalServer();

describe('hasil sidang from the jadwal PUBLISH', () => {
  it('creates the hasil row (penilaian) in the publish transaction, none for a draft', async () => {
    const row = await draft({
      tanggal: dayAhead(12),
      waktu: 0,
      ruangan: 0,
      komite: [
        [0, 'ketua'],
        [1, 'penguji1'],
      ],
    });
    const db = state.server.database.db;
    expect(await db.select().from(hasilSidang).where(eq(hasilSidang.jadwalUuid, row.uuid))).toEqual([]);
    const published = await publish(row);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const rows = await db.select().from(hasilSidang).where(eq(hasilSidang.jadwalUuid, row.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'penilaian', version: 1, komponen: null });
  });
});
