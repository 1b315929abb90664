import { authMessages } from '@ujian/shared/auth';
import { describe, expect, it } from 'vitest';
import { registerFormSchema, toRegisterBody } from './register-form';

const valid = {
  username: 'siti.aminah',
  email: 'siti@kampus.ac.id',
  fullName: 'Siti Aminah',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
};

function messagesOf(values: Record<string, string>) {
  const parsed = registerFormSchema.safeParse(values);
  if (parsed.success) return {};
  // react-hook-form shows the first issue of each field, as here.
  const first: Record<string, string> = {};
  for (const issue of parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('register form validation', () => {
  it("uses the spec's exact messages for empty username, email and password", () => {
    const messages = messagesOf({ username: '', email: '', fullName: '', password: '', confirmPassword: '' });
    expect(messages.username).toBe('Please enter your username.');
    expect(messages.email).toBe('Please enter your email.');
    expect(messages.password).toBe('Please enter password');
    expect(authMessages.passwordRequired).toBe('Please enter password');
  });

  it('asks for the same password twice', () => {
    expect(messagesOf({ ...valid, confirmPassword: 'rahasia124' })).toEqual({
      confirmPassword: 'auth:messages.passwordMismatch',
    });
    expect(messagesOf(valid)).toEqual({});
  });

  it('sends neither the confirmation nor an empty full name', () => {
    expect(toRegisterBody(registerFormSchema.parse(valid))).toEqual({
      username: 'siti.aminah',
      email: 'siti@kampus.ac.id',
      fullName: 'Siti Aminah',
      password: 'rahasia123',
    });
    expect(toRegisterBody(registerFormSchema.parse({ ...valid, fullName: '  ' }))).not.toHaveProperty('fullName');
  });
});
