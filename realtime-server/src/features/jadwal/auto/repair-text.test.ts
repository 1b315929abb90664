import { describe, expect, it } from 'vitest';
import { messageLocales } from '../../notifikasi/messages';
import type { RepairKind } from './auto-types';
import { repairText } from './repair-text';

const names = {
  dosen: (uuid: string) => ({ d1: 'Dr. Ani' })[uuid],
  ruangan: (uuid: string) => ({ r1: 'Ruang Sidang 2' })[uuid],
  block: (uuid: string) => ({ e1: { mulai: '2027-02-01T03:00:00.000Z', selesai: '2027-02-01T05:00:00.000Z' } })[uuid],
};
const repairs: Array<{
  kind: RepairKind;
  dosenUuid?: string;
  externalUuid?: string;
  tanggal?: string;
  ruanganUuid?: string;
}> = [
  { kind: 'FREE_PERSON', dosenUuid: 'd1', externalUuid: 'e1', tanggal: '2027-02-01' },
  { kind: 'ADD_DAY', tanggal: '2027-02-08' },
  { kind: 'ADD_ROOM', ruanganUuid: 'r1' },
  { kind: 'OTHER_EXAMINER', dosenUuid: 'd1' },
  { kind: 'RAISE_LOAD', dosenUuid: 'd1' },
];

describe('repair texts', () => {
  it('write every kind in every language, naming who, when and where', () => {
    for (const locale of messageLocales) {
      const texts = repairs.map((r) => repairText(locale, r, names));
      expect(texts).toHaveLength(5);
      expect(texts.every((t) => !t.includes('?'))).toBe(true);
      expect(texts[0]).toContain('Dr. Ani');
      expect(texts[2]).toContain('Ruang Sidang 2');
      // the other languages are not English
      if (locale !== 'en') expect(texts[1]).not.toBe(repairText('en', repairs[1]!, names));
    }
  });

  it('writes times the way each language does (Indonesian 10.00–12.00 WIB, Jakarta time)', () => {
    expect(repairText('id', repairs[0]!, names)).toContain('Senin, 1 Februari 2027, 10.00–12.00 WIB');
    expect(repairText('en', repairs[0]!, names)).toContain('10:00–12:00 WIB');
    expect(repairText('de', repairs[1]!, names)).toContain('Montag, 8. Februar 2027');
  });
});
