import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { answered, requestConfig } from '../components/server-message.fixture';
import { errorMessageOf } from './http';

const translations: Record<string, string> = {
  'errors:EMAIL_TAKEN': 'Email sudah dipakai.',
  'errors:INVALID_CREDENTIALS': 'Email atau kata sandi salah',
};
const t = (key: string, options: { defaultValue: string }) => translations[key] ?? options.defaultValue;

describe('errorMessageOf', () => {
  it("shows the server's message, which the server writes in the screen's language", () => {
    const err = answered(409, { error: { code: 'EMAIL_TAKEN', message: 'Email ini sudah digunakan.' } });
    expect(errorMessageOf(err, t)).toBe('Email ini sudah digunakan.');
    const other = answered(409, {
      error: { code: 'TRANSITION_NOT_ALLOWED', message: 'Langkah ini tidak dapat dilakukan.' },
    });
    expect(errorMessageOf(other, t)).toBe('Langkah ini tidak dapat dilakukan.');
  });

  it('translates the sign-in refusal, whose server text stays fixed', () => {
    const err = answered(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Email or Password is Invalid' } });
    expect(errorMessageOf(err, t)).toBe('Email atau kata sandi salah');
  });

  it('says the server cannot be reached when there is no answer', () => {
    const err = new AxiosError('Network Error', 'ERR_NETWORK', requestConfig);
    expect(errorMessageOf(err, t)).toMatch(/cannot be reached/);
  });

  it('names the status of an answer that is not in the contract shape', () => {
    expect(errorMessageOf(answered(502, '<html>Bad gateway</html>'), t)).toBe('Request failed (502).');
  });
});
