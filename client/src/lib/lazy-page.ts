import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type Namespace, withNamespaces } from './i18n';

/** Spec sections 8/9: a script chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/** A screen's code (or its stylesheet) could not be loaded: usually a new deploy or a lost connection. */
export class ChunkLoadError extends Error {
  readonly code: ChunkErrorCode;
  constructor(code: ChunkErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Vite reports a failed stylesheet preload as "Unable to preload CSS for …"; everything else a
 * dynamic import throws (fetch failed, bad MIME, timeout) is a script chunk failure.
 */
export function classifyChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED|\.css/i.test(message)) {
    return new ChunkLoadError('CSS_CHUNK_LOAD_FAILED', message, { cause: error });
  }
  return new ChunkLoadError('CHUNK_LOAD_FAILED', `Loading chunk failed: ${message}`, { cause: error });
}

/** Rejects with a chunk error when `promise` has not settled within `ms`. */
export function withChunkTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('CHUNK_LOAD_FAILED', `Loading chunk failed: no answer after ${ms / 1000} s`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkError(error));
      },
    );
  });
}

/** Loads a screen module and picks its named export, with the chunk timeout and error codes. */
export async function loadPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): Promise<{ default: ComponentType }> {
  const module = await withChunkTimeout(load());
  const component = module[name];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`module has no component export "${name}"`);
  }
  return { default: component as ComponentType };
}

/** A code-split screen that can also be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload(): Promise<unknown>;
  /** The module export it shows (a signed-in start finds the screen's module by it). */
  exportName: string;
  /** The string namespaces fetched beside its code. */
  namespaces: readonly Namespace[];
};

/**
 * A route-level code-split screen from a module's named export. While it loads, the nearest
 * Suspense shows the loading overlay; when it fails or times out, the route's error boundary shows
 * a reload button (React.lazy remembers the failure, so reloading the page is the retry).
 * `preload()` starts the same load early (boot fetches the opened screen while the app starts).
 * `ns`: the namespaces its module tree asks for, fetched beside its code (app/screen-namespaces.test.ts
 * holds the list to the code), so the screen does not suspend again for its strings once it has arrived.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  ns: readonly Namespace[] = [],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= loadPage(() => (ns.length ? withNamespaces(load(), ns) : load()), name);
    return loading;
  };
  return Object.assign(lazy(start), { preload: start, exportName: name, namespaces: ns });
}

/**
 * A load started at most once: every call gets the same promise, until it fails (the next call tries
 * again). For code a screen fetches ahead of the render that needs it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** React.lazy over a named export, with the same timeout and error classification. */
export function lazyComponent<P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const module = await withChunkTimeout(load());
    return { default: module[name] as ComponentType<P> };
  });
}

/**
 * Vite fires `vite:preloadError` when a chunk's JS or CSS dependency fails to preload. The import
 * then rejects and the route's error boundary shows it; this only reports it with its code.
 */
export function listenForPreloadErrors(report: (error: ChunkLoadError) => void): () => void {
  const onError = (event: Event) => {
    report(classifyChunkError((event as Event & { payload?: unknown }).payload));
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
