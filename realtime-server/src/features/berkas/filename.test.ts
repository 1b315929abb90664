import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './berkas-service';
import { cleanFilename } from './receive-upload';

describe('file names', () => {
  it('keeps a non-ASCII name whole, in NFC, without path or control characters', () => {
    expect(cleanFilename('C:\\Users\\x\\Skripsi – Ñandú 论文.pdf')).toBe('Skripsi – Ñandú 论文.pdf');
    expect(cleanFilename('N\u0303andu\u0301.pdf')).toBe('Ñandú.pdf');
    expect(cleanFilename('a\u0000b\u0085c\r\n"d".pdf')).toBe('abcd.pdf');
    expect(cleanFilename('\ud800.pdf')).toBe('.pdf');
  });

  it('cuts a long name by characters, never inside a surrogate pair, so it can always be encoded', () => {
    const name = cleanFilename(`${'a'.repeat(199)}${'🎓'.repeat(10)}`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('🎓')).toBe(true);
    expect(() => attachmentHeader(name)).not.toThrow();
  });

  it("writes an ASCII fallback and an RFC 5987 filename* (escaping ' ( ) *)", () => {
    const header = attachmentHeader("Skripsi – Ñandú 论文 (v2) 'final'*.pdf");
    expect(header).toBe(
      `attachment; filename="Skripsi _ _and_ __ (v2) 'final'*.pdf"; ` +
        "filename*=UTF-8''Skripsi%20%E2%80%93%20%C3%91and%C3%BA%20%E8%AE%BA%E6%96%87%20%28v2%29%20%27final%27%2A.pdf",
    );
  });
});
