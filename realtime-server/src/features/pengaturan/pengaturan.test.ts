import { crc32, deflateSync } from 'node:zlib';
import type { Pengaturan } from '@ujian/shared/surat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type Body = Pengaturan & { version: number };
type Refusal = { error: { code: string; fields?: Record<string, string> } };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` x `height`; `rows` false leaves out the image data (a header alone). */
function png(width: number, height: number, rows = true): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.alloc(height * (1 + width * 3), 0x80);
  for (let y = 0; y < height; y++) pixels[y * (1 + width * 3)] = 0;
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(rows ? [chunk('IDAT', deflateSync(pixels))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('settings are checked when saved', () => {
  let server: TestServer;
  let token: string;
  const put = (body: unknown) => api<Body & Refusal>(server.baseUrl, 'PUT', '/pengaturan', { token, body });
  const current = async () => (await api<Body>(server.baseUrl, 'GET', '/pengaturan', { token })).body;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server?.close());

  it('takes a number format with one {seq} or {seq:N} and only {year}, {month}, {romawi}; refuses anything else per field', async () => {
    const base = await current();
    const bad = [
      '{seq}/{seq}',
      'ND/{year}',
      '{seq:9}/ND',
      '{seq:0}/ND',
      '{seq:123}/ND',
      '{seq:12}/ND',
      '{seq}/{tahun}',
      '{seq}/{year',
      '{seq}}/ND',
    ];
    const refusals = await Promise.all(
      bad.map((f) => put({ ...base, formatNomor: { ...base.formatNomor, sktmt: f } })),
    );
    expect(refusals).toHaveLength(bad.length);
    for (const [i, res] of refusals.entries()) {
      expect(res.status, bad[i]).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), bad[i]).toEqual(['formatNomor.sktmt']);
    }
    const good = await put({
      ...base,
      formatNomor: { ...base.formatNomor, sktmt: '{seq:8}/SK/{romawi}/{month}/{year}' },
    });
    expect(good.status).toBe(200);
    expect(good.body.formatNomor.sktmt).toBe('{seq:8}/SK/{romawi}/{month}/{year}');
  });

  it('takes a PNG logo that decodes, and refuses a header with no image, a cut file, another type, too large or too wide', async () => {
    const base = await current();
    const header = png(40, 40, false);
    const cut = png(40, 40).slice(0, -40);
    const refused = [
      header,
      cut,
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2Q==',
      png(2001, 2),
      `data:image/png;base64,${Buffer.alloc(513 * 1024, 1).toString('base64')}`,
    ];
    for (const logo of refused) {
      const res = await put({ ...base, logo });
      expect(res.status, logo.slice(0, 40)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['logo']);
    }
    // the preview refuses them the same way
    const preview = await api<Refusal>(server.baseUrl, 'POST', '/pengaturan/preview.pdf', {
      token,
      body: { ...base, version: undefined, logo: header },
    });
    expect(preview.status).toBe(400);
    expect(Object.keys(preview.body.error.fields ?? {})).toEqual(['logo']);
    expect((await current()).version).toBe(base.version);

    const saved = await put({ ...base, logo: png(64, 32) });
    expect(saved.status).toBe(200);
    // letters are still made: a nota dinas over the demo's sidang
    const day = 24 * 60 * 60 * 1000;
    const nota = await api(server.baseUrl, 'POST', '/surat/nota-dinas', {
      token,
      body: {
        from: new Date(Date.now() - 60 * day).toISOString().slice(0, 10),
        to: new Date(Date.now() + 60 * day).toISOString().slice(0, 10),
      },
    });
    expect(nota.status).toBe(201);
  });
});
