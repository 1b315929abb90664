import { describe, expect, it } from 'vitest';
import { dailyLoad, loadPeopleOf, overDailyLoad } from './jadwal-load';

describe('the one daily load rule', () => {
  const day = '2027-02-01';
  const sidang = [
    { key: 'a', tanggal: day, komite: ['d1', 'd2'], pembimbing: ['d3'] },
    { key: 'b', tanggal: day, komite: ['d3'], pembimbing: ['d1'] },
    // an old row that names its supervisor on the committee too still counts once for them
    { key: 'c', tanggal: '2027-02-02', komite: ['d1'], pembimbing: ['d1'] },
  ];

  it('counts committee seats and, when supervisors attend, supervised sidang, each sidang once per person', () => {
    const load = dailyLoad(sidang, true);
    expect(load.get('d1')?.get(day)).toBe(2);
    expect(load.get('d3')?.get(day)).toBe(2);
    expect(load.get('d2')?.get(day)).toBe(1);
    expect(load.get('d1')?.get('2027-02-02')).toBe(1);
    expect(loadPeopleOf(sidang[2]!, true)).toEqual(['d1']);
  });

  it('counts committee seats only when supervisors do not attend', () => {
    const load = dailyLoad(sidang, false);
    expect(load.get('d1')?.get(day)).toBe(1);
    expect(load.get('d3')?.get(day)).toBe(1);
  });

  it('one more sidang goes past the maximum only above it', () => {
    expect(overDailyLoad(3, 4)).toBe(false);
    expect(overDailyLoad(4, 4)).toBe(true);
  });
});
