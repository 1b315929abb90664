import { createPengajuanSidangBodySchema, pengajuanMessages } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { messageKeyOf, setPembimbing, toFormValues } from './form-values';

describe('supervisor pickers edit one list', () => {
  it('sets, replaces and clears by position; the second moves up when the first is cleared', () => {
    expect(setPembimbing([], 0, 'a')).toEqual(['a']);
    expect(setPembimbing(['a'], 1, 'b')).toEqual(['a', 'b']);
    expect(setPembimbing(['a', 'b'], 0, 'c')).toEqual(['c', 'b']);
    expect(setPembimbing(['a', 'b'], 0, null)).toEqual(['b']);
    expect(setPembimbing(['a', 'b'], 1, null)).toEqual(['a']);
  });

  it('never lists one lecturer twice (the server would refuse it)', () => {
    expect(setPembimbing(['a', 'b'], 1, 'a')).toEqual(['a']);
  });

  it('starts empty for a new pengajuan and from the row for an edit', () => {
    expect(toFormValues(undefined)).toEqual({ judul: '', pembimbingIds: [] });
    expect(toFormValues({ judul: 'T', pembimbingIds: ['x'] })).toEqual({ judul: 'T', pembimbingIds: ['x'] });
  });
});

describe("the shared schema's messages are translated", () => {
  it('every message of the schema has a key', () => {
    for (const text of Object.values(pengajuanMessages)) expect(messageKeyOf(text)).toMatch(/^messages\./);
    expect(messageKeyOf('something the server made up')).toBeUndefined();
  });

  it('an empty form fails with the title and supervisor messages', () => {
    const result = createPengajuanSidangBodySchema.out.pick({ judul: true, pembimbingIds: true }).safeParse({
      judul: ' ',
      pembimbingIds: [],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(pengajuanMessages.judulRequired);
    expect(messages).toContain(pengajuanMessages.pembimbingRequired);
  });
});
