import { type AbilityRule, actions, createAbility, interpolateRules, subjects } from '@ujian/shared/ability';
import { AppError } from '@ujian/shared/errors';
import {
  conditionFields,
  conditionPlaceholders,
  conditionPresets,
  type HakAksesMeta,
  type Role,
  type RolePatch,
} from '@ujian/shared/hak-akses';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { recordAudit } from '../audit/record-audit';
import type { AuthContext } from '../auth/auth-context';
import { publishSessionRevoked } from '../auth/end-sessions';

export const hakAksesMeta: HakAksesMeta = {
  subjects,
  actions,
  conditionPresets: conditionPresets.map((p) => ({ ...p, conditions: { ...p.conditions } })),
  conditionPlaceholders,
  conditionFields,
};

const roleSelect = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  rules: roles.rules,
  version: roles.version,
  updatedAt: roles.updatedAt,
  // spelled out: drizzle leaves columns of a one-table select unqualified, which would bind to users here
  userCount: sql<number>`(select count(*)::int from "users" "u" where "u"."role_id" = "roles"."id")`,
};

type RoleRow = { [K in keyof Role]: K extends 'updatedAt' ? Date : K extends 'rules' ? unknown : Role[K] };

function toRole(row: RoleRow): Role {
  return {
    ...row,
    rules: Array.isArray(row.rules) ? (row.rules as Role['rules']) : [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.select(roleSelect).from(roles).orderBy(asc(roles.id));
  return rows.map(toRole);
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const [row] = await db.select(roleSelect).from(roles).where(eq(roles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return toRole(row);
}

/**
 * Saves a role's rules and applies them at once. Requests are always checked against the rules
 * in the database (authenticate.ts reads them per request); on top of that every user of the role
 * gets a new session version, so an access token issued before the save is refused and the client
 * refreshes and reads its new rules, and their sockets get `session:revoked {reason:"role-changed"}`.
 */
export async function updateRole(
  deps: Pick<AppDeps, 'db' | 'clock' | 'signal'>,
  caller: AuthContext,
  id: number,
  patch: RolePatch,
): Promise<Role> {
  const now = deps.clock.now();
  await withEvents(deps, async (tx) => {
    const [locked] = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Not found');
    const before = await getRole(tx, id);
    if (patch.rules && locked.name === caller.role) assertKeepsHakAkses(caller, patch.rules as AbilityRule[]);
    await tx
      .update(roles)
      .set({
        ...(patch.rules ? { rules: patch.rules, version: sql`${roles.version} + 1` } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        updatedAt: now,
      })
      .where(eq(roles.id, id));
    if (patch.rules) {
      const bumped = await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.roleId, id))
        .returning({ id: users.id });
      const affected = bumped.map((u) => u.id);
      await publishSessionRevoked(tx, affected, 'role-changed');
    }
    const after = await getRole(tx, id);
    await recordAudit(tx, {
      actorId: caller.userId,
      entity: 'hak-akses',
      entityId: id,
      action: 'update',
      before: { ...before, userCount: undefined },
      after: { ...after, userCount: undefined },
      at: now,
    });
  });
  return getRole(deps.db, id);
}

// an admin editing their own role must not lock everyone out of hak-akses
function assertKeepsHakAkses(caller: AuthContext, rules: AbilityRule[]): void {
  const user = caller.user;
  const ability = createAbility(interpolateRules(rules, { id: user.id, prodiId: user.prodiId, dosenId: user.dosenId }));
  if (!ability.can('update', 'hak-akses'))
    throw new AppError(
      'CONFLICT',
      'These rules would remove your own access to hak-akses. Keep update on hak-akses for your role.',
    );
}
