import { createHash, X509Certificate } from 'node:crypto';
import { checkPdfSignature } from '@ujian/shared/pdf-signature';
import type { PublicSurat, SuratJenis } from '@ujian/shared/surat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../../test/harness';
import { type IssuedSurat, issueSurat } from '../issue-surat';
import type { SuratFacts } from '../templates';
import { selfSignedIdentity } from './identity';
import { installLetterSigner, letterSigner } from './letter-signer';
import { pdfsig, pdfsigVerdict } from './pdfsig';

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const facts: Record<SuratJenis, SuratFacts> = {
  'surat-tugas': {
    jenis: 'surat-tugas',
    mahasiswa: 'Budi Santoso',
    nim: '2021100001',
    judul: 'Sistem informasi sidang',
    prodi: 'Teknik Informatika',
    tanggalSidang: '2026-12-01',
    waktu: '08.00–10.00 WIB',
    tempat: 'Ruang Sidang 1',
    komite: [
      { nama: 'Dr. Ketua', peran: 'ketua' },
      { nama: 'Dr. Penguji', peran: 'penguji1' },
    ],
  },
  'surat-tugas-pembimbing': {
    jenis: 'surat-tugas-pembimbing',
    mahasiswa: 'Budi Santoso',
    nim: '2021100001',
    judul: 'Sistem informasi sidang',
    prodi: 'Teknik Informatika',
    pembimbing: [{ nama: 'Dr. Pembimbing', peran: 'pembimbing1' }],
  },
  'nota-dinas': {
    jenis: 'nota-dinas',
    from: '2026-12-01',
    to: '2026-12-31',
    prodi: null,
    sidang: [
      {
        mahasiswa: 'Budi Santoso',
        nim: '2021100001',
        tanggal: '2026-12-01',
        waktu: '08.00–10.00 WIB',
        tempat: 'Ruang Sidang 1',
        status: 'terjadwal',
      },
    ],
  },
  sktmt: {
    jenis: 'sktmt',
    mahasiswa: 'Budi Santoso',
    nim: '2021100001',
    judul: 'Sistem informasi sidang',
    prodi: 'Teknik Informatika',
    tanggalSidang: '2026-12-01',
    nilaiAkhir: '86.50',
    huruf: 'A',
    keputusan: 'lulus',
  },
};

describe('signed letters end to end', () => {
  let server: TestServer;
  let token = '';
  const issued: IssuedSurat[] = [];
  const issuedAt = new Date('2026-11-27T03:04:05.678Z');

  const issue = (jenis: SuratJenis) =>
    server.db.transaction((tx) =>
      issueSurat(tx as unknown as Db, { appUrl: 'http://portal.test', clock: { now: () => issuedAt } }, jenis, {
        facts: facts[jenis],
        perihal: `Uji tanda tangan ${jenis}`,
        penerima: [{ nama: 'Budi Santoso', peran: 'mahasiswa' }],
        ref: {},
        dosenUuids: [],
        userIds: [],
        prodiUuid: null,
        createdBy: null,
      }),
    );
  const pdfOf = async (uuid: string, lang: string) => {
    const res = await fetch(`${server.baseUrl}/api/v1/surat/${uuid}/pdf?lang=${lang}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return { header: res.headers.get('x-content-sha256'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer({ liftRateLimits: true });
    token = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server?.close());

  it('signs every kind of letter at issue: pdfsig finds it valid and the whole file signed, the stored hash is of the signed bytes', async () => {
    for (const jenis of Object.keys(facts) as SuratJenis[]) issued.push(await issue(jenis));
    expect(issued).toHaveLength(4);
    for (const letter of issued) {
      const { header, bytes } = await pdfOf(letter.uuid, 'id');
      expect(hash(bytes)).toBe(letter.sha256);
      expect(header).toBe(letter.sha256);
      expect(Buffer.from(bytes).equals(Buffer.from(letter.pdf))).toBe(true);
      expect(pdfsigVerdict(bytes)).toEqual({ valid: true, whole: true, cades: true, signer: 'Aplikasi Ujian (test)' });
      expect(pdfsig(bytes)).toContain('Signing Time: Nov 27 2026 03:04:05');
      expect(letter.signedAt?.toISOString()).toBe('2026-11-27T03:04:05.000Z');
      expect(letter.certificateSha256).toBe((await letterSigner()).identity.certificateSha256);
      // the same bytes on every download
      expect(hash((await pdfOf(letter.uuid, 'id')).bytes)).toBe(letter.sha256);
    }
  });

  it('signs a translation once, when first rendered, and serves those bytes after', async () => {
    const letter = issued.find((l) => l.jenis === 'nota-dinas') as IssuedSurat;
    const english = await pdfOf(letter.uuid, 'en');
    expect(pdfsigVerdict(english.bytes)).toMatchObject({ valid: true, whole: true, cades: true });
    expect(checkPdfSignature(english.bytes)).toEqual({
      kind: 'checked',
      intact: true,
      wholeFile: true,
      certificateSha256: (await letterSigner()).identity.certificateSha256,
      timestamped: false,
    });
    expect(hash(english.bytes)).toBe(english.header);
    const again = await pdfOf(letter.uuid, 'en');
    expect(Buffer.from(again.bytes).equals(Buffer.from(english.bytes))).toBe(true);
    const changed = new Uint8Array(english.bytes);
    changed[10] = (changed[10] ?? 0) ^ 1;
    expect(pdfsigVerdict(changed).valid).toBe(false);
    const pub = await api<PublicSurat>(server.baseUrl, 'GET', `/public/surat/${letter.kode}`);
    expect(pub.body.sha256Terjemahan).toEqual({ en: english.header });
  });

  it('tells the public who signed, when and with which certificate, and serves that certificate', async () => {
    const letter = issued[0] as IssuedSurat;
    const pub = await api<PublicSurat>(server.baseUrl, 'GET', `/public/surat/${letter.kode}`);
    expect(pub.status).toBe(200);
    expect(pub.body.signature).toEqual({
      signer: 'Aplikasi Ujian (test)',
      signedAt: '2026-11-27T03:04:05.000Z',
      certificateSha256: letter.certificateSha256,
    });
    const cert = await fetch(`${server.baseUrl}/api/v1/public/signing-certificate`);
    expect(cert.status).toBe(200);
    expect(cert.headers.get('content-type')).toMatch(/^application\/x-pem-file/);
    const pem = await cert.text();
    const x509 = new X509Certificate(pem);
    expect(hash(x509.raw)).toBe(letter.certificateSha256);
    expect(x509.subject).toContain('CN=Aplikasi Ujian (test)');
    const unknown = await api(server.baseUrl, 'GET', `/public/signing-certificate?sha256=${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect((await api(server.baseUrl, 'GET', '/public/signing-certificate?sha256=nonsense')).status).toBe(404);
  });

  it('after the certificate is replaced, old letters keep their signature and still name (and get) the one that signed them', async () => {
    const before = await letterSigner();
    const old = issued[1] as IssuedSurat;
    installLetterSigner({ identity: await selfSignedIdentity('Institut Baru', new Date()) });
    try {
      const fresh = await issue('sktmt');
      expect(fresh.certificateSha256).not.toBe(old.certificateSha256);
      expect(pdfsigVerdict(fresh.pdf)).toMatchObject({ valid: true, signer: 'Institut Baru' });
      const oldPub = await api<PublicSurat>(server.baseUrl, 'GET', `/public/surat/${old.kode}`);
      expect(oldPub.body.signature).toMatchObject({
        signer: 'Aplikasi Ujian (test)',
        certificateSha256: old.certificateSha256,
      });
      const newPub = await api<PublicSurat>(server.baseUrl, 'GET', `/public/surat/${fresh.kode}`);
      expect(newPub.body.signature).toMatchObject({
        signer: 'Institut Baru',
        certificateSha256: fresh.certificateSha256,
      });
      // the current chain by default, the earlier one by its hash
      const current = new X509Certificate(
        await (await fetch(`${server.baseUrl}/api/v1/public/signing-certificate`)).text(),
      );
      expect(hash(current.raw)).toBe(fresh.certificateSha256);
      const earlier = await fetch(
        `${server.baseUrl}/api/v1/public/signing-certificate?sha256=${old.certificateSha256}`,
      );
      expect(earlier.status).toBe(200);
      expect(hash(new X509Certificate(await earlier.text()).raw)).toBe(old.certificateSha256);
      // the old letter's bytes are untouched
      expect(hash((await pdfOf(old.uuid, 'id')).bytes)).toBe(old.sha256);
    } finally {
      installLetterSigner(before);
    }
  });
});
