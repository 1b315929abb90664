import type { Pengajuan } from '@ujian/shared/pengajuan';
import { afterAll, beforeAll, expect } from 'vitest';
import { api } from '../../test/harness';
import { firstDosen, pdfBytes, tokensFor, upload, type Who } from './test-helpers';
import { type PengajuanTestServer, startPengajuanTestServer } from './test-server';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export const sidangDocs = ['naskah', 'lembar_pengesahan', 'transkrip'];

/**
 * One pengajuan server per test file with the demo users signed in, and the calls every pengajuan
 * test makes. `state` is filled in the file's first beforeAll.
 */
export function usePengajuanServer() {
  const state = {} as { server: PengajuanTestServer; who: Awaited<ReturnType<typeof tokensFor>>; dosenIds: string[] };
  beforeAll(async () => {
    state.server = await startPengajuanTestServer();
    state.who = await tokensFor(state.server.baseUrl);
    state.dosenIds = await firstDosen(state.server.baseUrl, state.who.mahasiswa.token);
  });
  afterAll(() => state.server?.close());

  const call = <T = Pengajuan>(as: Who, method: string, path: string, body?: unknown) =>
    api<T>(state.server.baseUrl, method, path, { token: state.who[as].token, body });

  async function createSidang(as: Who, judul = 'Sistem Rekomendasi Jadwal Sidang Berbasis Constraint') {
    const res = await call(as, 'POST', '/pengajuan-sidang', { judul, pembimbingIds: state.dosenIds });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function uploadAll(as: Who, kind: string, uuid: string, jenis: string[]) {
    for (const j of jenis) {
      const file = { bytes: pdfBytes(), filename: `${j}.pdf` };
      const res = await upload(
        state.server.baseUrl,
        state.who[as].token,
        `/${kind}/${uuid}/berkas`,
        { jenis: j },
        file,
      );
      expect(res.status).toBe(201);
    }
  }

  return { state, call, createSidang, uploadAll };
}
