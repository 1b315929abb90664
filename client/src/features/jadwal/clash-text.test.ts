import { describe, expect, it } from 'vitest';
import { clashesOfError, clashField, clashText, isStale, staleCurrentOf } from './clash-text';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(Object.fromEntries(Object.entries(options).filter(([k, v]) => k !== 'defaultValue' && v !== undefined))) : ''}`;
const names = {
  dosen: (uuid: string) => (uuid === 'd1' ? 'Dr. Budi' : undefined),
  ruangan: (uuid: string) => (uuid === 'r1' ? 'Ruang Sidang 1' : undefined),
  jadwal: (uuid: string) => (uuid === 'j9' ? 'Siti (08:00)' : undefined),
};

describe('clashText', () => {
  it('names the room and the other sidang', () => {
    expect(
      clashText({ code: 'RUANGAN_BUSY', message: 'Room busy', ruanganUuid: 'r1', jadwalUuid: 'j9' }, t, names),
    ).toBe('clash.RUANGAN_BUSY{"ruangan":"Ruang Sidang 1"} clash.other{"sidang":"Siti (08:00)"}');
  });
  it('names the lecturer of a load warning', () => {
    expect(clashText({ code: 'DOSEN_LOAD', message: 'x', dosenUuid: 'd1' }, t, names)).toBe(
      'clash.DOSEN_LOAD{"dosen":"Dr. Budi"}',
    );
  });
  it("keeps the server's words for an unknown code or a subject the screen cannot name", () => {
    expect(clashText({ code: 'NEW_RULE', message: 'Server words' }, t, names)).toBe('Server words');
    expect(clashText({ code: 'DOSEN_BUSY', message: 'Dr. X is busy', dosenUuid: 'unknown' }, t, names)).toBe(
      'Dr. X is busy',
    );
  });
  it('leaves out the other sidang when it is not on screen', () => {
    expect(clashText({ code: 'PAST', message: 'x', jadwalUuid: 'elsewhere' }, t, names)).toBe('clash.PAST{}');
  });
});

describe('clashField', () => {
  it('maps codes to the field they concern', () => {
    expect(clashField({ code: 'RUANGAN_BUSY', message: '' })).toBe('ruangan');
    expect(clashField({ code: 'PEMBIMBING_AS_PENGUJI', message: '' })).toBe('komite');
    expect(clashField({ code: 'OUTSIDE_PERIODE', message: '' })).toBe('tanggal');
    expect(clashField({ code: 'NO_PLACE', message: '' })).toBe('onlineUrl');
    expect(clashField({ code: 'OTHER', message: '' })).toBeNull();
  });
});

describe('refusal bodies', () => {
  it('reads the clashes of a SCHEDULE_CLASH', () => {
    const err = {
      response: {
        status: 409,
        data: { error: { code: 'SCHEDULE_CLASH', message: 'm', clashes: [{ code: 'PAST', message: 'p' }, 3] } },
      },
    };
    expect(clashesOfError(err)).toEqual([{ code: 'PAST', message: 'p' }]);
    expect(clashesOfError({ response: { status: 409, data: { error: { code: 'CONFLICT' } } } })).toBeUndefined();
    expect(clashesOfError(new Error('x'))).toBeUndefined();
  });
  it('recognises a stale version and its current row', () => {
    const err = {
      response: {
        status: 409,
        data: {
          error: { code: 'CONFLICT', message: 'm', fields: { reason: 'STALE_VERSION' }, current: { uuid: 'a' } },
        },
      },
    };
    expect(isStale(err)).toBe(true);
    expect(staleCurrentOf(err)).toEqual({ uuid: 'a' });
    expect(
      isStale({ response: { status: 409, data: { error: { code: 'CONFLICT', fields: { reason: 'INCOMPLETE' } } } } }),
    ).toBe(false);
  });
});
