import { authMessages } from '@ujian/shared/auth';
import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf, retryWait } from './error-text';
import { fieldMessageKey, translateFieldMessage } from './field-message';
import { apiErrorOf, splitFieldErrors } from './server-errors';

const registerFields = ['username', 'email', 'password', 'confirmPassword', 'fullName'] as const;

describe('apiErrorOf', () => {
  it('reads the contract error body and status out of an axios-like error', () => {
    const err = {
      isAxiosError: true,
      response: { status: 409, data: { error: { code: 'EMAIL_TAKEN', message: authMessages.emailTaken } } },
    };
    expect(apiErrorOf(err)).toEqual({ code: 'EMAIL_TAKEN', message: authMessages.emailTaken, status: 409 });
  });

  it('returns undefined for network failures and foreign bodies', () => {
    expect(apiErrorOf(new Error('Network Error'))).toBeUndefined();
    expect(apiErrorOf({ response: { status: 502, data: '<html>Bad gateway</html>' } })).toBeUndefined();
    expect(apiErrorOf(null)).toBeUndefined();
  });
});

describe('splitFieldErrors', () => {
  it('puts server field messages on the matching form fields', () => {
    const split = splitFieldErrors(
      {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fields: { email: authMessages.emailRequired, username: authMessages.usernameRequired },
      },
      registerFields,
    );
    expect(split.byField).toEqual({ email: authMessages.emailRequired, username: authMessages.usernameRequired });
    expect(split.rest).toEqual([]);
  });

  it('maps a taken email or username without fields onto its field', () => {
    expect(
      splitFieldErrors({ code: 'USERNAME_TAKEN', message: authMessages.usernameTaken }, registerFields).byField,
    ).toEqual({ username: authMessages.usernameTaken });
    expect(splitFieldErrors({ code: 'EMAIL_TAKEN', message: authMessages.emailTaken }, registerFields).byField).toEqual(
      {
        email: authMessages.emailTaken,
      },
    );
  });

  it('keeps messages for unknown fields instead of dropping them, and matches nested paths by head', () => {
    const split = splitFieldErrors(
      { code: 'VALIDATION_FAILED', message: 'x', fields: { 'fullName.0': 'too long', captcha: 'wrong' } },
      registerFields,
    );
    expect(split.byField).toEqual({ fullName: 'too long' });
    expect(split.rest).toEqual(['wrong']);
  });

  it('is empty without an error', () => {
    expect(splitFieldErrors(undefined, registerFields)).toEqual({ byField: {}, rest: [] });
  });
});

describe('translateFieldMessage', () => {
  const t = (key: string) => `<${key}>`;

  it('translates every contract message through its auth key', () => {
    for (const [name, text] of Object.entries(authMessages)) {
      expect(fieldMessageKey(text)).toBe(`auth:messages.${name}`);
    }
    expect(translateFieldMessage(t, authMessages.emailRequired)).toBe('<auth:messages.emailRequired>');
  });

  it('translates own keys and passes other server text through unchanged', () => {
    expect(translateFieldMessage(t, 'account:validation.required')).toBe('<account:validation.required>');
    expect(translateFieldMessage(t, 'Prodi not found')).toBe('Prodi not found');
    expect(translateFieldMessage(t, undefined)).toBeUndefined();
  });
});

describe('retryAfterSecondsOf', () => {
  it('reads the wait of a 429 from Retry-After and ignores junk', () => {
    expect(retryAfterSecondsOf({ response: { status: 429, headers: { 'retry-after': '42' } } })).toBe(42);
    expect(retryAfterSecondsOf({ response: { status: 429, headers: { 'retry-after': 'soon' } } })).toBeUndefined();
    expect(retryAfterSecondsOf({ response: { status: 429, headers: {} } })).toBeUndefined();
  });
});

describe('retryWait', () => {
  it('says seconds for short waits and whole minutes for long ones', () => {
    expect(retryWait(42)).toEqual({ key: 'retryIn', seconds: 42 });
    expect(retryWait(900)).toEqual({ key: 'retryInMinutes', minutes: 15 });
    expect(retryWait(121)).toEqual({ key: 'retryInMinutes', minutes: 3 });
  });
});
