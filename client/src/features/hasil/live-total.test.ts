import { describe, expect, it } from 'vitest';
import { liveTotal } from './HasilEditPage';

const komponen = [
  { kode: 'a', nama: 'A', bobot: 25 },
  { kode: 'b', nama: 'B', bobot: 25 },
  { kode: 'c', nama: 'C', bobot: 50 },
];

describe('live weighted total on the scoring form', () => {
  it('uses exact decimals, as the server does', () => {
    expect(liveTotal(komponen, { a: 80.07, b: 80.07, c: 80.07 })).toBe('80.07');
    expect(liveTotal(komponen, { a: 33.33, b: 33.33, c: 33.33 })).toBe('33.33');
    expect(liveTotal(komponen, { a: 0.1, b: 0.2, c: 0.3 })).toBe('0.23');
  });
  it('waits for every component', () => {
    expect(liveTotal(komponen, { a: 80, b: '', c: 80 })).toBeNull();
  });
});
