import { accountMessages, type LoginResponse, type PenggunaImportResult } from '@ujian/shared/auth';
import type { Pengguna } from '@ujian/shared/pengguna';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/account-tokens';
import { users } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Page = { data: Pengguna[]; total: number };

describe('accounts wait for approval; admins create and import accounts', () => {
  let server: TestServer;
  let admin: string;
  let dosenIds: string[];
  let prodiIf: string;
  beforeAll(async () => {
    server = await startTestServer({ realtime: true, seedDocuments: true });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    const dosen = await api<{ data: Array<{ uuid: string }> }>(server.baseUrl, 'GET', '/master/dosen', {
      token: admin,
    });
    dosenIds = dosen.body.data.map((d) => d.uuid).slice(0, 1);
    const prodi = await api<{ data: Array<{ uuid: string; kode: string }> }>(server.baseUrl, 'GET', '/master/prodi', {
      token: admin,
    });
    prodiIf = prodi.body.data.find((p) => p.kode === 'IF')!.uuid;
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    api<T>(server.baseUrl, method, path, { token, body });
  const mailsTo = (to: string) =>
    server.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to));
  const upload = async (content: Buffer | string, filename: string, dryRun: boolean, token = admin) => {
    const form = new FormData();
    if (dryRun) form.append('dryRun', '1');
    form.append('File', new Blob([content]), filename);
    const res = await fetch(`${server.baseUrl}/api/v1/pengguna/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as PenggunaImportResult & ErrorBody };
  };

  async function registerStudent(username: string): Promise<LoginResponse> {
    const res = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/register', {
      body: { username, email: `${username}@kampus.ac.id`, password: 'Rahasia#2026', fullName: `Calon ${username}` },
    });
    expect(res.status).toBe(201);
    const biodata = await call(
      'PUT',
      '/account/biodata',
      { fullName: `Calon ${username}`, nomorInduk: '2109090001', phone: '081234567890', prodiUuid: prodiIf },
      res.body.accessToken,
    );
    expect(biodata.status).toBe(200);
    return res.body;
  }

  it('a self-registered student completes biodata but cannot create a pengajuan until approved', async () => {
    const student = await registerStudent('menunggu1');
    const refused = await call<ErrorBody>(
      'POST',
      '/pengajuan-sidang',
      { judul: 'Sistem antrian', pembimbingIds: dosenIds },
      student.accessToken,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'ACCOUNT_PENDING', message: accountMessages.accountPending });
    expect(
      (await call('POST', '/pengajuan-yudisium', { judul: 'Yudisium', pembimbingIds: dosenIds }, student.accessToken))
        .status,
    ).toBe(403);

    const pending = await call<Page>('GET', '/pengguna?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((u) => u.username)).toEqual(['menunggu1']);
    // demo accounts are approved
    const approvedList = await call<Page>('GET', '/pengguna?status=approved&perPage=100');
    expect(approvedList.body.data.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'mahasiswa']));
    expect((await call<ErrorBody>('GET', '/pengguna?status=maybe')).status).toBe(400);

    expect((await call('GET', '/account/approval', undefined, student.accessToken)).body).toEqual({ pending: true });
    expect((await call('GET', '/account/approval')).body).toEqual({ pending: false });
    const approved = await call<Pengguna>('POST', `/pengguna/${student.userData.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.reviewedAt).not.toBeNull();
    expect((await call<Page>('GET', '/pengguna?status=pending')).body.total).toBe(0);
    expect((await call('GET', '/account/approval', undefined, student.accessToken)).body).toEqual({ pending: false });

    // told in-app and by mail, in their language (no locale chosen: Indonesian)
    const inbox = await server.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, student.userData.id));
    expect(inbox.map((n) => n.title)).toEqual(['Akun Anda telah disetujui']);
    expect((await mailsTo('menunggu1@kampus.ac.id')).map((m) => m.subject)).toEqual(['Akun Anda telah disetujui']);

    const created = await call<{ uuid: string }>(
      'POST',
      '/pengajuan-sidang',
      { judul: 'Sistem antrian', pembimbingIds: dosenIds },
      student.accessToken,
    );
    expect(created.status).toBe(201);
    const trail = await call<{ data: Array<{ action: string }> }>(
      'GET',
      `/audit?entity=pengguna&entityId=${student.userData.id}`,
    );
    expect(trail.body.data.map((a) => a.action)).toContain('approve');
  });

  it('approval notifies in the user’s own language; approving again tells nobody twice', async () => {
    const student = await registerStudent('menunggu2');
    expect((await call('PUT', '/account/preferences', { locale: 'en' }, student.accessToken)).status).toBe(200);
    expect((await call('POST', `/pengguna/${student.userData.id}/approve`)).status).toBe(200);
    expect((await call('POST', `/pengguna/${student.userData.id}/approve`)).status).toBe(200);
    expect((await mailsTo('menunggu2@kampus.ac.id')).map((m) => m.subject)).toEqual(['Your account has been approved']);
    expect((await call('POST', '/pengguna/999999/approve')).status).toBe(404);
    const koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    expect((await call('POST', `/pengguna/${student.userData.id}/approve`, undefined, koordinator)).status).toBe(403);
  });

  it('an admin creates an approved account; the user sets a password from the mailed link', async () => {
    const res = await call<Pengguna>('POST', '/pengguna', {
      username: 'dosen.baru',
      email: 'Dosen.Baru@kampus.ac.id',
      fullName: 'Dosen Baru',
      role: 'dosen',
      prodiUuid: prodiIf,
      nomorInduk: '0401019901',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'dosen.baru',
      email: 'dosen.baru@kampus.ac.id',
      role: 'dosen',
      prodiUuid: prodiIf,
      nomorInduk: '0401019901',
      active: true,
    });
    expect(res.body.reviewedAt).not.toBeNull();
    // no password yet: nothing signs in
    const noLogin = await api(server.baseUrl, 'POST', '/jwt/login', {
      body: { email: 'dosen.baru', password: '!unset' },
    });
    expect(noLogin.status).toBe(401);
    const [mail] = await mailsTo('dosen.baru@kampus.ac.id');
    expect(mail!.subject).toBe('Akun Aplikasi Ujian Anda telah dibuat');
    expect(mail!.text).toContain('/pages/authentication/reset-password/');
    // the link is a single-use reset token that lives a week (a forgot-password one lives an hour)
    const [link] = await server.database.db
      .select({ kind: accountTokens.kind, expiresAt: accountTokens.expiresAt, createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(eq(accountTokens.userId, res.body.id));
    expect(link!.kind).toBe('reset-password');
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const taken = await call<ErrorBody>('POST', '/pengguna', {
      username: 'DOSEN.BARU',
      email: 'x@kampus.ac.id',
      fullName: 'X',
      role: 'dosen',
    });
    expect(taken.status).toBe(409);
    const invalid = await call<ErrorBody>('POST', '/pengguna', {
      username: 'a',
      email: 'nope',
      fullName: '',
      role: 'dekan',
      nomorInduk: '12A',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields ?? {}).sort()).toEqual([
      'email',
      'fullName',
      'nomorInduk',
      'username',
    ]);
    const unknownRole = await call<ErrorBody>('POST', '/pengguna', {
      username: 'peran.aneh',
      email: 'peran@kampus.ac.id',
      fullName: 'Peran',
      role: 'dekan',
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.error.fields).toEqual({ role: 'This role does not exist.' });
    const student = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
    expect((await call('POST', '/pengguna', { username: 'x' }, student)).status).toBe(403);
  });

  it('imports students from CSV: a preview writes nothing; the import creates the valid rows', async () => {
    const csv = [
      'username;email;nama;nim;prodi',
      'siswa.a;siswa.a@kampus.ac.id;Siswa A;2101990001;IF',
      'siswa.b;siswa.b@kampus.ac.id;Siswa B;21019900B2;IF',
      'mahasiswa;baru@kampus.ac.id;Sudah Ada;2101990003;IF',
      'siswa.c;siswa.a@kampus.ac.id;Siswa C;2101990004;XX',
      '',
      'siswa.d;siswa.d@kampus.ac.id;Siswa D;2101990005;',
    ].join('\n');
    const preview = await upload(csv, 'mahasiswa.csv', true);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      rows: [
        { line: 2, username: 'siswa.a', email: 'siswa.a@kampus.ac.id', errors: [] },
        { line: 3, username: 'siswa.b', email: 'siswa.b@kampus.ac.id', errors: [accountMessages.nomorIndukDigits] },
        { line: 4, username: 'mahasiswa', email: 'baru@kampus.ac.id', errors: ['This username is already in use.'] },
        {
          line: 5,
          username: 'siswa.c',
          email: 'siswa.a@kampus.ac.id',
          errors: [accountMessages.emailTakenInFile, accountMessages.unknownProdi],
        },
        { line: 7, username: 'siswa.d', email: 'siswa.d@kampus.ac.id', errors: [] },
      ],
    });
    const none = await server.database.db.select().from(users).where(eq(users.username, 'siswa.a'));
    expect(none).toEqual([]);

    const done = await upload(csv, 'mahasiswa.csv', false);
    expect(done.status).toBe(200);
    expect(done.body.created).toBe(2);
    expect(done.body.skipped).toBe(3);
    expect(done.body.rows).toEqual(preview.body.rows);
    const list = await call<Page>('GET', '/pengguna?q=siswa.');
    expect(list.body.data.map((u) => [u.username, u.role, u.prodiUuid, u.reviewedAt !== null]).sort()).toEqual([
      ['siswa.a', 'client', prodiIf, true],
      ['siswa.d', 'client', null, true],
    ]);
    expect(await mailsTo('siswa.a@kampus.ac.id')).toHaveLength(1);
    // importing the same file again: every row is now taken, nothing created
    const again = await upload(csv, 'mahasiswa.csv', false);
    expect(again.body).toMatchObject({ created: 0, skipped: 5 });
  });

  it('imports XLSX, refuses other files and non-admins', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Mahasiswa');
    sheet.addRow(['Username', 'Email', 'Nama Lengkap', 'NIM', 'Kode Prodi']);
    sheet.addRow(['siswa.x', 'siswa.x@kampus.ac.id', 'Siswa X', '2101990010', 'IF']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(xlsx, 'mahasiswa.xlsx', false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, skipped: 0 });

    const pdf = await upload(Buffer.from('%PDF-1.4\0binary'), 'x.pdf', true);
    expect(pdf.status).toBe(415);
    const empty = await fetch(`${server.baseUrl}/api/v1/pengguna/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    expect((await upload('username,email,nama\n', 'a.csv', true, koordinator)).status).toBe(403);
  });
});
