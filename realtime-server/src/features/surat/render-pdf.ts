import { Worker } from 'node:worker_threads';

type Pending = { resolve(bytes: Uint8Array): void; reject(error: Error): void };
type Reply = { id: number; bytes?: Uint8Array; error?: string };

const threadUrl = new URL('./pdf-thread.mjs', import.meta.url);
let thread: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

/**
 * One long-lived worker thread renders every PDF: laying out a letter takes a few hundred
 * milliseconds of CPU, which on the event loop would stall every other request and socket. The
 * thread holds the process open only while a render is waiting; a thread that dies fails its
 * waiting renders and the next render starts a new one.
 */
function pdfThread(): Worker {
  if (thread) return thread;
  const worker = new Worker(threadUrl);
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (!waiting) return;
    if (reply.bytes) waiting.resolve(reply.bytes);
    else waiting.reject(new Error(`PDF rendering failed: ${reply.error ?? 'unknown error'}`));
  });
  const gone = (error: Error) => {
    if (thread === worker) thread = undefined;
    failAll(error);
  };
  worker.on('error', gone);
  worker.on('exit', (code) => gone(new Error(`PDF worker exited with code ${code}`)));
  thread = worker;
  return worker;
}

/**
 * The PDF of a document definition. The definition carries fixed info dates (the letter's own),
 * so the same letter gives the same bytes, and its SHA-256 means something.
 */
export function renderPdf(definition: object): Promise<Uint8Array> {
  const worker = pdfThread();
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, definition });
  });
}
