// A scheduler thread that breaks the way HiGHS's WebAssembly runtime does (an uncaught abort), for the
// tests of runSolver's fallback: after one plan when the first sidang is "plan-first", else at once; a
// retry without the solver answers.
import { parentPort, workerData } from 'node:worker_threads';

const { instance, heuristicOnly } = workerData;
const result = (status, fallback) => ({
  status,
  planned: [],
  unplanned: instance.sidang.map((s) => ({ pengajuanUuid: s.id, reasons: [] })),
  stats: {
    sidang: instance.sidang.length,
    slots: instance.slots.length,
    rooms: instance.rooms.length,
    dosen: instance.dosen.length,
    variables: 0,
    constraints: 0,
    seconds: 0,
    objective: null,
    maxLoad: 0,
    plannedBound: instance.sidang.length,
    loadBound: 0,
    fallback,
  },
});
if (heuristicOnly) parentPort.postMessage({ type: 'done', result: result('feasible', true) });
else {
  if (instance.sidang[0]?.id === 'plan-first')
    parentPort.postMessage({ type: 'plan', result: result('timeout', false) });
  setTimeout(() => {
    throw new Error('Aborted(). Build with -sASSERTIONS for more info.');
  }, 50);
}
