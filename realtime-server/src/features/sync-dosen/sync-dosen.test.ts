import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SyncPreview, SyncReport, SyncRun } from '@ujian/shared/sync-dosen';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type DosenRow = { uuid: string; nidn: string; nama: string; active: boolean; email: string | null; prodiNama: string };
type Applied = { id: string; report: SyncReport };

async function upload(
  server: TestServer,
  token: string,
  file: Blob,
  filename: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, filename);
  const res = await fetch(`${server.baseUrl}/api/v1/sync-dosen/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as SyncPreview & ErrorBody };
}

describe('sync dosen: preview, apply, idempotent, from CSV, XLSX and HTTP', () => {
  let server: TestServer;
  let source: Server;
  let sourceUrl: string;
  let sourceBody: unknown = [];
  let admin: string;
  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    api<T>(server.baseUrl, method, path, { token, body });
  const dosenByNidn = async (nidn: string) =>
    (await call<{ data: DosenRow[] }>('GET', `/master/dosen?q=${nidn}&active=`)).body.data.find((d) => d.nidn === nidn);

  beforeAll(async () => {
    source = createServer((req, res) => {
      if (req.url === '/huge') {
        // chunked, no length: the reader must stop at the cap by itself
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        for (let i = 0; i < 40; i++) res.write(`${'"x",'.repeat(10_000)}`);
        res.end('"x"]');
        return;
      }
      if (req.url === '/broken') {
        res.writeHead(500).end('oops');
        return;
      }
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sourceBody));
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/dosen`;
    server = await startTestServer({ config: { dosenSyncUrl: sourceUrl, maxUploadMb: 1 } });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => source.close(resolve));
  });

  it('CSV: previews adds, changes with field diffs and row errors; apply once; a second preview finds nothing', async () => {
    const csv = [
      'NIDN;Nama;Gelar Depan;Gelar Belakang;Email;Prodi',
      '0401018001;Budi Santoso;Dr.;M.Kom.;budi.baru@kampus.ac.id;IF',
      '9911220001;Ani Wijaya;;M.T.;ani@kampus.ac.id;TE',
      '12345;Salah Nidn;;;;IF',
      '9911220002;Tanpa Prodi;;;;XX',
      '9911220001;Ani Lagi;;;;TE',
    ].join('\n');
    const preview = await upload(server, admin, new Blob([csv], { type: 'text/csv' }), 'dosen.csv', {
      deactivateMissing: 'false',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.toAdd).toEqual([{ nidn: '9911220001', nama: 'Ani Wijaya', prodiKode: 'TE' }]);
    expect(preview.body.toChange).toHaveLength(1);
    expect(preview.body.toChange[0]).toMatchObject({
      nidn: '0401018001',
      changes: [{ field: 'email', from: 'dosen1@demo.ac.id', to: 'budi.baru@kampus.ac.id' }],
    });
    expect(preview.body.toDeactivate).toEqual([]);
    expect(preview.body.errors.map((e) => e.row)).toEqual([4, 5, 6]);
    expect(preview.body.errors[0]).toMatchObject({ field: 'nidn', message: 'The NIDN has 10 digits.' });
    expect(preview.body.errors[1]!.message).toBe('Unknown prodi code XX.');
    expect(preview.body.errors[2]!.message).toBe('NIDN 9911220001 also appears in row 3.');
    // a preview changes nothing
    expect(await dosenByNidn('9911220001')).toBeUndefined();

    const applied = await call<Applied>('POST', '/sync-dosen/apply', { previewId: preview.body.id });
    expect(applied.status).toBe(200);
    expect(applied.body.report).toEqual({ added: 1, changed: 1, deactivated: 0, unchanged: 0 });
    expect(await dosenByNidn('9911220001')).toMatchObject({ nama: 'Ani Wijaya', prodiNama: 'Teknik Elektro' });
    expect((await dosenByNidn('0401018001'))?.email).toBe('budi.baru@kampus.ac.id');

    const twice = await call<ErrorBody>('POST', '/sync-dosen/apply', { previewId: preview.body.id });
    expect(twice.status).toBe(409);
    const again = await upload(server, admin, new Blob([csv]), 'dosen.csv', { deactivateMissing: 'false' });
    expect(again.body.toAdd).toEqual([]);
    expect(again.body.toChange).toEqual([]);
    expect(again.body.unchanged).toBe(2);
    const noop = await call<Applied>('POST', '/sync-dosen/apply', { previewId: again.body.id });
    expect(noop.body.report).toEqual({ added: 0, changed: 0, deactivated: 0, unchanged: 2 });

    const trail = await call<{ data: Array<{ action: string }> }>('GET', '/audit?entity=dosen');
    expect(trail.body.data.map((a) => a.action)).toEqual(expect.arrayContaining(['sync-create', 'sync-update']));
  });

  it('XLSX: reads the first sheet, keeps NIDN typed as numbers, deactivates lecturers the source no longer lists', async () => {
    const all = (await call<{ data: DosenRow[] }>('GET', '/master/dosen?perPage=100&active=true')).body.data;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dosen');
    sheet.addRow(['nidn', 'nama', 'gelar_belakang', 'prodi']);
    // everyone but the first stays; NIDN as a number cell (leading zero lost in Excel)
    for (const d of all.slice(1)) sheet.addRow([Number(d.nidn), d.nama, null, null]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload(server, admin, new Blob([buffer]), 'dosen.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.toAdd).toEqual([]);
    expect(preview.body.toDeactivate.map((d) => d.nidn)).toEqual([all[0]!.nidn]);
    // titles and prodi the sheet leaves empty are changes too: the source is the truth
    expect(preview.body.toChange.length).toBe(all.length - 1);
    const applied = await call<Applied>('POST', '/sync-dosen/apply', { previewId: preview.body.id });
    expect(applied.body.report.deactivated).toBe(1);
    expect((await dosenByNidn(all[0]!.nidn))?.active).toBe(false);
  });

  it('HTTP JSON source (configured default or given URL), and its failures', async () => {
    sourceBody = {
      data: [{ nidn: '9911220003', nama: 'Citra Dewi', email: 'citra@kampus.ac.id', prodi: 'SI' }],
    };
    const preview = await call<SyncPreview>('POST', '/sync-dosen/preview', { deactivateMissing: false });
    expect(preview.status).toBe(200);
    expect(preview.body.source).toBe(sourceUrl);
    expect(preview.body.toAdd).toEqual([{ nidn: '9911220003', nama: 'Citra Dewi', prodiKode: 'SI' }]);
    const applied = await call<Applied>('POST', '/sync-dosen/apply', { previewId: preview.body.id });
    expect(applied.body.report.added).toBe(1);

    const explicit = await call<SyncPreview>('POST', '/sync-dosen/preview', { sourceUrl, deactivateMissing: false });
    expect(explicit.body.toAdd).toEqual([]);
    const broken = await call<ErrorBody>('POST', '/sync-dosen/preview', {
      sourceUrl: sourceUrl.replace('/dosen', '/broken'),
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toMatch(/answered 500/);
    const huge = await call<ErrorBody>('POST', '/sync-dosen/preview', {
      sourceUrl: sourceUrl.replace('/dosen', '/huge'),
    });
    expect(huge.status).toBe(413);
    sourceBody = { rows: 'not a list' };
    expect((await call<ErrorBody>('POST', '/sync-dosen/preview', {})).status).toBe(400);
    expect((await call<ErrorBody>('POST', '/sync-dosen/preview', { sourceUrl: 'ftp://x' })).status).toBe(400);
  });

  it("refuses a source inside the server's own network unless it is DOSEN_SYNC_URL's origin, and redirects", async () => {
    // the API's own port on loopback: another origin than the configured source
    for (const internal of [
      `${server.baseUrl}/api/v1/health`,
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/x',
      'http://10.1.2.3/dosen.json',
    ]) {
      const res = await call<ErrorBody>('POST', '/sync-dosen/preview', { sourceUrl: internal });
      expect(res.status, internal).toBe(400);
      expect(res.body.error.fields?.sourceUrl, internal).toMatch(/own network/);
      expect(res.body.error.fields?.reason, internal).toBe('SOURCE_INTERNAL');
    }
    const moved = await call<ErrorBody>('POST', '/sync-dosen/preview', {
      sourceUrl: sourceUrl.replace('/dosen', '/moved'),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toMatch(/redirects/);
  });

  it('refuses other file types, unknown previews and non-admins; keeps a run history', async () => {
    const pdf = await upload(server, admin, new Blob([Buffer.from('%PDF-1.4\u0000\u0001binary')]), 'dosen.pdf');
    expect(pdf.status).toBe(415);
    const unknown = await call<ErrorBody>('POST', '/sync-dosen/apply', {
      previewId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const runs = await call<{ data: SyncRun[]; total: number }>('GET', '/sync-dosen/runs');
    expect(runs.status).toBe(200);
    expect(runs.body.total).toBeGreaterThanOrEqual(5);
    const appliedRun = runs.body.data.find((r) => r.appliedAt && r.report?.added === 1);
    expect(appliedRun).toMatchObject({ appliedBy: 'Administrator Fakultas', createdBy: 'Administrator Fakultas' });
    const koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    expect((await call('POST', '/sync-dosen/preview', {}, koordinator)).status).toBe(403);
    expect((await call('GET', '/sync-dosen/runs', undefined, koordinator)).status).toBe(403);
  });
});
