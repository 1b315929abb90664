import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeysForEvent } from '../../realtime/query-keys';
import { payrollKeys, payrollParams } from './keys';

describe('payroll queries', () => {
  it('leave empty filters out of the query string', () => {
    expect(payrollParams({ from: '2026-01-01', to: '', prodiUuid: null, dosenUuid: 'd' })).toEqual({
      from: '2026-01-01',
      dosenUuid: 'd',
    });
  });

  it('are made stale by rekap:changed payroll, not by another recap', async () => {
    const client = new QueryClient();
    const params = payrollParams({ from: '', to: '', prodiUuid: null, dosenUuid: null });
    client.setQueryData(payrollKeys.recap(params), { rows: [] });
    client.setQueryData(payrollKeys.lines(params, 2), { data: [] });
    const at = '2026-11-25T10:00:00.000Z';
    for (const key of queryKeysForEvent({ seq: 1, type: 'rekap:changed', at, data: { recap: 'pengajuan-sidang' } }))
      await client.invalidateQueries({ queryKey: key });
    expect(client.getQueryState(payrollKeys.recap(params))?.isInvalidated).toBe(false);
    for (const key of queryKeysForEvent({ seq: 2, type: 'rekap:changed', at, data: { recap: 'payroll' } }))
      await client.invalidateQueries({ queryKey: key });
    expect(client.getQueryState(payrollKeys.recap(params))?.isInvalidated).toBe(true);
    expect(client.getQueryState(payrollKeys.lines(params, 2))?.isInvalidated).toBe(true);
  });
});
