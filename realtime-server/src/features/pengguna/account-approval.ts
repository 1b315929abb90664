import { accountMessages } from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * A self-registered account may sign in and complete its biodata, but it starts no pengajuan until an
 * admin approves it (`reviewed_at` set by approve; accounts made by an admin, imported or seeded are
 * approved from the start): 403 `ACCOUNT_PENDING`.
 */
export async function assertAccountApproved(db: Db, userId: number): Promise<void> {
  if (await isAccountPending(db, userId)) throw new AppError('ACCOUNT_PENDING', accountMessages.accountPending);
}

export async function isAccountPending(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ reviewedAt: users.reviewedAt }).from(users).where(eq(users.id, userId));
  return row !== undefined && row.reviewedAt === null;
}
