import { authMessages, type LoginBody } from '@ujian/shared/auth';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation, once, and answers as zodResolver does', async () => {
    const load = vi.fn(() => import('@ujian/shared/auth').then(({ loginBodySchema }) => loginBodySchema));
    const resolver = lazyZodResolver<LoginBody>(load);
    expect(load).not.toHaveBeenCalled();

    const empty = await resolver({ email: '', password: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe(authMessages.emailRequired);
    expect(empty.errors.password?.message).toBe(authMessages.passwordRequired);

    const filled = await resolver({ email: 'admin@demo.ac.id', password: 'x' }, undefined, options);
    expect(filled.errors).toEqual({});
    expect(filled.values).toEqual({ email: 'admin@demo.ac.id', password: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a lost connection is not remembered)', async () => {
    const load = vi
      .fn<() => Promise<typeof import('@ujian/shared/auth').loginBodySchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('@ujian/shared/auth').then(({ loginBodySchema }) => loginBodySchema));
    const resolver = lazyZodResolver<LoginBody>(load);
    await expect(resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow('offline');
    const again = await resolver({ email: '', password: '' }, undefined, options);
    expect(again.errors.email?.message).toBe(authMessages.emailRequired);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
