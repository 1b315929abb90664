import type { ModelData } from 'highs';

/**
 * A small row-wise builder for HiGHS models: columns with cost and bounds, rows as sparse sums.
 * Models here are 0/1 programs of a few thousand to tens of thousands of columns.
 */
export class MipBuilder {
  private readonly cost: number[] = [];
  private readonly lower: number[] = [];
  private readonly upper: number[] = [];
  private readonly integer: number[] = [];
  private readonly rowLo: number[] = [];
  private readonly rowHi: number[] = [];
  private readonly starts: number[] = [0];
  private readonly indices: number[] = [];
  private readonly values: number[] = [];

  constructor(private readonly infinity = Number.POSITIVE_INFINITY) {}

  get numCols(): number {
    return this.cost.length;
  }

  get numRows(): number {
    return this.rowLo.length;
  }

  /** the objective's coefficients, to set after the columns exist */
  costs(): number[] {
    return this.cost;
  }

  get numNonzeros(): number {
    return this.indices.length;
  }

  binary(cost: number): number {
    return this.column(cost, 0, 1, true);
  }

  column(cost: number, lower: number, upper: number, integer: boolean): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(Number.isFinite(upper) ? upper : this.infinity);
    this.integer.push(integer ? 1 : 0);
    return this.cost.length - 1;
  }

  /** lo <= sum(coef * x) <= hi; a row without terms is left out */
  row(terms: readonly (readonly [number, number])[], lo: number, hi: number): void {
    if (terms.length === 0) return;
    for (const [col, coef] of terms) {
      this.indices.push(col);
      this.values.push(coef);
    }
    this.starts.push(this.indices.length);
    this.rowLo.push(Number.isFinite(lo) ? lo : -this.infinity);
    this.rowHi.push(Number.isFinite(hi) ? hi : this.infinity);
  }

  /** the model; `relax`: its linear relaxation (every column continuous), a bound in a fraction of the time */
  build(options: { relax?: boolean } = {}): ModelData {
    return {
      numCols: this.numCols,
      numRows: this.numRows,
      colCost: Float64Array.from(this.cost),
      colLower: Float64Array.from(this.lower),
      colUpper: Float64Array.from(this.upper),
      rowLower: Float64Array.from(this.rowLo),
      rowUpper: Float64Array.from(this.rowHi),
      matrix: {
        format: 'csr',
        numRows: this.numRows,
        numCols: this.numCols,
        starts: Int32Array.from(this.starts),
        indices: Int32Array.from(this.indices),
        values: Float64Array.from(this.values),
      },
      integrality: options.relax ? new Int32Array(this.numCols) : Int32Array.from(this.integer),
    };
  }
}

export type MipOutcome = {
  /** `optimal`: proven; `limit`: stopped by the time limit with `values` the best found (may be null) */
  status: 'optimal' | 'limit' | 'infeasible' | 'error';
  values: Float64Array | null;
  objective: number | null;
  /** the solver's proven bound on the (minimised) objective, when it has one */
  bound: number | null;
};

/**
 * Solves one model (minimising); `start` is a feasible solution to begin from. Throws when the solver
 * itself breaks (a WebAssembly abort, out of memory): the caller keeps the best plan it has.
 */
export type SolveMip = (
  model: ModelData,
  options: { timeLimitSeconds: number; start?: Float64Array; gap?: number },
) => MipOutcome;
