import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AccountTokenKind, accountTokens } from '../../db/schema/account-tokens';

export const accountTokenTtlMs: Record<AccountTokenKind, number> = {
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link token; only its hash is stored, so a leaked table cannot be used to reset passwords. */
export async function issueAccountToken(
  tx: Db,
  userId: number,
  kind: AccountTokenKind,
  now: Date,
  /** a longer life than the kind's default (a new account's set-password link) */
  ttlMs: number = accountTokenTtlMs[kind],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a token once: the UPDATE ... WHERE used_at IS NULL is atomic, so two requests racing with the
 * same link cannot both succeed. Returns the user, or undefined for unknown/used/expired tokens.
 */
export async function consumeAccountToken(
  tx: Db,
  token: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!row) return undefined;
  // one good link at a time: older unused links of the same kind stop working too
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
  return row.userId;
}
