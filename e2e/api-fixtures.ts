import { expect } from 'vitest';
import { demo, type Portal } from './harness';

/** A tiny valid PDF, enough for the upload checks. */
export function pdf(title: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      `% ${title}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/**
 * Calls the portal's API the way a browser-less client does: sign in, call, and make a verified
 * pengajuan sidang (the clean demo student applies with dosen1 as pembimbing; the admin verifies).
 */
export function apiFixtures(portal: Pick<Portal, 'baseUrl'>) {
  async function apiLogin(account: { email: string; password: string }): Promise<string> {
    const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  }

  async function call<T = Record<string, unknown>>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const res = await fetch(`${portal.baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : null) as T;
  }

  type Row = {
    uuid: string;
    version: number;
    mahasiswa: { fullName: string };
    requiredDocuments: { jenis: string; uploaded: boolean }[];
  };

  type Applied = { uuid: string; version: number; judul: string; student: string };

  /** The clean demo student applies with Budi Santoso as pembimbing, uploads the documents and submits. */
  async function submittedPengajuan(): Promise<Applied> {
    const student = await apiLogin(demo.mahasiswa);
    const dosen = await call<{ data: { uuid: string; nama: string }[] }>(
      student,
      'GET',
      '/master/dosen?q=Budi%20Santoso',
    );
    const pembimbing = dosen.data[0]?.uuid;
    expect(pembimbing).toBeTruthy();
    const judul = 'Penjadwalan Sidang Otomatis dengan Pemrograman Bilangan Bulat';
    let row = await call<Row>(student, 'POST', '/pengajuan-sidang', { judul, pembimbingIds: [pembimbing] });
    for (const doc of row.requiredDocuments.filter((d) => !d.uploaded)) {
      const form = new FormData();
      form.append('jenis', doc.jenis);
      form.append('File', new Blob([new Uint8Array(pdf(doc.jenis))], { type: 'application/pdf' }), `${doc.jenis}.pdf`);
      const res = await fetch(`${portal.baseUrl}/api/v1/pengajuan-sidang/${row.uuid}/berkas`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student}` },
        body: form,
      });
      expect(res.ok, `upload ${doc.jenis}: ${res.status} ${await res.clone().text()}`).toBe(true);
    }
    row = await call<Row>(student, 'GET', `/pengajuan-sidang/${row.uuid}`);
    row = await call<Row>(student, 'POST', `/pengajuan-sidang/${row.uuid}/transitions`, {
      event: 'SUBMIT',
      version: row.version,
    });
    return { uuid: row.uuid, version: row.version, judul, student: row.mahasiswa.fullName };
  }

  /** A submitted pengajuan (submittedPengajuan) the admin has verified: a pengajuan to place. */
  async function verifiedPengajuan(): Promise<Applied> {
    const submitted = await submittedPengajuan();
    const admin = await apiLogin(demo.admin);
    const row = await call<Row>(admin, 'POST', `/pengajuan-sidang/${submitted.uuid}/transitions`, {
      event: 'VERIFY',
      version: submitted.version,
    });
    return { ...submitted, version: row.version };
  }

  type Dosen = { uuid: string; nama: string; userId: number | null };

  /** Every lecturer row, and the rows of the given accounts' lecturers (found by signing each in). */
  async function dosenOfAccounts(
    admin: string,
    accounts: Array<{ email: string; password: string }>,
  ): Promise<{ all: Dosen[]; of: Dosen[] }> {
    const ids = await Promise.all(
      accounts.map(async (account) => {
        const res = await fetch(`${portal.baseUrl}/api/v1/jwt/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        return ((await res.json()) as { userData: { id: number } }).userData.id;
      }),
    );
    const dosen = await call<{ data: Dosen[] }>(admin, 'GET', '/master/dosen?perPage=100');
    return { all: dosen.data, of: ids.map((id) => dosen.data.find((d) => d.userId === id)!) };
  }

  type Hasil = { uuid: string; jadwalUuid: string; version: number; komponen: Array<{ kode: string }> };

  type Placed = {
    uuid: string;
    version: number;
    waktu: { mulai: string; selesai: string };
    ruangan: { nama: string };
  };

  /** Places a pengajuan on `tanggal` (first exam time, last room) with this committee and publishes it. */
  async function publishedSidang(
    admin: string,
    pengajuanUuid: string,
    tanggal: string,
    komite: Array<{ dosenUuid: string; peran: string }>,
  ): Promise<Placed> {
    type Waktu = { uuid: string; mulai: string; selesai: string };
    const waktu = await call<{ data: Waktu[] }>(admin, 'GET', '/master/waktu-ujian?perPage=10');
    const ruangan = await call<{ data: Array<{ uuid: string; nama: string }> }>(
      admin,
      'GET',
      '/master/ruangan?perPage=10',
    );
    const room = ruangan.data[ruangan.data.length - 1]!;
    const draft = await call<{ uuid: string; version: number }>(admin, 'POST', '/jadwal-sidang', {
      pengajuanUuid,
      tanggal,
      waktuUjianUuid: waktu.data[0]!.uuid,
      ruanganUuid: room.uuid,
      komite,
    });
    const jadwal = await call<{ uuid: string; version: number }>(
      admin,
      'POST',
      `/jadwal-sidang/${draft.uuid}/transitions`,
      {
        event: 'PUBLISH',
        version: draft.version,
      },
    );
    return { ...jadwal, waktu: waktu.data[0]!, ruangan: room };
  }

  /** A published sidang (publishedSidang), started: its hasil row, ready to score. */
  async function startedSidang(
    admin: string,
    pengajuanUuid: string,
    tanggal: string,
    komite: Array<{ dosenUuid: string; peran: string }>,
  ): Promise<Hasil> {
    const jadwal = await publishedSidang(admin, pengajuanUuid, tanggal, komite);
    await call(admin, 'POST', `/jadwal-sidang/${jadwal.uuid}/transitions`, { event: 'START', version: jadwal.version });
    const hasil = await call<{ data: Hasil[] }>(admin, 'GET', '/hasil-sidang?perPage=100');
    const row = hasil.data.find((h) => h.jadwalUuid === jadwal.uuid)!;
    expect(row.komponen.length).toBeGreaterThan(0);
    return row;
  }

  return { apiLogin, call, submittedPengajuan, verifiedPengajuan, dosenOfAccounts, publishedSidang, startedSidang };
}

/** A working day two weeks ahead: free of the demo sidang, inside the demo periode. */
export function dayAhead(): string {
  const day = new Date(Date.now() + 15 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A Monday at least a week ahead: inside the demo periode, never in the past. */
export function mondayAhead(): string {
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
