import { describe, expect, it } from 'vitest';
import { formatRupiah } from './rupiah';

describe('formatRupiah', () => {
  it('writes whole rupiah with dots for thousands and no decimals', () => {
    expect(formatRupiah(250_000).replace(/\s/g, ' ')).toBe('Rp 250.000');
    expect(formatRupiah(0).replace(/\s/g, ' ')).toBe('Rp 0');
  });
});
