import { describe, expect, it } from 'vitest';
import { formatSize, looksLikePdf, precheckUpload, readHead, uploadErrorKey } from './upload-check';

const pdfHead = new TextEncoder().encode('%PDF-1.4\n');
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
const MiB = 1024 * 1024;

describe('upload pre-checks (before a byte is sent)', () => {
  it('accepts a PDF under the limit', () => {
    expect(precheckUpload({ name: 'naskah.pdf', size: 2 * MiB }, pdfHead)).toBeNull();
  });

  it('refuses by content, not by name: a PNG renamed .pdf is not a PDF', () => {
    expect(looksLikePdf(pngHead)).toBe(false);
    expect(precheckUpload({ name: 'scan.pdf', size: 1000 }, pngHead)).toBe('notPdf');
  });

  it('refuses a file over the limit, the default 10 MiB or the server’s own', () => {
    expect(precheckUpload({ name: 'a.pdf', size: 10 * MiB }, pdfHead)).toBeNull();
    expect(precheckUpload({ name: 'a.pdf', size: 10 * MiB + 1 }, pdfHead)).toBe('tooLarge');
    expect(precheckUpload({ name: 'a.pdf', size: 3 * MiB }, pdfHead, 2)).toBe('tooLarge');
  });

  it('refuses an empty file', () => {
    expect(precheckUpload({ name: 'a.pdf', size: 0 }, new Uint8Array())).toBe('empty');
  });

  it("maps the server's 413 and 415 to the same messages", () => {
    expect(uploadErrorKey(413)).toBe('upload.errors.tooLarge');
    expect(uploadErrorKey(415)).toBe('upload.errors.notPdf');
    expect(uploadErrorKey(409)).toBeUndefined();
  });

  it('reads the first bytes of a Blob', async () => {
    const head = await readHead(new Blob(['%PDF-1.7 rest of file']), 5);
    expect(looksLikePdf(head)).toBe(true);
    expect(head.length).toBe(5);
  });

  it('formats sizes for people', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(2048, 'en')).toBe('2 KB');
    expect(formatSize(1.5 * MiB, 'en')).toBe('1.5 MB');
    expect(formatSize(1.5 * MiB, 'id')).toBe('1,5 MB');
  });
});
