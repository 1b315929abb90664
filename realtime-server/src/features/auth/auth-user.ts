import { type AbilityRule, type AppAbility, createAbility, interpolateRules } from '@ujian/shared/ability';
import type { UserData } from '@ujian/shared/auth';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, roles, users } from '../../db/schema/auth';
import { dosen } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { avatarUrlOf } from '../account/avatar-url';

/** A user as authentication sees them: account, role rules and the ids the rules' placeholders need. */
export type AuthUser = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  active: boolean;
  sessionVersion: number;
  passwordHash: string;
  role: string;
  roleRules: AbilityRule[];
  prodiId: string | null;
  dosenId: string | null;
  photoPath: string | null;
  /** the language the account chose (`profiles.locale`); null: not chosen yet */
  locale: string | null;
};

// one round trip: user, role, profile prodi, linked dosen (and, for a request, whether its login stands)
function authUserQuery(db: Db, sessionLive: SQL<boolean>) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      active: users.active,
      sessionVersion: users.sessionVersion,
      passwordHash: users.passwordHash,
      role: roles.name,
      roleRules: roles.rules,
      prodiId: profiles.prodiUuid,
      dosenId: dosen.uuid,
      photoPath: profiles.photoPath,
      locale: profiles.locale,
      sessionLive,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(dosen, eq(dosen.userId, users.id))
    .$dynamic();
}

type AuthUserRow = Omit<AuthUser, 'roleRules'> & { roleRules: unknown; sessionLive: boolean };

function toAuthUser(row: AuthUserRow | undefined): (AuthUser & { sessionLive: boolean }) | undefined {
  if (!row) return undefined;
  return { ...row, roleRules: Array.isArray(row.roleRules) ? (row.roleRules as AbilityRule[]) : [] };
}

async function selectAuthUser(db: Db, where: SQL | undefined): Promise<AuthUser | undefined> {
  const [row] = await authUserQuery(db, sql<boolean>`false`).where(where).limit(1);
  return toAuthUser(row);
}

/**
 * The per-request lookup, built once per database and prepared: every authenticated request runs it,
 * so neither the query builder nor (on PostgreSQL, per connection) the parser and planner redo it.
 * The login must be this user's: a token naming another user's live session is not a session at all.
 */
const forSession = new WeakMap<Db, ReturnType<typeof prepareForSession>>();
function prepareForSession(db: Db) {
  const sessionLive = sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`;
  return authUserQuery(db, sessionLive)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_for_session');
}

export function findAuthUserById(db: Db, id: number): Promise<AuthUser | undefined> {
  return selectAuthUser(db, eq(users.id, id));
}

/**
 * The user behind an access token and whether the token's login (refresh family `sessionId`) still
 * stands, in one query: every authenticated request asks this.
 */
export async function findAuthUserForSession(
  db: Db,
  id: number,
  sessionId: string,
): Promise<(AuthUser & { sessionLive: boolean }) | undefined> {
  let prepared = forSession.get(db);
  if (!prepared) {
    prepared = prepareForSession(db);
    forSession.set(db, prepared);
  }
  const [row] = await prepared.execute({ id, sessionId });
  return toAuthUser(row);
}

/** The login field takes an email or a username, both case-insensitive. */
export function findAuthUserByLogin(db: Db, login: string): Promise<AuthUser | undefined> {
  const value = login.trim().toLowerCase();
  return selectAuthUser(db, or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`));
}

/** The role's rules with this user's ids filled in: what `userData.ability` carries and the server checks. */
export function rulesOf(user: AuthUser): AbilityRule[] {
  return interpolateRules(user.roleRules, { id: user.id, prodiId: user.prodiId, dosenId: user.dosenId });
}

export function abilityOf(user: AuthUser): AppAbility {
  return createAbility(rulesOf(user));
}

export function userDataOf(user: AuthUser, rules: AbilityRule[] = rulesOf(user)): UserData {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role: user.role,
    avatar: avatarUrlOf(user.photoPath),
    // the same raw CASL rule JSON; the wire schema is looser (plain strings) than the typed rule
    ability: rules as UserData['ability'],
  };
}
