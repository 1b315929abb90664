import { subject } from '@casl/ability';
import { createAbility } from '@ujian/shared/ability';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { hasilSidang, perubahanNilai } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { ketersediaan } from '../db/schema/ketersediaan';
import { dosen } from '../db/schema/master';
import { notifications } from '../db/schema/notifications';
import { pengajuanSidang } from '../db/schema/pengajuan';
import { api } from '../test/harness';
import {
  listed,
  readable,
  server,
  session,
  sorted,
  status,
  useVisibilityServer,
  type Who,
  who,
} from '../test/visibility';

/**
 * Who sees what of the people-bound resources (see test/visibility.ts): ketersediaan, notifications,
 * users and score-change requests, list and detail alike, and with the CASL rules.
 */
describe('visibility of availability, notifications, users and score changes, by the CASL rules', () => {
  useVisibilityServer();

  it('ketersediaan: the list, the per-lecturer read and the summary hold the lecturers the rules allow', async () => {
    const db = server.database.db;
    const lecturers = await db
      .select({ uuid: dosen.uuid, prodiUuid: dosen.prodiUuid, active: dosen.active })
      .from(dosen);
    expect(lecturers.length).toBeGreaterThan(3);
    // one block per lecturer, so whose blocks a role reads shows in every answer
    const blocks = await db
      .insert(ketersediaan)
      .values(
        lecturers.map((d) => ({
          dosenUuid: d.uuid,
          mulai: new Date('2031-03-03T01:00:00Z'),
          selesai: new Date('2031-03-03T03:00:00Z'),
        })),
      )
      .returning({ uuid: ketersediaan.uuid, dosenUuid: ketersediaan.dosenUuid });
    const range = 'from=2031-03-01&to=2031-03-31';
    const seen = new Map<Who, number>();
    for (const w of who) {
      const ability = createAbility(session[w].rules as never);
      const allowed = lecturers.filter((d) =>
        ability.can('read', subject('ketersediaan', { dosenId: d.uuid, prodiId: d.prodiUuid ?? '' }) as never),
      );
      const res = await api<{ data: Array<{ uuid: string; dosenUuid: string }> }>(
        server.baseUrl,
        'GET',
        `/ketersediaan?${range}`,
        { token: session[w].token },
      );
      if (!ability.can('read', 'ketersediaan' as never)) {
        expect(res.status, `${w}: list`).toBe(403);
        expect(allowed, w).toEqual([]);
        seen.set(w, 0);
        continue;
      }
      expect(res.status, `${w}: list`).toBe(200);
      const ours = res.body.data.filter((r) => blocks.some((b) => b.uuid === r.uuid));
      expect(ours.map((r) => r.dosenUuid).sort(), `${w}: list vs the CASL rules`).toEqual(
        allowed.map((d) => d.uuid).sort(),
      );
      // a lecturer's own read: 200 with their block where the list has it, 404 otherwise
      for (const d of lecturers) {
        const one = await api<{ data: Array<{ uuid: string }> }>(
          server.baseUrl,
          'GET',
          `/ketersediaan?dosenUuid=${d.uuid}&${range}`,
          { token: session[w].token },
        );
        const mayRead = allowed.some((a) => a.uuid === d.uuid);
        expect(one.status, `${w}: ketersediaan of ${d.uuid}`).toBe(mayRead ? 200 : 404);
        if (mayRead) expect(one.body.data.length, `${w}: ${d.uuid}`).toBeGreaterThan(0);
      }
      seen.set(w, allowed.length);
    }
    expect(seen.get('admin')).toBe(lecturers.length);
    expect(seen.get('dosen1')).toBe(1);
    expect(seen.get('dosenLuar')).toBe(1);
    expect(seen.get('koordinator')).toBeGreaterThan(0);
    expect(seen.get('koordinator')).toBeLessThan(lecturers.length);
    expect(seen.get('mahasiswa')).toBe(0);
    // the summary: staff only, one row per active lecturer of the prodi they may read
    for (const w of who) {
      const res = await api<{ rows: Array<{ dosenUuid: string; blok: number }> }>(
        server.baseUrl,
        'GET',
        `/ketersediaan/ringkasan?${range}`,
        { token: session[w].token },
      );
      const ability = createAbility(session[w].rules as never);
      expect(res.status, `${w}: summary`).toBe(ability.can('read', 'rekapitulasi-jadwal-sidang' as never) ? 200 : 403);
      if (res.status !== 200) continue;
      // exactly the active lecturers whose blocks they read, each with the block made above
      const readableActive = lecturers.filter(
        (d) =>
          d.active &&
          ability.can('read', subject('ketersediaan', { dosenId: d.uuid, prodiId: d.prodiUuid ?? '' }) as never),
      );
      expect(readableActive.length, `${w}: summary`).toBeGreaterThan(0);
      expect(res.body.rows.map((r) => r.dosenUuid).sort(), `${w}: summary vs the CASL rules`).toEqual(
        readableActive.map((d) => d.uuid).sort(),
      );
      expect(
        res.body.rows.filter((r) => r.blok < 1),
        `${w}: summary counts the blocks`,
      ).toEqual([]);
    }
  }, 240_000);

  it('notifikasi: each user lists only their own and marks only their own', async () => {
    const db = server.database.db;
    // a note for some of them, so "their own" is never vacuous and another's always exists
    await db.insert(notifications).values(
      (['admin', 'koordinatorSi', 'dosen1', 'pembimbing', 'mahasiswa'] as const).map((w) => ({
        userId: session[w].id,
        title: `Untuk ${w}`,
        body: 'Catatan uji',
      })),
    );
    const mine = await db
      .select({ id: notifications.id, userId: notifications.userId, readAt: notifications.readAt })
      .from(notifications);
    expect(mine.length).toBeGreaterThan(0);
    const someone = new Map(mine.map((n) => [n.id, n.userId]));
    let withAny = 0;
    for (const w of who) {
      const res = await api<{ data: Array<{ id: number }>; total: number }>(
        server.baseUrl,
        'GET',
        '/notifikasi?perPage=100',
        { token: session[w].token },
      );
      expect(res.status, w).toBe(200);
      const own = mine.filter((n) => n.userId === session[w].id).map((n) => n.id);
      expect(res.body.total, `${w}: count`).toBe(own.length);
      expect(
        res.body.data.map((n) => n.id).sort((a, b) => a - b),
        `${w}: only their own`,
      ).toEqual(own.slice(0, 100).sort((a, b) => a - b));
      if (own.length > 0) withAny++;
      // another user's notification: not found, and left unread
      const other = [...someone].find(([, userId]) => userId !== session[w].id);
      expect(other, w).toBeDefined();
      expect(
        (await api(server.baseUrl, 'POST', `/notifikasi/${other![0]}/read`, { token: session[w].token })).status,
      ).toBe(404);
    }
    expect(withAny).toBeGreaterThanOrEqual(5);
    // nobody's mark reached a note that was not theirs
    const after = await db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications);
    expect(after.length).toBe(mine.length);
    for (const n of after)
      expect(n.readAt?.getTime() ?? null, `note ${n.id}`).toBe(
        mine.find((m) => m.id === n.id)!.readAt?.getTime() ?? null,
      );
  }, 240_000);

  it('pengguna: the list and the detail answer the same roles, by the rules', async () => {
    const ids = (await server.database.db.select({ id: users.id }).from(users)).map((u) => u.id);
    for (const w of who) {
      const ability = createAbility(session[w].rules as never);
      const list = await api<{ data: Array<{ id: number }>; total: number }>(
        server.baseUrl,
        'GET',
        '/pengguna?perPage=100',
        { token: session[w].token },
      );
      const expected = ability.can('read', 'pengguna' as never) ? 200 : 403;
      expect(list.status, `${w}: list`).toBe(expected);
      for (const id of ids) expect(await status(w, `/pengguna/${id}`), `${w}: user ${id}`).toBe(expected);
      if (expected === 200) {
        expect(list.body.total).toBe(ids.length);
        expect(list.body.data.map((u) => u.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }
    }
  }, 240_000);

  it('perubahan nilai: list = detail = who reads the hasil but its student (and the requester); only the deciders meet the version', async () => {
    const db = server.database.db;
    const finals = await db
      .select({ uuid: hasilSidang.uuid, jadwalUuid: hasilSidang.jadwalUuid })
      .from(hasilSidang)
      .where(eq(hasilSidang.status, 'final'));
    expect(finals.length).toBeGreaterThan(0);
    // each final result without one gets a request from an examiner who signs in here (else from the admin)
    const accountOf = new Map(who.map((w) => [session[w].id, w]));
    const open = new Set(
      (await db.select({ hasilUuid: perubahanNilai.hasilUuid }).from(perubahanNilai)).map((r) => r.hasilUuid),
    );
    for (const h of finals.filter((f) => !open.has(f.uuid))) {
      const members = await db
        .select({ dosenUuid: jadwalKomite.dosenUuid, userId: dosen.userId })
        .from(jadwalKomite)
        .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
        .where(eq(jadwalKomite.jadwalUuid, h.jadwalUuid));
      expect(members.length).toBeGreaterThan(0);
      const withAccount = members.find((m) => m.userId !== null && accountOf.has(m.userId));
      const member = withAccount ?? members[0]!;
      const asker: Who = withAccount ? accountOf.get(withAccount.userId!)! : 'admin';
      const asked = await api(server.baseUrl, 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
        token: session[asker].token,
        body: {
          dosenUuid: member.dosenUuid,
          nilai: { penulisan: 81, presentasi: 82, penguasaan: 83 },
          alasan: 'Salah ketik',
        },
      });
      expect(asked.status, `${asker}: ${JSON.stringify(asked.body)}`).toBe(201);
    }
    const requests = await db
      .select({
        uuid: perubahanNilai.uuid,
        hasilUuid: perubahanNilai.hasilUuid,
        requestedBy: perubahanNilai.requestedBy,
        version: perubahanNilai.version,
        prodiUuid: jadwalSidang.prodiUuid,
        studentId: pengajuanSidang.userId,
      })
      .from(perubahanNilai)
      .innerJoin(hasilSidang, eq(hasilSidang.uuid, perubahanNilai.hasilUuid))
      .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
      .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid));
    expect(requests.length).toBeGreaterThanOrEqual(finals.length);
    const all = requests.map((r) => r.uuid);
    const deciders = new Map<Who, number>();
    for (const w of who) {
      const list = await listed(w, '/perubahan-nilai?perPage=100');
      const detail = await readable(w, all, (u) => `/perubahan-nilai/${u}`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      // a request is part of its result: who reads the hasil reads it, and so does who asked; not the
      // student, whom the result's history never shows one examiner's numbers
      const expected = [];
      for (const r of requests)
        if (
          r.requestedBy === session[w].id ||
          (r.studentId !== session[w].id && (await status(w, `/hasil-sidang/${r.hasilUuid}`)) === 200)
        )
          expected.push(r.uuid);
      expect(sorted(detail), `${w}: detail vs the hasil it changes`).toEqual(expected.sort());
      // deciding: admin or the prodi's koordinator, never the requester; the rest 403 (404 unread) before the version
      const ability = createAbility(session[w].rules as never);
      for (const r of requests) {
        const res = await api<{ error: { code: string; fields?: Record<string, string>; current?: unknown } }>(
          server.baseUrl,
          'POST',
          `/perubahan-nilai/${r.uuid}/transitions`,
          { token: session[w].token, body: { event: 'REJECT', note: 'x', version: r.version + 50 } },
        );
        const mayDecide =
          r.requestedBy !== session[w].id &&
          ability.can('edit-perubahan-nilai', subject('hasil-sidang', { prodiId: r.prodiUuid ?? '' }) as never);
        const what = `${w} decides ${r.uuid}: ${JSON.stringify(res.body)}`;
        if (!detail.has(r.uuid)) expect(res.status, what).toBe(404);
        else if (!mayDecide) expect(res.status, what).toBe(403);
        else {
          expect(res.status, what).toBe(409);
          expect(res.body.error.fields?.reason, what).toBe('STALE_VERSION');
          deciders.set(w, (deciders.get(w) ?? 0) + 1);
        }
        if (res.status !== 409) expect(res.body.error.current, what).toBeUndefined();
      }
    }
    expect(deciders.get('admin') ?? 0).toBeGreaterThan(0);
    expect(deciders.get('koordinatorSi') ?? 0).toBeGreaterThan(0);
    expect(deciders.has('mahasiswa3')).toBe(false);
    // the student of a request reads their result but not the request
    const ofStudent = requests.find((r) => r.studentId === session.mahasiswa3.id);
    expect(ofStudent, 'a request on the result of mahasiswa3').toBeDefined();
    expect(await status('mahasiswa3', `/hasil-sidang/${ofStudent!.hasilUuid}`)).toBe(200);
    expect(await status('mahasiswa3', `/perubahan-nilai/${ofStudent!.uuid}`)).toBe(404);
  }, 240_000);
});
