import { authMessages } from '@ujian/shared/auth';
import { describe, expect, it } from 'vitest';
import { translateFieldMessage } from '../forms/field-message';
import { emptyPasswordForm, passwordFormSchema, passwordMessageKey, validatePasswordForm } from './password-form';

describe('password change form', () => {
  it('asks for every field, with the shared password rule', () => {
    expect(validatePasswordForm(emptyPasswordForm)).toEqual({
      currentPassword: 'account:security.messages.currentRequired',
      newPassword: authMessages.passwordRequired,
    });
    expect(
      validatePasswordForm({ currentPassword: 'Lama#2026', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ newPassword: authMessages.passwordTooShort });
  });

  it('checks the confirmation and a new password equal to the current one in the browser', () => {
    expect(
      validatePasswordForm({ currentPassword: 'Lama#2026', newPassword: 'Baru#2026x', confirmPassword: 'Baru#2026y' }),
    ).toEqual({ confirmPassword: 'account:security.messages.mismatch' });
    expect(
      validatePasswordForm({ currentPassword: 'Sama#2026', newPassword: 'Sama#2026', confirmPassword: 'Sama#2026' }),
    ).toEqual({ newPassword: 'account:security.messages.sameAsCurrent' });
  });

  it('sends only the two fields the server takes', () => {
    expect(
      passwordFormSchema.parse({
        currentPassword: 'Lama#2026',
        newPassword: 'Baru#2026x',
        confirmPassword: 'Baru#2026x',
      }),
    ).toEqual({ currentPassword: 'Lama#2026', newPassword: 'Baru#2026x' });
  });

  it("translates the server's field messages and leaves unknown text as it came", () => {
    const t = (key: string) => `«${key}»`;
    expect(translateFieldMessage(t, passwordMessageKey('Your current password is not correct.'))).toBe(
      '«account:security.messages.currentWrong»',
    );
    expect(translateFieldMessage(t, passwordMessageKey(authMessages.passwordTooShort))).toBe(
      '«auth:messages.passwordTooShort»',
    );
    expect(translateFieldMessage(t, passwordMessageKey('Something new.'))).toBe('Something new.');
  });
});
