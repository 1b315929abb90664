import { accountMessages, authMessages, penggunaCreateSchema } from '@ujian/shared/auth';
import { describe, expect, it } from 'vitest';
import { accountMessageKey, importSummary, toCreateBody, translateAccountMessage } from './account-form';

describe('account forms', () => {
  it('maps server row messages to translatable keys, unknown text as it came', () => {
    expect(accountMessageKey(accountMessages.unknownProdi)).toBe('admin:accountMessages.unknownProdi');
    expect(accountMessageKey(authMessages.emailTaken)).toBe('auth:messages.emailTaken');
    expect(translateAccountMessage((k) => `T(${k})`, 'Something else')).toBe('Something else');
    expect(translateAccountMessage((k) => `T(${k})`, accountMessages.nomorIndukDigits)).toBe(
      'T(admin:accountMessages.nomorIndukDigits)',
    );
  });

  it('counts the rows an import creates and skips', () => {
    expect(
      importSummary([
        { line: 2, username: 'a', email: 'a@x.id', errors: [] },
        { line: 3, username: 'b', email: 'b@x.id', errors: ['bad'] },
      ]),
    ).toEqual({ valid: 1, invalid: 1 });
  });

  it('builds a body the shared schema accepts, blanks as null', () => {
    const body = toCreateBody({
      username: ' siti ',
      email: 'siti@kampus.ac.id',
      fullName: ' Siti ',
      role: 'client',
      prodiUuid: null,
      nomorInduk: ' ',
    });
    expect(body).toEqual({
      username: 'siti',
      email: 'siti@kampus.ac.id',
      fullName: 'Siti',
      role: 'client',
      prodiUuid: null,
      nomorInduk: null,
    });
    expect(penggunaCreateSchema.safeParse(body).success).toBe(true);
    expect(penggunaCreateSchema.safeParse({ ...body, nomorInduk: '12A' }).success).toBe(false);
  });
});
