import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, classifyChunkError, loadPage, withChunkTimeout } from './lazy-page';

function Screen() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load failures (spec section 8)', () => {
  it('waits 120 seconds before calling a chunk failed', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not arrived after the timeout with "Loading chunk failed"', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withChunkTimeout(never).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
    expect((error as ChunkLoadError).message).toMatch(/^Loading chunk failed/);
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
  });

  it('reports a stylesheet preload failure as CSS_CHUNK_LOAD_FAILED', () => {
    const error = classifyChunkError(new Error('Unable to preload CSS for /assets/LoginPage-abc.css'));
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('reports a failed script import as CHUNK_LOAD_FAILED', () => {
    const error = classifyChunkError(
      new TypeError('Failed to fetch dynamically imported module: /assets/LoginPage-abc.js'),
    );
    expect(error.code).toBe('CHUNK_LOAD_FAILED');
    expect(error.message).toMatch(/^Loading chunk failed/);
  });
});

describe('loadPage', () => {
  it('resolves the named export as the screen component', async () => {
    await expect(loadPage(async () => ({ Screen }), 'Screen')).resolves.toEqual({ default: Screen });
  });

  it('turns a failed import into a chunk error with its code', async () => {
    const failing = async (): Promise<{ Screen: typeof Screen }> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    };
    await expect(loadPage(failing, 'Screen')).rejects.toMatchObject({ code: 'CHUNK_LOAD_FAILED' });
  });

  it('refuses a module without the named component', async () => {
    await expect(loadPage(async () => ({ Other: Screen }) as Record<string, unknown>, 'Screen')).rejects.toThrow(
      /no component export "Screen"/,
    );
  });
});
