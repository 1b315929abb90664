import { describe, expect, it } from 'vitest';
import { previewFormData, previewJsonBody } from './api';

describe('sync-dosen preview requests', () => {
  it('puts the flag before the file part (the server reads parts in order) under the part name "file"', () => {
    const form = previewFormData(new File(['nidn,nama\n'], 'dosen.csv', { type: 'text/csv' }), false);
    expect([...form.keys()]).toEqual(['deactivateMissing', 'file']);
    expect(form.get('deactivateMissing')).toBe('false');
    expect((form.get('file') as File).name).toBe('dosen.csv');
  });

  it('leaves out an empty source URL so the configured source is used', () => {
    expect(previewJsonBody('  ', true)).toEqual({ deactivateMissing: true });
    expect(previewJsonBody(' https://siakad.example/dosen.json ', false)).toEqual({
      sourceUrl: 'https://siakad.example/dosen.json',
      deactivateMissing: false,
    });
  });
});
