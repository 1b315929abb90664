import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_MAX_BYTES, photoMessages } from '@ujian/shared/account-photo';
import type { CheckTokenResponse, LoginResponse } from '@ujian/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string } };

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number, fill = 7) => {
  const bytes = Buffer.alloc(size, fill);
  Buffer.from(PNG_HEAD).copy(bytes);
  return bytes;
};
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 3)]);

describe('profile photo', () => {
  let server: TestServer;
  let dir: string;
  let mahasiswa: LoginResponse;
  let mahasiswa2: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    dir = path.join(server.dataDir, 'photos');
    mahasiswa = await loginAsDemo(server.baseUrl, 'mahasiswa');
    mahasiswa2 = (await loginAsDemo(server.baseUrl, 'mahasiswa2')).accessToken;
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server.close());

  const upload = async (token: string, bytes: Buffer, part = 'File', type = 'image/png') => {
    const form = new FormData();
    form.append(part, new Blob([bytes], { type }), 'me.png');
    const res = await fetch(`${server.baseUrl}/api/v1/account/photo`, {
      method: 'POST',
      // refusals in English, as the checks below read them
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { avatar: string | null } & ErrorBody };
  };
  const read = (token: string, url = '/api/v1/account/photo') =>
    fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

  it('stores a PNG, serves the same bytes privately and names it in userData.avatar', async () => {
    expect(mahasiswa.userData.avatar).toBeNull();
    const bytes = png(5000);
    const res = await upload(mahasiswa.accessToken, bytes);
    expect(res.status).toBe(201);
    expect(res.body.avatar).toMatch(/^\/api\/v1\/account\/photo\?v=[0-9a-f]{12}$/);

    const got = await read(mahasiswa.accessToken);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);

    const check = await api<CheckTokenResponse>(server.baseUrl, 'POST', '/check/token', {
      token: mahasiswa.accessToken,
    });
    expect(check.body.userData.avatar).toBe(res.body.avatar);
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    expect(login.userData.avatar).toBe(res.body.avatar);
  });

  it('replaces the old photo (part `file`, JPEG) and removes its file', async () => {
    const before = await upload(mahasiswa.accessToken, png(300));
    expect(readdirSync(dir)).toHaveLength(1);
    const res = await upload(mahasiswa.accessToken, jpeg, 'file', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.avatar).not.toBe(before.body.avatar);
    expect(readdirSync(dir)).toHaveLength(1);
    const got = await read(mahasiswa.accessToken);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await got.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('refuses a file that is not JPEG/PNG/WebP by its bytes (415), whatever it claims, and keeps the old one', async () => {
    const res = await upload(mahasiswa.accessToken, Buffer.from('%PDF-1.7 not an image at all'), 'File', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: photoMessages.notImage } });
    expect((await read(mahasiswa.accessToken)).headers.get('content-type')).toBe('image/jpeg');
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('takes WebP by its RIFF/WEBP header but not another RIFF file', async () => {
    const riff = (kind: string) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from(kind), Buffer.alloc(64, 1)]);
    const webp = riff('WEBP');
    expect((await upload(mahasiswa2, webp, 'File', 'image/webp')).status).toBe(201);
    const got = await read(mahasiswa2);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await got.arrayBuffer()).equals(webp)).toBe(true);
    expect((await upload(mahasiswa2, riff('WAVE'), 'File', 'image/webp')).status).toBe(415);
    await fetch(`${server.baseUrl}/api/v1/account/photo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mahasiswa2}` },
    });
  });

  it('refuses a photo over 2 MiB (413) and stores nothing of it', async () => {
    const res = await upload(mahasiswa.accessToken, png(PHOTO_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: photoMessages.tooLarge } });
    expect(readdirSync(dir)).toHaveLength(1);
    // exactly the limit is fine
    expect((await upload(mahasiswa2, png(PHOTO_MAX_BYTES))).status).toBe(201);
    await fetch(`${server.baseUrl}/api/v1/account/photo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mahasiswa2}` },
    });
  });

  it('asks for a file when the part is missing (400) and for a token (401)', async () => {
    const res = await upload(mahasiswa.accessToken, png(100), 'foto');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(photoMessages.fileRequired);
    expect((await fetch(`${server.baseUrl}/api/v1/account/photo`)).status).toBe(401);
  });

  it("keeps one user's photo from another: own route is own only, the user route needs read on pengguna", async () => {
    const other = await read(mahasiswa2);
    expect(other.status).toBe(404);
    const byId = `/api/v1/pengguna/${mahasiswa.userData.id}/photo`;
    expect((await read(mahasiswa2, byId)).status).toBe(403);
    const asAdmin = await read(admin, byId);
    expect(asAdmin.status).toBe(200);
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('deletes the photo: 204, then 404, avatar null and the file gone', async () => {
    const del = await fetch(`${server.baseUrl}/api/v1/account/photo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mahasiswa.accessToken}` },
    });
    expect(del.status).toBe(204);
    expect((await read(mahasiswa.accessToken)).status).toBe(404);
    expect(readdirSync(dir)).toHaveLength(0);
    const check = await api<CheckTokenResponse>(server.baseUrl, 'POST', '/check/token', {
      token: mahasiswa.accessToken,
    });
    expect(check.body.userData.avatar).toBeNull();
  });
});
