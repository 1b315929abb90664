import { type Action, type MasterName, masterNames } from '@ujian/shared/ability';
import { AppError } from '@ujian/shared/errors';
import { jenisBerkasKinds, masterFilters, signedInReadableMasters, tarifPeran } from '@ujian/shared/master';
import { listQuerySchema } from '@ujian/shared/paging';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import type { AuthContext } from '../auth/auth-context';
import { masterDefinitions } from './definitions';
import type { MasterDefinition } from './master-definition';
import { createMaster, deleteMaster, getMaster, listMaster, updateMaster } from './master-service';

const boolFilter = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');
const filterSchemas: Record<string, z.ZodType> = {
  prodiUuid: z.uuid({ error: 'Invalid prodi.' }),
  jenjangUuid: z.uuid({ error: 'Invalid jenjang.' }),
  dosenUuid: z.uuid({ error: 'Invalid lecturer.' }),
  ruanganUuid: z.uuid({ error: 'Invalid room.' }),
  jenis: z.enum(['sidang', 'yudisium'], { error: 'Kind must be sidang or yudisium.' }),
  kind: z.enum(jenisBerkasKinds, { error: 'Kind must be sidang or yudisium.' }),
  cakupan: z.enum(['semua', 'dosen', 'ruangan'], { error: 'Scope must be semua, dosen or ruangan.' }),
  peran: z.enum(tarifPeran, { error: 'Role must be pembimbing, ketua, sekretaris or penguji.' }),
  onlineAllowed: boolFilter,
  lulus: boolFilter,
  active: boolFilter,
};

/** The list's own filters and `active` (beside `?q=&page=&perPage=&sortBy=`); empty values mean "no filter". */
function filterQueryOf(name: MasterName): z.ZodType<Record<string, unknown>> {
  const keys = [...masterFilters[name], 'active'];
  return z.object(Object.fromEntries(keys.map((k) => [k, filterSchemas[k]!.optional()])));
}
const filterQueries = Object.fromEntries(masterNames.map((n) => [n, filterQueryOf(n)])) as Record<
  MasterName,
  z.ZodType<Record<string, unknown>>
>;

const readableBySignedIn = new Set<string>(signedInReadableMasters);

/**
 * How the caller may read a list: with CASL `read` on its subject, every row and the `active`
 * filter; lists every signed-in user needs (pickers, labels) without it: active rows only.
 */
function readAccess(auth: AuthContext, name: MasterName): 'all' | 'active' {
  if (auth.ability.can('read', name)) return 'all';
  if (readableBySignedIn.has(name)) return 'active';
  throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
}

function assertCan(req: Request, action: Action, name: MasterName): AuthContext {
  const auth = authOf(req);
  if (!auth.ability.can(action, name)) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
  return auth;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuidParam(req: Request): string {
  const uuid = String(req.params.uuid);
  // a malformed id names no row: the same 404 as a missing one
  if (!uuidPattern.test(uuid)) throw new AppError('NOT_FOUND', 'Not found');
  return uuid;
}

function withoutEmpty(query: Request['query']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/**
 * The master lists of CONTRACT.md (and jenis-berkas) from one definition each (definitions.ts): list, create,
 * read, update, delete at `/master/<name>[/:uuid]`, every change audited.
 */
export function createMasterRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const actorOf = (req: Request) => ({ userId: authOf(req).userId, now: deps.clock.now() });

  for (const name of masterNames) {
    const def: MasterDefinition = masterDefinitions[name];
    const base = `/master/${name}`;

    router.get(base, auth, async (req, res) => {
      const access = readAccess(authOf(req), name);
      const raw = withoutEmpty(req.query);
      const query = parseWith(listQuerySchema, raw);
      const filters = parseWith(filterQueries[name], raw);
      res.json(
        await listMaster(deps.db, def, {
          query,
          filters: access === 'all' ? filters : { ...filters, active: undefined },
          activeOnly: access === 'active',
        }),
      );
    });

    router.post(base, auth, async (req, res) => {
      assertCan(req, 'create', name);
      res.status(201).json(await createMaster(deps.db, def, req.body, actorOf(req)));
    });

    router.get(`${base}/:uuid`, auth, async (req, res) => {
      const access = readAccess(authOf(req), name);
      res.json(await getMaster(deps.db, def, uuidParam(req), access === 'active'));
    });

    router.patch(`${base}/:uuid`, auth, async (req, res) => {
      assertCan(req, 'update', name);
      res.json(await updateMaster(deps.db, def, uuidParam(req), req.body, actorOf(req)));
    });

    router.delete(`${base}/:uuid`, auth, async (req, res) => {
      assertCan(req, 'delete', name);
      await deleteMaster(deps.db, def, uuidParam(req), actorOf(req));
      res.status(204).end();
    });
  }

  return router;
}
