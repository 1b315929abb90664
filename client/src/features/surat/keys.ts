import type { SuratJenis } from '@ujian/shared/surat';
import type { Params } from '../../lib/http';

/** Issued letters: revoking or issuing one invalidates `all`. */
export const suratKeys = {
  all: ['surat'] as const,
  list: (jenis: SuratJenis, params: Params) => [...suratKeys.all, 'list', jenis, params] as const,
  public: (kode: string) => [...suratKeys.all, 'public', kode] as const,
  notaPreview: (params: Params) => [...suratKeys.all, 'nota-preview', params] as const,
  antrian: () => [...suratKeys.all, 'antrian'] as const,
};

/** The letter settings (`GET /pengaturan`), apart from the letters so revoking one keeps them. */
export const pengaturanKeys = {
  all: ['pengaturan'] as const,
};
