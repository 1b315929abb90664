import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. @node-rs/argon2's
// default algorithm is argon2id (its const enum cannot be imported under isolatedModules).
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash is a failed sign-in, not a 500
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spend the same time on an unknown account as on a known one, so timing does not reveal which accounts exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
