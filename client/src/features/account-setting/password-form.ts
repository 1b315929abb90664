import { changePasswordBodySchema } from '@ujian/shared/account-setting';
import { z } from 'zod';

export const passwordFormFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof passwordFormFields)[number];
export type PasswordFormValues = Record<PasswordField, string>;

export const emptyPasswordForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The server's English texts for this form -> our keys, so its field errors are shown in the
 * reader's language like the browser's own (unknown text is shown as it came).
 */
const serverMessageKeys: Record<string, string> = {
  'Please enter your current password.': 'account:security.messages.currentRequired',
  'Your current password is not correct.': 'account:security.messages.currentWrong',
  'The new password must differ from the current one.': 'account:security.messages.sameAsCurrent',
};

export function passwordMessageKey(message: string): string {
  return serverMessageKeys[message] ?? message;
}

/**
 * The shared wire schema for the two fields the server gets, plus the confirmation the browser
 * checks alone. Messages are the shared ones (translated through auth:messages) or our own keys.
 */
export const passwordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account:security.messages.mismatch' });
    }
    if (values.currentPassword && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'account:security.messages.sameAsCurrent' });
    }
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));

/** The messages the form shows for these values, one per field (first issue wins), as keys or shared texts. */
export function validatePasswordForm(values: PasswordFormValues): Partial<Record<PasswordField, string>> {
  const parsed = passwordFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<PasswordField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (passwordFormFields as readonly string[]).includes(field)) {
      errors[field as PasswordField] ??= passwordMessageKey(issue.message);
    }
  }
  return errors;
}
