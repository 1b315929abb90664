import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, RegisterBody } from '@ujian/shared/auth';

// The API client (axios) and the schemas (zod) are loaded with the first submit: the sign-in page
// paints without them.
async function signInRequest(path: string, body: LoginBody | RegisterBody): Promise<LoginResponse> {
  const [{ postJson }, { loginResponseSchema }] = await Promise.all([
    import('../../lib/http'),
    import('@ujian/shared/auth'),
  ]);
  return loginResponseSchema.parse(await postJson<unknown>(path, body));
}

export function login(body: LoginBody): Promise<LoginResponse> {
  return signInRequest('/jwt/login', body);
}

export function register(body: RegisterBody): Promise<LoginResponse> {
  return signInRequest('/jwt/register', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
