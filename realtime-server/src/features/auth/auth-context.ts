import type { AbilityRule, AppAbility } from '@ujian/shared/ability';
import type { AuthUser } from './auth-user';

/** Who is calling: set by `requireAuth` (or the socket handshake), read by services to authorize. */
export type AuthContext = {
  userId: number;
  role: string;
  rules: AbilityRule[];
  ability: AppAbility;
  user: AuthUser;
  sessionId: string;
  expiresAt: Date;
};
