import type { KetersediaanRow } from '@ujian/shared/ketersediaan';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { dosen } from '../../db/schema/master';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profile';
import { dayAhead, type ErrorBody, useJadwalServer } from '../../test/jadwal';
import { addDays, at, ketersediaanLookups } from '../../test/ketersediaan';
import { connectClient, eventually, waitForConnect } from '../../test/realtime';

const { state, call } = useJadwalServer();

type Row = KetersediaanRow & ErrorBody;
const { dosenOf, otherDosen } = ketersediaanLookups(state);

describe('ringkasan and the reminder', () => {
  it('counts blocks and hours per dosen of the koordinator’s prodi and reminds those with none, in their language', async () => {
    const db = state.server.database.db;
    const from = dayAhead(70);
    const to = addDays(from, 6);
    const me = await dosenOf(state.who.dosen1.id);
    const { sameProdi, otherProdi } = await otherDosen();
    // sameProdi: two 90-minute occurrences in the week; dosen1: nothing
    const block = await call<Row>('koordinator', 'POST', '/ketersediaan', {
      dosenUuid: sameProdi.uuid,
      mulai: at(addDays(from, -5), '09:00'),
      selesai: at(addDays(from, -5), '10:30'),
      mingguanSampai: addDays(from, 9),
    });
    expect(block.status).toBe(201);
    const res = await call<{
      rows: Array<{ dosenUuid: string; blok: number; jam: number; diperbaruiAt: string | null }>;
    }>('koordinator', 'GET', `/ketersediaan/ringkasan?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    const ids = res.body.rows.map((r) => r.dosenUuid);
    expect(ids).toContain(me.uuid);
    expect(ids).not.toContain(otherProdi.uuid);
    expect(res.body.rows.find((r) => r.dosenUuid === sameProdi.uuid)).toMatchObject({ blok: 1, jam: 1.5 });
    expect(res.body.rows.find((r) => r.dosenUuid === sameProdi.uuid)?.diperbaruiAt).not.toBeNull();
    expect((await call('dosen1', 'GET', `/ketersediaan/ringkasan?from=${from}&to=${to}`)).status).toBe(403);
    expect((await call('koordinator', 'GET', `/ketersediaan/ringkasan?from=${to}&to=${from}`)).status).toBe(400);

    await db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, state.who.dosen1.id));
    const sent = await call<{ sent: number; dosenUuids: string[] }>(
      'koordinator',
      'POST',
      '/ketersediaan/ringkasan/pengingat',
      {
        from,
        to,
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.dosenUuids).toContain(me.uuid);
    expect(sent.body.dosenUuids).not.toContain(sameProdi.uuid);
    const inbox = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, state.who.dosen1.id)));
    const reminder = inbox.filter((n) => n.title === 'Please enter your availability');
    expect(reminder).toHaveLength(1);
  });
});

describe('live updates, last change and asking the owner', () => {
  it('ketersediaan:changed reaches the lecturer and their prodi’s staff on create and delete; diperbaruiAt moves on delete too', async () => {
    const me = await dosenOf(state.who.dosen1.id);
    const day = dayAhead(90);
    const own = connectClient(state.server.realtimeUrl, { token: state.who.dosen1.token });
    const staff = connectClient(state.server.realtimeUrl, { token: state.who.koordinator.token });
    const student = connectClient(state.server.realtimeUrl, { token: state.who.mahasiswa.token });
    try {
      await Promise.all([waitForConnect(own.socket), waitForConnect(staff.socket), waitForConnect(student.socket)]);
      const created = await call<Row>('koordinator', 'POST', '/ketersediaan', {
        dosenUuid: me.uuid,
        mulai: at(day, '08:00'),
        selesai: at(day, '09:00'),
      });
      expect(created.status).toBe(201);
      const of = (received: typeof own.received, change: string) =>
        received.filter(
          (e) =>
            e.type === 'ketersediaan:changed' &&
            (e.data as { uuid: string; change: string }).uuid === created.body.uuid &&
            (e.data as { change: string }).change === change,
        );
      await eventually(() => of(own.received, 'created').length === 1 && of(staff.received, 'created').length === 1);
      expect(of(own.received, 'created')[0]!.data).toEqual({
        uuid: created.body.uuid,
        dosenUuid: me.uuid,
        change: 'created',
      });

      const ringkasan = async () =>
        (
          await call<{ rows: Array<{ dosenUuid: string; diperbaruiAt: string | null }> }>(
            'koordinator',
            'GET',
            `/ketersediaan/ringkasan?from=${day}&to=${day}`,
          )
        ).body.rows.find((r) => r.dosenUuid === me.uuid)?.diperbaruiAt;
      const afterCreate = await ringkasan();
      expect(afterCreate).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 20));

      expect((await call('dosen1', 'DELETE', `/ketersediaan/${created.body.uuid}`)).status).toBe(204);
      await eventually(() => of(own.received, 'deleted').length === 1 && of(staff.received, 'deleted').length === 1);
      const afterDelete = await ringkasan();
      expect(Date.parse(afterDelete!)).toBeGreaterThan(Date.parse(afterCreate!));
      // a second delete of the same row is 404 and announces nothing
      expect((await call('dosen1', 'DELETE', `/ketersediaan/${created.body.uuid}`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(of(own.received, 'deleted')).toHaveLength(1);
      expect(student.received.filter((e) => e.type === 'ketersediaan:changed')).toHaveLength(0);
    } finally {
      own.socket.disconnect();
      staff.socket.disconnect();
      student.socket.disconnect();
    }
  });

  it('staff ask the owner to free a block: in-app and by mail, in their language, linking to the block’s week', async () => {
    const db = state.server.database.db;
    const me = await dosenOf(state.who.dosen1.id);
    const day = dayAhead(100);
    const block = await call<Row>('dosen1', 'POST', '/ketersediaan', {
      mulai: at(day, '13:00'),
      selesai: at(day, '15:00'),
      mingguanSampai: addDays(day, 21),
    });
    expect(block.status).toBe(201);
    await db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, state.who.dosen1.id));
    const asked = await call<{ dosenUuid: string; sent: boolean }>(
      'koordinator',
      'POST',
      `/ketersediaan/${block.body.uuid}/permintaan`,
      { tanggal: addDays(day, 14) },
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ dosenUuid: me.uuid, sent: true });
    const inbox = (await db.select().from(notifications).where(eq(notifications.userId, state.who.dosen1.id))).filter(
      (n) => n.title === 'Could you free a time you blocked?',
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.link).toBe(`/ketersediaan?blok=${block.body.uuid}&tanggal=${addDays(day, 14)}`);
    expect(inbox[0]!.body).toContain('13:00');
    expect(inbox[0]!.body).toContain('(weekly)');
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Could you free a time you blocked?'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/ketersediaan?blok=${block.body.uuid}`);

    // only staff who manage the lecturer ask; a bad day is 400, an unknown block 404
    expect((await call('dosen1', 'POST', `/ketersediaan/${block.body.uuid}/permintaan`, {})).status).toBe(403);
    const bad = await call<ErrorBody>('koordinator', 'POST', `/ketersediaan/${block.body.uuid}/permintaan`, {
      tanggal: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.tanggal).toBeTruthy();
    expect(
      (await call('koordinator', 'POST', '/ketersediaan/00000000-0000-4000-8000-000000000000/permintaan', {})).status,
    ).toBe(404);
    // a lecturer without a portal account cannot be asked
    const { sameProdi } = await otherDosen();
    await db.update(dosen).set({ userId: null }).where(eq(dosen.uuid, sameProdi.uuid));
    const theirs = await call<Row>('koordinator', 'POST', '/ketersediaan', {
      dosenUuid: sameProdi.uuid,
      mulai: at(day, '08:00'),
      selesai: at(day, '09:00'),
    });
    expect(theirs.status).toBe(201);
    const unreachable = await call<ErrorBody>(
      'koordinator',
      'POST',
      `/ketersediaan/${theirs.body.uuid}/permintaan`,
      {},
    );
    expect(unreachable.status).toBe(409);
    expect(unreachable.body.error.fields?.reason).toBe('NO_ACCOUNT');
  });

  it('dates are checked by the shared date rules (a year before 1900 is refused)', async () => {
    const res = await call<ErrorBody>('dosen1', 'GET', '/ketersediaan?from=0001-01-01&to=2030-01-01');
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.from).toBeTruthy();
    const early = await call<ErrorBody>('dosen1', 'POST', '/ketersediaan', {
      mulai: '0999-01-01T08:00:00+07:00',
      selesai: '0999-01-01T09:00:00+07:00',
    });
    expect(early.status).toBe(400);
    expect(early.body.error.fields?.mulai).toBeTruthy();
  });
});
