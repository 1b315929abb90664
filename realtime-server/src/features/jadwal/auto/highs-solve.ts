import type { Highs } from 'highs';
import type { MipOutcome, SolveMip } from './mip';

/**
 * `SolveMip` over one HiGHS runtime: a fresh model per solve, disposed after it. HiGHS in WebAssembly
 * turns every C++ exception (out of memory among them) into an abort that leaves the runtime unusable;
 * that surfaces here as a thrown error and the caller stops using the solver.
 */
export function highsSolver(highs: Highs): SolveMip {
  return (data, options) => {
    const model = highs.createModel(data);
    try {
      model.options.set({
        output_flag: false,
        time_limit: Math.max(0.1, options.timeLimitSeconds),
        mip_rel_gap: options.gap ?? 1e-6,
      });
      if (options.start) model.setSolution({ colValue: options.start });
      model.run();
      const status = model.getModelStatus();
      const codes = highs.constants.modelStatus;
      const solution = model.getSolution();
      const hasValues = solution.colValue.length === data.numCols && model.info.get('primal_solution_status') !== 0;
      const values = hasValues ? Float64Array.from(solution.colValue) : null;
      const objective = hasValues ? model.getObjectiveValue() : null;
      const dual = Number(model.info.get('mip_dual_bound'));
      const bound = Number.isFinite(dual) ? dual : null;
      if (status === codes.optimal)
        return { status: 'optimal', values, objective, bound: objective } satisfies MipOutcome;
      if (status === codes.infeasible) return { status: 'infeasible', values: null, objective: null, bound: null };
      if (status === codes.timeLimit || status === codes.interrupted || status === codes.iterationLimit) {
        return { status: 'limit', values, objective, bound };
      }
      return { status: 'error', values, objective, bound: null };
    } finally {
      model.dispose();
    }
  };
}
