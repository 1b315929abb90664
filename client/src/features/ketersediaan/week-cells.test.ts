import { describe, expect, it } from 'vitest';
import { blockAt, cellKey, rectangle, selectionToBlocks, weekDays, weekOccurrences } from './week-cells';

describe('availability week cells', () => {
  it('turns selected cells into one block per run of hours on each day', () => {
    const selected = new Set([
      cellKey('2030-01-01', 8),
      cellKey('2030-01-01', 9),
      cellKey('2030-01-01', 11),
      cellKey('2029-12-31', 7),
    ]);
    expect(selectionToBlocks(selected)).toEqual([
      { day: '2029-12-31', mulai: '2029-12-31T07:00:00+07:00', selesai: '2029-12-31T08:00:00+07:00' },
      { day: '2030-01-01', mulai: '2030-01-01T08:00:00+07:00', selesai: '2030-01-01T10:00:00+07:00' },
      { day: '2030-01-01', mulai: '2030-01-01T11:00:00+07:00', selesai: '2030-01-01T12:00:00+07:00' },
    ]);
  });

  it('a drag covers the rectangle between its ends; a weekly block shows in a later week', () => {
    const days = weekDays('2029-12-31');
    expect(rectangle({ day: days[1]!, hour: 10 }, { day: days[0]!, hour: 9 }, days)).toEqual([
      cellKey(days[0]!, 9),
      cellKey(days[0]!, 10),
      cellKey(days[1]!, 9),
      cellKey(days[1]!, 10),
    ]);
    const row = {
      uuid: 'k',
      dosenUuid: 'd',
      mulai: '2030-01-01T08:00:00+07:00',
      selesai: '2030-01-01T12:00:00+07:00',
      mingguanSampai: '2030-01-29',
      catatan: null,
      version: 1,
      createdAt: '2029-12-01T00:00:00Z',
    };
    const later = weekOccurrences([row], '2030-01-14');
    expect(later).toHaveLength(1);
    expect(blockAt(later, '2030-01-15', 8)?.uuid).toBe('k');
    expect(blockAt(later, '2030-01-15', 12)).toBeUndefined();
    expect(weekOccurrences([row], '2030-02-04')).toEqual([]);
  });
});
