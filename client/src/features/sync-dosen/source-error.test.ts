import { describe, expect, it } from 'vitest';
import { refused, translatorFor } from '../../components/server-message.fixture';
import { sourceUrlErrorOf } from './source-error';

describe('the source URL field after a refused preview', () => {
  it('says a refused address in the reader’s language; an unknown reason keeps the server’s words', async () => {
    const t = await translatorFor('id', ['admin']);
    const internal = refused(400, 'VALIDATION_FAILED', 'inside', {
      sourceUrl: "The source http://10.0.0.1 is inside the server's own network.",
      reason: 'SOURCE_INTERNAL',
    });
    expect(sourceUrlErrorOf(internal, t)).toMatch(/^Sumber ini berada di jaringan internal server/);
    const unknown = refused(400, 'VALIDATION_FAILED', 'x', { sourceUrl: 'x', reason: 'SOURCE_UNKNOWN_HOST' });
    expect(sourceUrlErrorOf(unknown, t)).toBe('Nama host sumber tidak ditemukan.');
    const other = refused(400, 'VALIDATION_FAILED', 'Give a URL.', { sourceUrl: 'Give a URL.' });
    expect(sourceUrlErrorOf(other, t)).toBe('Give a URL.');
    expect(sourceUrlErrorOf(refused(400, 'BAD_REQUEST', 'unreachable'), t)).toBeUndefined();
  });
});
