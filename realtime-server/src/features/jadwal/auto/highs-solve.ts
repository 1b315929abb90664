import type { Highs, HighsCallbackMap } from 'highs';
import type { MipOutcome, SolveMip } from './mip';

/** `SolveMip` over one HiGHS runtime: a fresh model per solve, disposed after it. */
export function highsSolver(highs: Highs): SolveMip {
  return (data, options) => {
    const model = highs.createModel(data);
    try {
      model.options.set({
        output_flag: false,
        time_limit: Math.max(0.1, options.timeLimitSeconds),
        // objectives are whole units of weight >= 1 on values in the hundreds: 1% still separates them
        mip_rel_gap: 0.01,
      });
      const onImproving = options.onImproving;
      const callbacks: HighsCallbackMap | undefined = onImproving
        ? {
            [highs.constants.callbackType.mipImprovingSolution]: (event) => {
              const values = event.data.mip_solution;
              if (values) onImproving(values, Number(event.data.objective_function_value ?? Number.NaN));
              return undefined;
            },
          }
        : undefined;
      model.run(callbacks);
      const status = model.getModelStatus();
      const codes = highs.constants.modelStatus;
      const solution = model.getSolution();
      const hasValues = solution.colValue.length === data.numCols && model.info.get('primal_solution_status') !== 0;
      const values = hasValues ? Float64Array.from(solution.colValue) : null;
      const objective = hasValues ? model.getObjectiveValue() : null;
      if (status === codes.optimal) return { status: 'optimal', values, objective } satisfies MipOutcome;
      if (status === codes.infeasible) return { status: 'infeasible', values: null, objective: null };
      if (status === codes.timeLimit || status === codes.interrupted || status === codes.iterationLimit) {
        return { status: 'limit', values, objective };
      }
      return { status: 'error', values, objective };
    } finally {
      model.dispose();
    }
  };
}
