import { describe, expect, it } from 'vitest';
import { sidangOfError } from './has-sidang';

describe('sidangOfError', () => {
  it('names the sidang of a 409 HAS_SIDANG and nothing else', () => {
    const refusal = (status: number, reason: string) => ({
      response: {
        status,
        data: {
          error: {
            code: 'CONFLICT',
            message: 'x',
            fields: { reason, jadwalUuid: 'j' },
            sidang: {
              uuid: 'j',
              mahasiswa: 'Siti',
              mulai: '2030-01-01T08:00:00+07:00',
              selesai: '2030-01-01T10:00:00+07:00',
            },
          },
        },
      },
    });
    expect(sidangOfError(refusal(409, 'HAS_SIDANG'))).toEqual({
      mahasiswa: 'Siti',
      mulai: '2030-01-01T08:00:00+07:00',
    });
    expect(sidangOfError(refusal(409, 'STALE_VERSION'))).toBeUndefined();
    expect(sidangOfError(refusal(400, 'HAS_SIDANG'))).toBeUndefined();
    expect(sidangOfError(new Error('network'))).toBeUndefined();
  });
});
