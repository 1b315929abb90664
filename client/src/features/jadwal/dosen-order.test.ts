import { describe, expect, it } from 'vitest';
import { bySuitability, type DosenChoice } from './DosenPicker';

describe('committee choices in the contract’s order', () => {
  it('suitable first, then the lighter period load, then by name; the day’s load does not reorder', () => {
    const choices: DosenChoice[] = [
      { uuid: '1', nama: 'Andi', load: 2, loadPeriode: 1, cocok: false },
      { uuid: '2', nama: 'Budi', load: 0, loadPeriode: 1, cocok: false },
      { uuid: '3', nama: 'Citra', load: 0, loadPeriode: 0, cocok: false },
      { uuid: '4', nama: 'Zaenal', load: 1, loadPeriode: 3, cocok: true },
    ];
    expect([...choices].sort(bySuitability).map((d) => d.nama)).toEqual(['Zaenal', 'Citra', 'Andi', 'Budi']);
  });
});
