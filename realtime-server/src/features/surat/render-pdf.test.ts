import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './render-pdf';

/** A long document: enough layout work to be felt if it ran on the event loop. */
const longDocument = {
  info: { creationDate: new Date('2026-11-24T00:00:00Z') },
  content: Array.from({ length: 400 }, (_, i) => ({
    table: {
      body: [[`Baris ${i}`, 'Ruang Sidang 301', 'Senin, 30 November 2026', { qr: `https://x.test/${i}`, fit: 40 }]],
    },
  })),
};

describe('renderPdf', () => {
  it('renders off the event loop: timers keep firing while a long document is laid out', async () => {
    await renderPdf({ content: ['warm-up'] });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const bytes = await renderPdf(longDocument);
    const took = performance.now() - started;
    delay.disable();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // the render took a while, yet the loop never stalled for anything near that long
    expect(took).toBeGreaterThan(100);
    expect(delay.max / 1e6).toBeLessThan(Math.max(100, took / 2));
  });

  it('gives the same bytes for the same definition, also when renders overlap', async () => {
    const definition = { info: { creationDate: new Date('2026-11-24T00:00:00Z') }, content: ['Surat', { qr: 'kode' }] };
    const [a, b, c] = await Promise.all([renderPdf(definition), renderPdf(definition), renderPdf(definition)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(true);
  });

  it('refuses a letter that reaches for a local file or a URL, and keeps working after', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow(/PDF rendering failed/);
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png' }] })).rejects.toThrow(
      /PDF rendering failed/,
    );
    const bytes = await renderPdf({ content: ['after'] });
    expect(bytes.byteLength).toBeGreaterThan(500);
  });
});
