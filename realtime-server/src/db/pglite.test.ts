import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database', () => {
  it('starts with 32 MB of shared buffers, not the 128 MB its WebAssembly zeroes at every start', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(result.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
