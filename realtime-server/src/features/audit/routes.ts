import type { Subject } from '@ujian/shared/ability';
import { subjects } from '@ujian/shared/ability';
import { AppError } from '@ujian/shared/errors';
import { queryInt } from '@ujian/shared/paging';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { listAudit } from './list-audit';

const auditQuerySchema = z.object({
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(100).optional(),
  page: queryInt(1).default(1),
  perPage: queryInt(1, 100).default(20),
});

/**
 * `GET /api/v1/audit?entity=&entityId=`: the trail of one list (or row). Whoever may change an
 * entity may read its trail; the whole trail (no entity) is for those who manage everything.
 */
export function createAuditRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/audit', requireAuth(deps), async (req, res) => {
    const query = parseWith(auditQuerySchema, req.query);
    const { ability } = authOf(req);
    const subject = (subjects as readonly string[]).includes(query.entity ?? '') ? (query.entity as Subject) : 'all';
    const allowed = query.entity ? ability.can('update', subject) : ability.can('manage', 'all');
    if (!allowed) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    res.json(await listAudit(deps.db, query));
  });
  return router;
}
