import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatInstant,
  formatShortDay,
  formatSidangTime,
  formatSidangWhen,
  institutionParts,
} from './format-date';

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

describe('every instant on the institution’s clock', () => {
  it('writes 24-hour Jakarta times with WIB in every language, wherever the reader is', () => {
    // 12:00 UTC is 19:00 in Jakarta: a 12-hour clock would say "7:00 PM"
    const at = '2026-11-30T12:00:00.000Z';
    for (const locale of ['id', 'en', 'en-US', 'de', 'fr', 'pt-BR']) {
      const text = formatInstant(at, locale);
      expect(text).toMatch(/19[.:]00 WIB$/);
      expect(text).not.toMatch(/PM|AM|7:00/);
    }
    expect(formatInstant(at, 'en-US')).toBe('Nov 30, 2026, 19:00 WIB');
    expect(formatInstant(at, 'en-US', { seconds: true })).toBe('Nov 30, 2026, 19:00:00 WIB');
    // past midnight in Jakarta is the next day there
    expect(institutionParts('2026-11-30T17:30:00Z')).toEqual({ date: '2026-12-01', minutes: 30, hhmm: '00:30' });
    expect(formatShortDay('2026-11-30', 'en-US')).toBe('Mon, Nov 30');
    expect(formatInstant('not a date', 'en')).toBe('not a date');
    expect(formatInstant(null, 'en')).toBe('');
  });
});

describe('formatters', () => {
  it('are built once per language and style, however many values a screen formats', () => {
    const original = Intl.DateTimeFormat;
    const built: string[] = [];
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built.push(String(args[0]));
        return new target(...args);
      },
    });
    try {
      const days = ['2026-11-30', '2026-12-01', '2026-12-02'];
      const first = days.map((day) => formatDay(day, 'de', 'long'));
      expect(days.map((day) => formatDay(day, 'de', 'long'))).toEqual(first);
      expect(first[0]).toBe('30. November 2026');
      expect(built.filter((locale) => locale === 'de')).toHaveLength(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
