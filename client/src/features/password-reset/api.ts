import { useMutation } from '@tanstack/react-query';
import { accountTokenMessages } from '@ujian/shared/account-token';
import { postJson } from '../../lib/http';
import { apiErrorOf } from '../forms/server-errors';

type Message = { message: string };

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => postJson<Message>('/account/forgot-password', { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => postJson<Message>('/account/reset-password', body),
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => postJson<Message>('/account/verify', { token }) });
}

/** A dead link is its own message (the server says it with a 400); other failures use the general text. */
export function isDeadLinkError(error: unknown): boolean {
  const message = apiErrorOf(error)?.message;
  return message === accountTokenMessages.invalidResetToken || message === accountTokenMessages.invalidVerifyToken;
}
