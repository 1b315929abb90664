import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { answered, requestConfig } from '../components/server-message.fixture';
import { errorMessageOf } from './http';

const translations: Record<string, string> = { 'errors:EMAIL_TAKEN': 'Email sudah dipakai.' };
const t = (key: string, options: { defaultValue: string }) => translations[key] ?? options.defaultValue;

describe('errorMessageOf', () => {
  it("shows the translation of the contract's error code", () => {
    const err = answered(409, { error: { code: 'EMAIL_TAKEN', message: 'This email is already in use.' } });
    expect(errorMessageOf(err, t)).toBe('Email sudah dipakai.');
  });

  it("falls back to the server's message for a code without a translation", () => {
    const err = answered(409, { error: { code: 'TRANSITION_NOT_ALLOWED', message: 'Not allowed now.' } });
    expect(errorMessageOf(err, t)).toBe('Not allowed now.');
  });

  it('says the server cannot be reached when there is no answer', () => {
    const err = new AxiosError('Network Error', 'ERR_NETWORK', requestConfig);
    expect(errorMessageOf(err, t)).toMatch(/cannot be reached/);
  });

  it('names the status of an answer that is not in the contract shape', () => {
    expect(errorMessageOf(answered(502, '<html>Bad gateway</html>'), t)).toBe('Request failed (502).');
  });
});
