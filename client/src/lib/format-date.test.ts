import { describe, expect, it } from 'vitest';
import { formatSidangTime, formatSidangWhen } from './format-date';

describe('the one sidang time format', () => {
  it('writes 24-hour Jakarta times with WIB in every language', () => {
    const mulai = '2026-11-30T12:00:00.000Z';
    const selesai = '2026-11-30T14:00:00.000Z';
    expect(formatSidangTime(mulai, selesai)).toBe('19:00–21:00 WIB');
    for (const locale of ['id', 'en', 'de', 'fr', 'pt']) {
      const when = formatSidangWhen(mulai, selesai, locale);
      expect(when.endsWith('19:00–21:00 WIB')).toBe(true);
      expect(when).not.toMatch(/PM|AM/);
    }
    expect(formatSidangWhen(mulai, selesai, 'en')).toBe('Monday, November 30, 2026, 19:00–21:00 WIB');
  });
});
