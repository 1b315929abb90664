import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAhead, useJadwalServer } from '../../test/jadwal';

/**
 * A transaction holds one PostgreSQL connection: queries on it go one after another. Queueing a query
 * on a pg client that is still busy is deprecated (pg 8 warns, pg 9 refuses), so the clash check that
 * runs inside a save or a PUBLISH must not fire its rules side by side there.
 */
describe('no query queued on a busy connection', () => {
  // listening before the server starts: its start (demo seed, realtime relay) must not warn either, and
  // pg warns once per process, so a warning at start would hide one on a later save
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  beforeAll(() => {
    process.on('warning', onWarning);
  });
  const { state, draft, publish, call } = useJadwalServer();
  afterAll(() => {
    process.off('warning', onWarning);
  });

  it('starts, saves, checks and publishes a placed jadwal without the pg queueing warning', async () => {
    const row = await draft({
      tanggal: dayAhead(20),
      waktu: 0,
      ruangan: 1,
      komite: [
        [4, 'ketua'],
        [5, 'penguji1'],
      ],
    });
    const moved = await call('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: row.version,
      ruanganUuid: state.ruangan[2]!.uuid,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const published = await publish(moved.body);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
  });
});
