import { describe, expect, it } from 'vitest';
import { errorInfoOf, serverMessageOf } from './server-message';
import { refused, translatorFor } from './server-message.fixture';
import { fieldMessagesOf } from './server-message-reasons';

const inUse = 'This study programme is still used by 2 specialisations, 3 users. Deactivate it instead of deleting it.';

describe('serverMessageOf: a 409 in the reader’s language', () => {
  it('a row still used (IN_USE) names its users with the master lists’ own words', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const err = refused(409, 'CONFLICT', inUse, { reason: 'IN_USE', usedBy: 'peminatan:2,users:3' });
    expect(serverMessageOf(err, t)).toBe(
      'Data ini masih dipakai oleh data lain: peminatan (2), pengguna (3). Nonaktifkan saja, jangan dihapus.',
    );
    const en = await translatorFor('en', ['master', 'errors']);
    expect(serverMessageOf(err, en)).toBe(
      'This record is still used by other data: specialisation (2), users (3). Deactivate it instead of deleting it.',
    );
  });

  it('a kind of user the client has no word for is shown as its code; no list, no parentheses', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    expect(serverMessageOf(refused(409, 'CONFLICT', inUse, { reason: 'IN_USE', usedBy: 'lainnya:4' }), t)).toBe(
      'Data ini masih dipakai oleh data lain: lainnya (4). Nonaktifkan saja, jangan dihapus.',
    );
    expect(
      serverMessageOf(refused(409, 'CONFLICT', 'This room is still used by other data.', { reason: 'IN_USE' }), t),
    ).toBe('Data ini masih dipakai oleh data lain. Nonaktifkan saja, jangan dihapus.');
  });

  it('a taken value (DUPLICATE) is translated', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const err = refused(409, 'CONFLICT', 'A room with this code already exists.', { kode: 'x', reason: 'DUPLICATE' });
    expect(serverMessageOf(err, t)).toBe('Data dengan nilai yang sama sudah ada.');
  });

  it('the screen’s own reading comes first; a 409 nobody can read keeps the server’s words', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const err = refused(409, 'CONFLICT', 'Something new.', { reason: 'SOMETHING_NEW' });
    expect(serverMessageOf(err, t)).toBe('Something new.');
    expect(serverMessageOf(err, t, () => 'Dibaca layar.')).toBe('Dibaca layar.');
    expect(serverMessageOf(err, t, () => undefined)).toBe('Something new.');
  });

  it('other errors show the server’s message, written in the caller’s language', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const said = 'Anda tidak diizinkan melakukan ini.';
    expect(serverMessageOf(refused(403, 'FORBIDDEN', said), t)).toBe(said);
  });
});

describe('fieldMessagesOf: what goes under the form fields', () => {
  it('a taken value reads in the reader’s language; the reason is no field', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const dup = errorInfoOf(
      refused(409, 'CONFLICT', 'A lecturer with this NIDN already exists.', {
        nidn: 'A lecturer with this NIDN already exists.',
        reason: 'DUPLICATE',
      }),
    );
    expect(fieldMessagesOf(dup, t)).toEqual({ nidn: 'Sudah dipakai oleh data lain. Gunakan nilai lain.' });
    const inUse = errorInfoOf(refused(409, 'CONFLICT', 'Still used.', { reason: 'IN_USE', usedBy: 'prodi:1' }));
    expect(fieldMessagesOf(inUse, t)).toEqual({});
  });

  it('other field errors pass as sent (the form translates the common ones itself)', async () => {
    const t = await translatorFor('id', ['master', 'errors']);
    const invalid = errorInfoOf(refused(400, 'VALIDATION_FAILED', 'Bad.', { nidn: 'The NIDN has 10 digits.' }));
    expect(fieldMessagesOf(invalid, t)).toEqual({ nidn: 'The NIDN has 10 digits.' });
  });
});
