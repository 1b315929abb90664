import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const load1 = () => loadavg()[0]!.toFixed(1);

/**
 * `total` calls of `call`, `concurrency` at a time: latency percentiles, throughput, CPU per call of
 * the process `cpuOf` reads (microseconds, cumulative) and the 1-minute load average before and after.
 */
export async function measure(
  total: number,
  concurrency: number,
  call: (i: number) => Promise<void>,
  cpuOf: () => Promise<number>,
): Promise<string> {
  const times: number[] = [];
  let next = 0;
  const loadBefore = load1();
  const cpu = await cpuOf();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const t = performance.now();
        await call(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  const used = (await cpuOf()) - cpu;
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))]!.toFixed(1);
  return (
    `x${times.length} (concurrency ${concurrency}): p50=${q(0.5)}ms p95=${q(0.95)}ms p99=${q(0.99)}ms ` +
    `max=${times[times.length - 1]!.toFixed(1)}ms throughput=${((times.length / wall) * 1000).toFixed(0)}/s ` +
    `cpu/call=${(used / 1000 / times.length).toFixed(2)}ms ` +
    `load=${loadBefore}->${load1()} on ${cpus().length} CPUs`
  );
}

/** This process's CPU time so far (user + system), in microseconds. */
export async function ownCpu(): Promise<number> {
  const { user, system } = process.cpuUsage();
  return user + system;
}
