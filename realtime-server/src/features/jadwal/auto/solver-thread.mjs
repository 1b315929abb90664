// The worker thread's entry: plain JavaScript that lets the thread load the scheduler's TypeScript,
// whether the server runs under tsx or a test runner.
import { register } from 'tsx/esm/api';

register();
await import('./solver-worker.ts');
