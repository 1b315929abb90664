import type { BiodataResponse } from '@ujian/shared/biodata';
import { biodataMessages } from '@ujian/shared/biodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Page<T> = { data: T[]; total: number };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

describe('self-service account endpoints cannot change authority; biodata values are validated', () => {
  let server: TestServer;
  let koordinator: string;
  let ownProdi: string;
  let otherProdi: string;
  beforeAll(async () => {
    server = await startTestServer();
    koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    const mine = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token: koordinator });
    ownProdi = mine.body.prodiUuid!;
    const prodi = await api<Page<{ uuid: string }>>(server.baseUrl, 'GET', '/master/prodi', { token: koordinator });
    otherProdi = prodi.body.data.find((p) => p.uuid !== ownProdi)!.uuid;
  });
  afterAll(() => server.close());

  const put = (token: string, body: unknown) =>
    api<BiodataResponse & ErrorBody>(server.baseUrl, 'PUT', '/account/biodata', { token, body });
  const staffBody = { fullName: 'Koordinator Prodi', nomorInduk: '0412078501', phone: '081200000002' };

  it('a koordinator cannot move themselves to another prodi (403, nothing changes)', async () => {
    const res = await put(koordinator, { ...staffBody, prodiUuid: otherProdi });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: biodataMessages.staffProdi });
    const cleared = await put(koordinator, { ...staffBody, prodiUuid: null });
    expect(cleared.status).toBe(403);
    const after = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token: koordinator });
    expect(after.body.prodiUuid).toBe(ownProdi);
    // a fresh sign-in still carries the old prodi in the rules
    const again = await loginAsDemo(server.baseUrl, 'koordinator');
    expect(JSON.stringify(again.userData.ability)).toContain(ownProdi);
    expect(JSON.stringify(again.userData.ability)).not.toContain(otherProdi);
  });

  it('a koordinator may save their biodata with the same prodi or without one (it is kept)', async () => {
    const same = await put(koordinator, { ...staffBody, prodiUuid: ownProdi });
    expect(same.status).toBe(200);
    const omitted = await put(koordinator, staffBody);
    expect(omitted.status).toBe(200);
    expect(omitted.body.prodiUuid).toBe(ownProdi);
  });

  it('a student sets their own prodi', async () => {
    const token = (await loginAsDemo(server.baseUrl, 'mahasiswa2')).accessToken;
    const res = await put(token, {
      fullName: 'Putri Ayu Lestari',
      nomorInduk: '2102020002',
      phone: '+62 813-0000-0002',
      prodiUuid: otherProdi,
    });
    expect(res.status).toBe(200);
    expect(res.body.prodiUuid).toBe(otherProdi);
  });

  it('every self-service endpoint refuses authority fields with 403', async () => {
    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const token = student.accessToken;
    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['PUT', '/account/biodata', { ...staffBody, role: 'admin' }],
      ['PUT', '/account/biodata', { ...staffBody, dosenId: '00000000-0000-4000-8000-000000000000' }],
      ['PUT', '/account/biodata', { ...staffBody, active: true }],
      ['PUT', '/account/biodata', { ...staffBody, reviewedAt: new Date().toISOString() }],
      ['PUT', '/account/preferences', { locale: 'en', role: 'admin' }],
      ['PUT', '/account/preferences', { prodiId: otherProdi }],
      ['PUT', '/account/preferences', { notifications: {}, roleId: 1 }],
      ['POST', '/account/password', { currentPassword: 'x', newPassword: 'Rahasia#20262026', role: 'admin' }],
      ['POST', '/account/password', { currentPassword: 'x', newPassword: 'Rahasia#20262026', userId: 1 }],
    ];
    for (const [method, route, body] of attempts) {
      const res = await api<ErrorBody>(server.baseUrl, method, route, { token, body });
      expect(res.status, `${method} ${route} ${Object.keys(body).join(',')}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    // the photo upload takes multipart fields: an authority field there is refused too, no photo stored
    const form = new FormData();
    form.append('role', 'admin');
    form.append('File', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const photo = await fetch(`${server.baseUrl}/api/v1/account/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(photo.status).toBe(403);
    expect(
      (await fetch(`${server.baseUrl}/api/v1/account/photo`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    // nothing moved: still a student of the same prodi
    const again = await loginAsDemo(server.baseUrl, 'mahasiswa');
    expect(again.userData.role).toBe('client');
    expect(again.userData.ability).toEqual(student.userData.ability);
  });

  it('invalid NIM/NIDN and phone numbers answer 400 with fields; valid forms pass', async () => {
    const token = (await loginAsDemo(server.baseUrl, 'dosen1')).accessToken;
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ nomorInduk: '04A1018001' }, 'nomorInduk'],
      [{ nomorInduk: '0401-018001' }, 'nomorInduk'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: '0812' }, 'phone'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '+62 812' }, 'phone'],
      [{ phone: '08123456789012345678' }, 'phone'],
    ];
    for (const [change, field] of bad) {
      const res = await put(token, {
        fullName: 'Dosen Satu',
        nomorInduk: '0401018001',
        phone: '081200000003',
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    expect((await put(token, { fullName: 'Dosen Satu', nomorInduk: '04A1', phone: '1' })).body.error.fields).toEqual({
      nomorInduk: biodataMessages.nomorIndukDigits,
      phone: biodataMessages.phoneInvalid,
    });
    for (const phone of ['081200000003', '+6281200000003', '+62 812-0000-0003', '+4915112345678']) {
      const res = await put(token, { fullName: 'Dosen Satu', nomorInduk: '0401018001', phone });
      expect(res.status, phone).toBe(200);
    }
  });

  it('an empty save is refused with 400, not saved', async () => {
    const token = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
    const before = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token });
    for (const body of [{}, { fullName: '   ' }, [], 'text']) {
      const res = await put(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(['VALIDATION_FAILED', 'MALFORMED_JSON']).toContain(res.body.error.code);
    }
    const empty = await put(token, {});
    expect(empty.body.error.fields).toEqual({ fullName: biodataMessages.fullNameRequired });
    const after = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token });
    expect(after.body).toEqual(before.body);
  });
});
