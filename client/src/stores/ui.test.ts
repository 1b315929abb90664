import { describe, expect, it } from 'vitest';
import { browserLocale } from './ui';

describe('browserLocale', () => {
  it('takes the browser’s first language the portal speaks, else Indonesian', () => {
    expect(browserLocale(['id-ID', 'id', 'en-US'])).toBe('id');
    expect(browserLocale(['ja-JP', 'pt-BR', 'en'])).toBe('pt');
    expect(browserLocale(['de'])).toBe('de');
    expect(browserLocale(['fr-CA', 'en'])).toBe('fr');
    expect(browserLocale(['en-GB', 'id'])).toBe('en');
    expect(browserLocale(['ja-JP', 'zh'])).toBe('id');
    expect(browserLocale([])).toBe('id');
    expect(browserLocale(undefined)).toBe('id');
  });
});
