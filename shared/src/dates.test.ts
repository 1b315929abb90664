import { describe, expect, it } from 'vitest';
import { isoDateSchema, isoDateTimeSchema, isRealDate, timeOfDaySchema } from './dates';

describe('strict dates and times', () => {
  it('takes only days that exist, in years 1900-2999', () => {
    for (const bad of [
      '2026-13-01',
      '2026-12-32',
      '2026-02-30',
      '2025-02-29',
      '0000-00-00',
      '0000-01-01',
      '3000-01-01',
      '2026-1-01',
      ' 2026-01-01',
    ])
      expect(isRealDate(bad), bad).toBe(false);
    for (const good of ['2024-02-29', '2026-12-31', '1900-01-01', '2999-12-31'])
      expect(isRealDate(good), good).toBe(true);
    expect(isoDateSchema('Custom.').safeParse('2026-02-30').error?.issues[0]?.message).toBe('Custom.');
  });

  it('takes times from 00:00 to 23:59 and gives HH:MM back', () => {
    for (const bad of ['24:00', '23:60', '12:00:60', '7:00', ''])
      expect(timeOfDaySchema().safeParse(bad).success, bad).toBe(false);
    expect(timeOfDaySchema().parse('23:59:59')).toBe('23:59');
    expect(timeOfDaySchema().parse('00:00')).toBe('00:00');
  });

  it('takes date-times with an offset on a real day at a real time', () => {
    for (const bad of [
      '2026-02-30T08:00:00+07:00',
      '2026-01-01T24:00:00+07:00',
      '2026-01-01T08:00:00',
      '0000-01-01T00:00:00Z',
    ])
      expect(isoDateTimeSchema().safeParse(bad).success, bad).toBe(false);
    expect(isoDateTimeSchema().safeParse('2028-02-29T23:59:59+07:00').success).toBe(true);
  });
});
