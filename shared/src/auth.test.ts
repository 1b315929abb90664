import { describe, expect, it } from 'vitest';
import { authMessages, loginBodySchema, registerBodySchema } from './auth';
import { missingBiodata } from './biodata';
import { AppError, fieldErrorsOf } from './errors';

describe('register body', () => {
  it('answers with the spec messages for missing fields', () => {
    const result = registerBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.success ? {} : fieldErrorsOf(result.error);
    expect(fields).toMatchObject({
      username: authMessages.usernameRequired,
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
  });

  it('refuses passwords shorter than 8 characters', () => {
    const result = registerBodySchema.safeParse({ username: 'budi', email: 'budi@x.id', password: 'short' });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ password: authMessages.passwordTooShort });
  });

  it('accepts a complete body', () => {
    expect(registerBodySchema.parse({ username: 'budi.s', email: 'budi@x.id', password: 'longenough1' })).toMatchObject(
      {
        username: 'budi.s',
      },
    );
  });
});

describe('login body', () => {
  it('takes a username in the email field', () => {
    expect(loginBodySchema.parse({ email: 'admin', password: 'x' }).email).toBe('admin');
  });
});

describe('AppError', () => {
  it('maps codes to statuses and renders the contract shape', () => {
    const error = new AppError('VALIDATION_FAILED', 'Bad', { fields: { a: 'b' }, logMessage: 'secret detail' });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { a: 'b' } } });
    expect(JSON.stringify(error.toBody())).not.toContain('secret');
    expect(new AppError('TRANSITION_NOT_ALLOWED', 'x').status).toBe(409);
  });
});

describe('missingBiodata', () => {
  it('depends on the role', () => {
    expect(missingBiodata('client', { fullName: 'Budi' })).toEqual(['nomorInduk', 'prodiUuid', 'phone']);
    expect(missingBiodata('admin', { fullName: 'Admin' })).toEqual([]);
    expect(missingBiodata('dosen', { fullName: ' ', nomorInduk: '0012', phone: '08' })).toEqual(['fullName']);
  });
});
