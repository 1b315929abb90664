import type { Pengajuan, PengajuanKind } from '@ujian/shared/pengajuan';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { kindSpecs } from '../features/pengajuan/kinds';
import { liveWhere } from '../features/pengajuan/live';
import { api, startTestServer, type TestServer } from './harness';
import { firstDosen, pdfBytes, tokensFor, upload, type Who } from './pengajuan';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export const sidangDocs = ['naskah', 'lembar_pengesahan', 'transkrip'];

/**
 * One pengajuan server per test file with the demo users signed in, and the calls every pengajuan
 * test makes. `state` is filled in the file's first beforeAll.
 */
export function usePengajuanServer() {
  const state = {} as { server: TestServer; who: Awaited<ReturnType<typeof tokensFor>>; dosenIds: string[] };
  beforeAll(async () => {
    state.server = await startTestServer({ realtime: true, seedDocuments: true });
    state.who = await tokensFor(state.server.baseUrl);
    state.dosenIds = await firstDosen(state.server.baseUrl, state.who.mahasiswa.token);
  });
  afterAll(() => state.server?.close());

  const call = <T = Pengajuan>(as: Who, method: string, path: string, body?: unknown) =>
    api<T>(state.server.baseUrl, method, path, { token: state.who[as].token, body });

  /**
   * Ends the student's live pengajuan of a kind behind the API's back (a student has one live one at a
   * time), so a test can start a new story without walking the old one to its end.
   */
  async function retireLive(as: Who, kind: PengajuanKind = 'sidang') {
    const t = kindSpecs[kind].table;
    await state.server.database.db
      .update(t)
      .set({ status: 'dibatalkan' })
      .where(and(eq(t.userId, state.who[as].id), liveWhere(t)));
  }

  async function createSidang(as: Who, judul = 'Sistem Rekomendasi Jadwal Sidang Berbasis Constraint') {
    await retireLive(as);
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

  return { state, call, createSidang, uploadAll, retireLive };
}
