import { useMutation } from '@tanstack/react-query';
import { type LoginBody, type LoginResponse, loginResponseSchema, type RegisterBody } from '@ujian/shared/auth';
import { postJson } from '../../lib/http';

export async function login(body: LoginBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(await postJson<unknown>('/jwt/login', body));
}

export async function register(body: RegisterBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(await postJson<unknown>('/jwt/register', body));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
