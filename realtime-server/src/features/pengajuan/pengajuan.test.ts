import type { AbilityRule } from '@ujian/shared/ability';
import type { HistoryItem, Pengajuan } from '@ujian/shared/pengajuan';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import type { TestServer } from '../../test/harness';
import type { Who } from '../../test/pengajuan';
import { type ErrorBody, sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';
import { connectClient, eventually, waitForConnect } from '../../test/realtime';
import { updatePreferences } from '../account-settings/preferences';

const suite = usePengajuanServer();
const { call, createSidang, uploadAll } = suite;
let server: TestServer;
let who: typeof suite.state.who;
let dosenIds: string[];
beforeAll(() => {
  ({ server, who, dosenIds } = suite.state);
});

describe('pengajuan sidang: the happy path, live', () => {
  it('student submits, koordinator returns with a note, student resubmits, koordinator verifies', async () => {
    const created = await createSidang('mahasiswa');
    expect(created).toMatchObject({ status: 'draft', judul: expect.any(String), berkas: [] });
    expect(created.requiredDocuments).toEqual([
      { jenis: 'naskah', label: expect.any(String), uploaded: false },
      { jenis: 'lembar_pengesahan', label: expect.any(String), uploaded: false },
      { jenis: 'transkrip', label: expect.any(String), uploaded: false },
    ]);
    expect(created.pembimbingIds).toEqual(dosenIds);
    const uuid = created.uuid;

    // documents first: the machine refuses with the reason
    const early = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(early.body.error.fields?.event).toBe('DOCUMENTS_MISSING');
    expect(early.body.error.fields?.documents).toBe('naskah,lembar_pengesahan,transkrip');
    expect(early.body.error.message).toContain('naskah');

    await uploadAll('mahasiswa', 'pengajuan-sidang', uuid, sidangDocs);
    const withDocs = await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`);
    expect(withDocs.body.requiredDocuments).toHaveLength(sidangDocs.length);
    expect(withDocs.body.requiredDocuments.every((d) => d.uploaded)).toBe(true);
    expect(withDocs.body.berkas.map((b) => b.jenis).sort()).toEqual([...sidangDocs].sort());
    expect(withDocs.body.allowedEvents).toEqual(['SUBMIT', 'CANCEL']);

    const { socket, received } = connectClient(server.realtimeUrl, { token: who.mahasiswa.token });
    const staffSocket = connectClient(server.realtimeUrl, { token: who.koordinator.token });
    await waitForConnect(socket);
    await waitForConnect(staffSocket.socket);
    try {
      const submitted = await call('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, { event: 'SUBMIT' });
      expect(submitted.status).toBe(200);
      expect(submitted.body.status).toBe('diajukan');
      expect(submitted.body.submittedAt).not.toBeNull();

      // a student may not verify their own
      const selfVerify = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
        event: 'VERIFY',
      });
      expect(selfVerify.status).toBe(409);
      expect(selfVerify.body.error.fields?.event).toBe('ROLE');
      // data is frozen outside draft/dikembalikan
      expect((await call<ErrorBody>('mahasiswa', 'PATCH', `/pengajuan-sidang/${uuid}`, { judul: 'Lain' })).status).toBe(
        409,
      );

      const noNote = await call<ErrorBody>('koordinator', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
        event: 'RETURN',
      });
      expect(noNote.status).toBe(400);
      expect(noNote.body.error.fields?.note).toBeDefined();
      const unknown = await call<ErrorBody>('koordinator', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
        event: 'APPROVE',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields?.event).toBeDefined();

      const note = 'Lembar pengesahan belum ditandatangani pembimbing 2.';
      const returned = await call('koordinator', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
        event: 'RETURN',
        note,
      });
      expect(returned.status).toBe(200);
      expect(returned.body).toMatchObject({ status: 'dikembalikan', lastNote: note });

      await eventually(
        () => received.some((e) => e.type === 'pengajuan:status' && (e.data as { to: string }).to === 'dikembalikan'),
        5000,
        'pengajuan:status to the student',
      );
      const live = received.find(
        (e) => e.type === 'pengajuan:status' && (e.data as { to: string }).to === 'dikembalikan',
      );
      expect(live?.data).toEqual({ kind: 'sidang', uuid, from: 'diajukan', to: 'dikembalikan', event: 'RETURN', note });
      await eventually(() => received.some((e) => e.type === 'notifikasi'), 5000, 'notifikasi to the student');
      const inbox = received.find((e) => e.type === 'notifikasi')?.data as {
        title: string;
        body: string;
        link: string;
      };
      expect(inbox.body).toContain(note);
      // the demo student has no language set: Indonesian, the users' language, with a human status label
      // the label is the status master's (status-pengajuan-sidang), never the raw code
      expect(inbox.title).toBe('Pengajuan sidang: Dikembalikan');
      expect(inbox.link).toBe(`/pengajuan-sidang/readonly/${uuid}`);
      await eventually(
        () => staffSocket.received.some((e) => e.type === 'rekap:changed'),
        5000,
        'rekap:changed to koordinator',
      );
      expect(staffSocket.received.some((e) => e.type === 'pengajuan:status')).toBe(true);

      // editable again after the return
      const patched = await call('mahasiswa', 'PATCH', `/pengajuan-sidang/${uuid}`, { judul: 'Judul yang diperbaiki' });
      expect(patched.status).toBe(200);
      expect(patched.body.judul).toBe('Judul yang diperbaiki');

      const resubmitted = await call('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
        event: 'RESUBMIT',
      });
      expect(resubmitted.body.status).toBe('diajukan');
      const verified = await call('koordinator', 'POST', `/pengajuan-sidang/${uuid}/transitions`, { event: 'VERIFY' });
      expect(verified.status).toBe(200);
      expect(verified.body.status).toBe('diverifikasi');
      await eventually(
        () => received.some((e) => e.type === 'pengajuan:status' && (e.data as { to: string }).to === 'diverifikasi'),
        5000,
        'verified event',
      );
      const seqs = received.map((e) => e.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    } finally {
      socket.disconnect();
      staffSocket.socket.disconnect();
    }

    const history = await call<HistoryItem[]>('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((h) => [h.from, h.to, h.event])).toEqual([
      [null, 'draft', 'CREATE'],
      ['draft', 'diajukan', 'SUBMIT'],
      ['diajukan', 'dikembalikan', 'RETURN'],
      ['dikembalikan', 'diajukan', 'RESUBMIT'],
      ['diajukan', 'diverifikasi', 'VERIFY'],
    ]);
    expect(history.body[2]).toMatchObject({
      by: who.koordinator.id,
      note: 'Lembar pengesahan belum ditandatangani pembimbing 2.',
    });
    expect(history.body[1]?.by).toBe(who.mahasiswa.id);
    expect(Date.parse(history.body[4]!.at)).not.toBeNaN();

    // an admin steps it back without losing anything, and the history keeps both
    const back = await call('admin', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
      event: 'STEP_BACK',
      note: 'salah klik',
    });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('diajukan');
    expect(back.body.berkas).toHaveLength(3);
    const studentBack = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, {
      event: 'STEP_BACK',
    });
    expect(studentBack.status).toBe(409);
    const after = await call<HistoryItem[]>('admin', 'GET', `/pengajuan-sidang/${uuid}/history`);
    expect(after.body.at(-1)).toMatchObject({
      from: 'diverifikasi',
      to: 'diajukan',
      event: 'STEP_BACK',
      note: 'salah klik',
    });
  });

  it('refuses a stale version with 409 and never half-applies', async () => {
    const created = await createSidang('mahasiswa');
    const stale = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'CANCEL',
      version: created.version + 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields?.reason).toBe('STALE_VERSION');
    expect((await call('mahasiswa', 'GET', `/pengajuan-sidang/${created.uuid}`)).body.status).toBe('draft');
    const cancelled = await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'CANCEL',
      version: created.version,
    });
    expect(cancelled.body.status).toBe('dibatalkan');
    const again = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'CANCEL',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.event).toBe('FINAL');
    const frozen = await call<ErrorBody>('mahasiswa', 'PATCH', `/pengajuan-sidang/${created.uuid}`, { judul: 'Lain' });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.fields?.reason).toBe('NOT_EDITABLE');
  });

  it('checks the body: supervisors must be active lecturers, judul is required', async () => {
    const bad = await call<ErrorBody>('mahasiswa', 'POST', '/pengajuan-sidang', {
      judul: 'X',
      pembimbingIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.pembimbingIds).toBeDefined();
    const none = await call<ErrorBody>('mahasiswa', 'POST', '/pengajuan-sidang', { pembimbingIds: dosenIds });
    expect(none.status).toBe(400);
    expect(none.body.error.fields?.judul).toBeDefined();
    await suite.retireLive('mahasiswa');
    const linked = await call('mahasiswa', 'POST', '/pengajuan-sidang', {
      judul: 'Dengan tautan',
      pembimbingIds: dosenIds.slice(0, 1),
      retribusi_id: 'RT-77',
      assetId: 12,
    });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ retribusiId: 'RT-77', assetId: '12' });
  });
});

describe('pengajuan yudisium', () => {
  const docs = ['bukti_lulus_sidang', 'bebas_pustaka'];
  it('refuses SUBMIT without a lulus hasil sidang and allows it with one', async () => {
    const without = await call('mahasiswa', 'POST', '/pengajuan-yudisium', { judul: 'Yudisium', pembimbingIds: [] });
    expect(without.status).toBe(201);
    expect(without.body.requiredDocuments.map((d) => d.jenis)).toEqual(docs);
    await uploadAll('mahasiswa', 'pengajuan-yudisium', without.body.uuid, docs);
    const refused = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-yudisium/${without.body.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields?.event).toBe('HASIL_LULUS_REQUIRED');

    // mahasiswa3 is seeded with a pengajuan sidang in selesai/lulus
    const passed = await call('mahasiswa3', 'POST', '/pengajuan-yudisium', {
      judul: 'Yudisium Dimas',
      pembimbingIds: dosenIds,
    });
    await uploadAll('mahasiswa3', 'pengajuan-yudisium', passed.body.uuid, docs);
    const ok = await call('mahasiswa3', 'POST', `/pengajuan-yudisium/${passed.body.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('diajukan');
    const koordinatorList = await call<{ data: Pengajuan[] }>(
      'koordinator',
      'GET',
      '/pengajuan-yudisium?status=diajukan',
    );
    expect(koordinatorList.body.data.map((p) => p.uuid)).toContain(passed.body.uuid);
    expect(
      (await call('koordinator', 'POST', `/pengajuan-yudisium/${passed.body.uuid}/transitions`, { event: 'VERIFY' }))
        .body.status,
    ).toBe('diverifikasi');
    const approveByK = await call<ErrorBody>(
      'koordinator',
      'POST',
      `/pengajuan-yudisium/${passed.body.uuid}/transitions`,
      { event: 'APPROVE' },
    );
    expect(approveByK.status).toBe(409);
    expect(
      (await call('admin', 'POST', `/pengajuan-yudisium/${passed.body.uuid}/transitions`, { event: 'APPROVE' })).body
        .status,
    ).toBe('disetujui');
    expect((await call('mahasiswa', 'GET', `/pengajuan-yudisium/${passed.body.uuid}`)).status).toBe(404);
  });
});

describe('pengajuan: rules edited in hak-akses apply to the SQL filter at once', () => {
  it('honours an inverted rule (cannot read drafts) and an unknown condition field (grants nothing)', async () => {
    const [koordinatorRole] = await server.database.db.select().from(roles).where(eq(roles.name, 'koordinator'));
    const original = koordinatorRole!.rules as AbilityRule[];
    const before = await call<{ data: Pengajuan[]; total: number }>(
      'koordinator',
      'GET',
      '/pengajuan-sidang?perPage=100',
    );
    expect(before.body.data.some((p) => p.status === 'draft')).toBe(true);
    try {
      await server.database.db
        .update(roles)
        .set({
          rules: [
            ...original,
            { action: 'read', subject: 'pengajuan-sidang', inverted: true, conditions: { status: 'draft' } },
            // a field the table does not have must not widen anything
            { action: 'read', subject: 'pengajuan-sidang', conditions: { nonexistent: 'x' } },
          ],
        })
        .where(eq(roles.id, koordinatorRole!.id));
      const after = await call<{ data: Pengajuan[]; total: number }>(
        'koordinator',
        'GET',
        '/pengajuan-sidang?perPage=100',
      );
      expect(after.status).toBe(200);
      expect(after.body.data.length).toBeGreaterThan(0);
      expect(after.body.data.some((p) => p.status === 'draft')).toBe(false);
      expect(after.body.data.every((p) => p.prodiNama === 'Informatika')).toBe(true);
      expect(after.body.total).toBe(before.body.total - before.body.data.filter((p) => p.status === 'draft').length);
    } finally {
      await server.database.db.update(roles).set({ rules: original }).where(eq(roles.id, koordinatorRole!.id));
    }
  });
});

describe('pengajuan: notifications follow the student’s per-topic preferences', () => {
  it('sends in-app only, or email only, as the student chose for the topic', async () => {
    const db = server.database.db;
    const count = async () => {
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.userId, who.mahasiswa.id));
      const [m] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'mahasiswa@demo.ac.id'));
      return { inApp: n!.n, email: m!.n };
    };
    const created = await createSidang('mahasiswa', 'Uji preferensi notifikasi');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    const move = (as: Who, event: string, note?: string) =>
      call(as, 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event, note });
    expect((await move('mahasiswa', 'SUBMIT')).status).toBe(200);

    await updatePreferences(
      db,
      who.mahasiswa.id,
      { notifications: { pengajuan: { inApp: true, email: false } } },
      new Date(),
    );
    let before = await count();
    expect((await move('koordinator', 'RETURN', 'Perbaiki daftar pustaka')).status).toBe(200);
    expect(await count()).toEqual({ inApp: before.inApp + 1, email: before.email });

    expect((await move('mahasiswa', 'RESUBMIT')).status).toBe(200);
    await updatePreferences(
      db,
      who.mahasiswa.id,
      { notifications: { pengajuan: { inApp: false, email: true } } },
      new Date(),
    );
    before = await count();
    expect((await move('koordinator', 'VERIFY')).status).toBe(200);
    expect(await count()).toEqual({ inApp: before.inApp, email: before.email + 1 });
    await updatePreferences(
      db,
      who.mahasiswa.id,
      { notifications: { pengajuan: { inApp: true, email: true } } },
      new Date(),
    );
  });
});
