import { payrollLinesQuerySchema, payrollQuerySchema } from '@ujian/shared/payroll';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { exportPayrollXlsx } from './export-payroll';
import { payrollLines, payrollRecap, payrollWhere } from './payroll-query';

/** `GET /api/v1/rekap/payroll`, `/lines`, `/export.xlsx` (CONTRACT.md "Honorarium payroll"). */
export function createPayrollRouter(deps: AppDeps): Router {
  const router = Router();
  const guard = [requireAuth(deps), authorize('read', 'rekapitulasi-payroll')];
  router.get('/rekap/payroll', ...guard, async (req, res) => {
    res.json(await payrollRecap(deps.db, authOf(req), parseWith(payrollQuerySchema, req.query)));
  });
  router.get('/rekap/payroll/lines', ...guard, async (req, res) => {
    res.json(await payrollLines(deps.db, authOf(req), parseWith(payrollLinesQuerySchema, req.query)));
  });
  router.get('/rekap/payroll/export.xlsx', ...guard, async (req, res) => {
    const query = parseWith(payrollQuerySchema, req.query);
    const day = deps.clock.now().toISOString().slice(0, 10);
    // checks (a 404 for another lecturer) before the first byte: after it, an error cannot be a 4xx
    await payrollWhere(deps.db, authOf(req), query);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="rekap-payroll-${day}.xlsx"`);
    await exportPayrollXlsx(deps.db, authOf(req), query, res);
    res.end();
  });
  return router;
}
