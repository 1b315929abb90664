import { describe, expect, it } from 'vitest';
import { mayStartNew } from './my-pengajuan';

describe("the student's home offers a new pengajuan only when it makes sense", () => {
  it('a first sidang, or again after a rejection, cancellation or failed defence', () => {
    expect(mayStartNew('sidang', [], false)).toBe(true);
    expect(mayStartNew('sidang', [{ status: 'ditolak', hasil: null }], false)).toBe(true);
    expect(mayStartNew('sidang', [{ status: 'selesai', hasil: 'tidak_lulus' }], false)).toBe(true);
  });

  it('not while one is in progress, nor after passing', () => {
    expect(mayStartNew('sidang', [{ status: 'dikembalikan', hasil: null }], false)).toBe(false);
    expect(mayStartNew('sidang', [{ status: 'selesai', hasil: 'lulus' }], true)).toBe(false);
  });

  it('a yudisium only after a passed sidang', () => {
    expect(mayStartNew('yudisium', [], false)).toBe(false);
    expect(mayStartNew('yudisium', [], true)).toBe(true);
    expect(mayStartNew('yudisium', [{ status: 'diajukan', hasil: null }], true)).toBe(false);
  });
});
