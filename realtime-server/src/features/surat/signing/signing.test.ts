import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkPdfSignature } from '@ujian/shared/pdf-signature';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../render-pdf';
import { bytesOf, children, OID, oidOf } from './asn1';
import { GENERATED_FILE, generatedIdentity, identityFromP12, selfSignedIdentity } from './identity';
import { loadLetterSigner } from './letter-signer';
import { pdfsig, pdfsigVerdict } from './pdfsig';
import { signPdf } from './sign-pdf';
import { httpTimestamper, timestampRequest, tokenFromResponse } from './tsa';

const dir = mkdtempSync(path.join(tmpdir(), 'signing-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const letter = () =>
  renderPdf({
    info: { creationDate: new Date('2026-11-24T00:00:00Z') },
    content: ['Surat', { qr: 'https://x.test/ABC' }],
  });
const signedAt = new Date('2026-11-27T08:00:00Z');

/** The SignerInfo of the CMS in the (only) signature's /Contents. */
function signerInfoOf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  const hex = /\/Contents <([0-9a-f]+)>/.exec(text)?.[1] ?? '';
  // the placeholder is padded with zeros after the DER
  // forge's typings know only the boolean form of the options
  const fromDerLenient = forge.asn1.fromDer as unknown as (
    bytes: string,
    options: { parseAllBytes: boolean },
  ) => forge.asn1.Asn1;
  const cms = fromDerLenient(Buffer.from(hex, 'hex').toString('binary'), { parseAllBytes: false });
  const signedData = children(children(cms)[1])[0];
  const parts = children(signedData);
  return { certificates: children(parts[3]), signerInfo: children(children(parts[4])[0]) };
}

/** A CA and a signing certificate it issued, in a PKCS#12 made with node-forge. */
function makeP12(password: string): Buffer {
  const keys = () => forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const caKeys = keys();
  const leafKeys = keys();
  const cert = (publicKey: forge.pki.PublicKey, subject: string, issuer: string, serial: string, ca: boolean) => {
    const c = forge.pki.createCertificate();
    c.publicKey = publicKey;
    c.serialNumber = serial;
    c.validity.notBefore = new Date(Date.now() - 86_400_000);
    c.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    c.setSubject([{ name: 'commonName', value: subject }]);
    c.setIssuer([{ name: 'commonName', value: issuer }]);
    c.setExtensions([{ name: 'basicConstraints', cA: ca }]);
    c.sign(caKeys.privateKey, forge.md.sha256.create());
    return c;
  };
  const caCert = cert(caKeys.publicKey, 'Test Root CA', 'Test Root CA', '01', true);
  const leafCert = cert(leafKeys.publicKey, 'Fakultas Teknik P12', 'Test Root CA', '02', false);
  const p12 = forge.pkcs12.toPkcs12Asn1(leafKeys.privateKey, [leafCert, caCert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

describe('PAdES signing of a rendered PDF', () => {
  it('is valid and covers the whole file for pdfsig; one changed byte makes it a digest mismatch', async () => {
    const identity = await selfSignedIdentity('Universitas Contoh — Fakultas Teknik', new Date());
    const pdf = await letter();
    const signed = await signPdf(pdf, identity, { signedAt, reason: '0001/ST/2026', location: 'Bandung' });
    // an incremental update: the rendered bytes come first, unchanged
    expect(Buffer.from(signed.subarray(0, pdf.byteLength)).equals(Buffer.from(pdf))).toBe(true);
    expect(pdfsigVerdict(signed)).toEqual({
      valid: true,
      whole: true,
      cades: true,
      signer: 'Universitas Contoh — Fakultas Teknik',
    });
    expect(pdfsig(signed)).toContain('Signing Time: Nov 27 2026 08:00:00');
    expect(Buffer.from(signed).toString('latin1')).toContain('/M (D:20261127080000Z)');

    const changed = new Uint8Array(signed);
    changed[10] = (changed[10] ?? 0) ^ 1; // inside the binary comment of the header: still a readable PDF
    const out = pdfsig(changed);
    expect(out).toContain('Digest Mismatch');
    expect(out).not.toContain('Signature is Valid');

    // the verification page's in-browser check sees the same
    expect(checkPdfSignature(signed)).toEqual({
      kind: 'checked',
      intact: true,
      wholeFile: true,
      certificateSha256: identity.certificateSha256,
      timestamped: false,
    });
    expect(checkPdfSignature(changed)).toMatchObject({ kind: 'checked', intact: false, wholeFile: true });
    const appended = new Uint8Array([...signed, ...new TextEncoder().encode('\n% added later\n')]);
    expect(checkPdfSignature(appended)).toMatchObject({ kind: 'checked', intact: true, wholeFile: false });
    expect(checkPdfSignature(pdf)).toEqual({ kind: 'unsigned' });
  });

  it('signs with CAdES attributes and no signing-time attribute (PAdES puts the time in /M)', async () => {
    const identity = await selfSignedIdentity('Attr Check', new Date());
    const signed = await signPdf(await letter(), identity, { signedAt, reason: 'x' });
    const { certificates, signerInfo } = signerInfoOf(signed);
    expect(certificates).toHaveLength(1);
    const attrs = children(signerInfo[3]).map((a) => oidOf(children(a)[0]));
    expect(attrs.sort()).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort());
    expect(attrs).not.toContain('1.2.840.113549.1.9.5');
    // ESS binds the signer's certificate by its hash
    const ess = children(signerInfo[3]).find((a) => oidOf(children(a)[0]) === OID.signingCertificateV2);
    const certHash = bytesOf(children(children(children(children(children(ess)[1])[0])[0])[0])[0]);
    expect(certHash.toString('hex')).toBe(identity.certificateSha256);
  });

  it('signs with an institution’s PKCS#12 (key, certificate and its CA), and refuses a wrong password', async () => {
    const p12 = makeP12('rahasia');
    const identity = identityFromP12(p12, 'rahasia');
    expect(identity.signer).toBe('Fakultas Teknik P12');
    expect(identity.chain).toHaveLength(2);
    expect(identity.chainPem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    const signed = await signPdf(await letter(), identity, { signedAt, reason: 'x' });
    expect(pdfsigVerdict(signed)).toMatchObject({
      valid: true,
      whole: true,
      cades: true,
      signer: 'Fakultas Teknik P12',
    });
    expect(signerInfoOf(signed).certificates).toHaveLength(2);
    expect(checkPdfSignature(signed)).toMatchObject({ intact: true, certificateSha256: identity.certificateSha256 });
    expect(() => identityFromP12(p12, 'salah')).toThrow();

    const file = path.join(dir, 'institusi.p12');
    writeFileSync(file, p12);
    const fromEnv = await loadLetterSigner(
      { SIGNING_P12: file, SIGNING_P12_PASSWORD: 'rahasia', DATA_DIR: path.join(dir, 'unused') },
      'ignored',
      new Date(),
    );
    expect(fromEnv.identity.certificateSha256).toBe(identity.certificateSha256);
    expect(() =>
      loadLetterSigner({ SIGNING_P12: file, SIGNING_P12_PASSWORD: 'salah', DATA_DIR: dir }, 'x', new Date()),
    ).toThrow(/SIGNING_P12: cannot read a key and certificate from .*institusi\.p12/);
  });

  it('reads a PKCS#12 as OpenSSL 3 writes it by default (AES-256, PBKDF2, SHA-256 MAC)', async () => {
    const key = path.join(dir, 'ossl.key');
    const cert = path.join(dir, 'ossl.pem');
    const p12 = path.join(dir, 'ossl.p12');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=Fakultas OpenSSL'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
      ]),
      { stdio: 'ignore' },
    );
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:rahasia']);
    const identity = identityFromP12(readFileSync(p12), 'rahasia');
    expect(identity.signer).toBe('Fakultas OpenSSL');
    const signed = await signPdf(await letter(), identity, { signedAt, reason: 'x' });
    expect(pdfsigVerdict(signed)).toMatchObject({ valid: true, whole: true, signer: 'Fakultas OpenSSL' });
  });

  it('generates a self-signed certificate named after the institution into DATA_DIR once (mode 0600) and keeps it', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await loadLetterSigner({ DATA_DIR: dataDir }, 'Universitas Contoh', new Date());
    const file = path.join(dataDir, GENERATED_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.identity.signer).toBe('Universitas Contoh');
    expect(first.timestamper).toBeUndefined();
    // a later start (even after the institution renamed itself) signs with the same certificate
    const again = await generatedIdentity(dataDir, 'Renamed Institute', new Date(), () => {
      throw new Error('a kept identity must not cost a new key');
    });
    expect(again.certificateSha256).toBe(first.identity.certificateSha256);
    expect(again.signer).toBe('Universitas Contoh');
    expect(readFileSync(file, 'utf8')).toContain('PRIVATE KEY');
    const signed = await signPdf(await letter(), again, { signedAt, reason: 'x' });
    expect(pdfsigVerdict(signed)).toMatchObject({ valid: true, whole: true, signer: 'Universitas Contoh' });
  });
});

describe('RFC 3161 timestamps (PAdES B-T)', () => {
  let tsa: Server;
  let tsaUrl = '';
  const tsaDir = path.join(dir, 'tsa');

  // a timestamp authority of our own: OpenSSL's `ts -reply` behind a small HTTP server
  beforeAll(async () => {
    execFileSync('mkdir', ['-p', tsaDir]);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=Test TSA',
        '-addext',
        'extendedKeyUsage=critical,timeStamping',
        '-days',
        '2',
        '-keyout',
        path.join(tsaDir, 'tsa.key'),
        '-out',
        path.join(tsaDir, 'tsa.pem'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(path.join(tsaDir, 'serial'), '01\n');
    writeFileSync(
      path.join(tsaDir, 'tsa.cnf'),
      [
        '[ tsa ]',
        'default_tsa = tsa1',
        '[ tsa1 ]',
        `serial = ${path.join(tsaDir, 'serial')}`,
        `signer_cert = ${path.join(tsaDir, 'tsa.pem')}`,
        `signer_key = ${path.join(tsaDir, 'tsa.key')}`,
        'signer_digest = sha256',
        'default_policy = 1.2.3.4.1',
        'digests = sha256',
        'accuracy = secs:1',
        'ess_cert_id_alg = sha256',
        '',
      ].join('\n'),
    );
    tsa = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const query = path.join(tsaDir, `q-${Date.now()}-${Math.random()}.tsq`);
        writeFileSync(query, Buffer.concat(chunks));
        const reply = execFileSync(
          'openssl',
          ['ts', '-reply', '-config', path.join(tsaDir, 'tsa.cnf'), '-queryfile', query],
          {
            stdio: ['ignore', 'pipe', 'ignore'],
          },
        );
        res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply);
      });
    });
    await new Promise<void>((resolve) => tsa.listen(0, '127.0.0.1', resolve));
    tsaUrl = `http://127.0.0.1:${(tsa.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => tsa.close(() => resolve())));

  it('builds a SHA-256 request with a nonce that OpenSSL reads', () => {
    const request = timestampRequest(Buffer.from('signature value'), Buffer.from('0102030405060708', 'hex'));
    const file = path.join(dir, 'request.tsq');
    writeFileSync(file, request);
    const text = execFileSync('openssl', ['ts', '-query', '-in', file, '-text'], { encoding: 'utf8' });
    expect(text).toContain('Hash Algorithm: sha256');
    const digest = createHash('sha256').update('signature value').digest('hex');
    expect(text).toContain(digest.slice(0, 16).match(/../g)?.join(' '));
    expect(text).toContain('Nonce: 0x0102030405060708');
    expect(text).toContain('Certificate required: yes');
  });

  it('adds the TSA’s token over the signature value as unsigned attribute; pdfsig still finds the signature valid', async () => {
    const signer = await loadLetterSigner(
      { DATA_DIR: path.join(dir, 'bt'), TSA_URL: tsaUrl },
      'Universitas B-T',
      new Date(),
    );
    expect(signer.timestamper).toBeDefined();
    const signed = await signPdf(await letter(), signer.identity, {
      signedAt,
      reason: 'x',
      timestamper: signer.timestamper,
    });
    expect(pdfsigVerdict(signed)).toMatchObject({ valid: true, whole: true, cades: true });
    expect(checkPdfSignature(signed)).toMatchObject({
      kind: 'checked',
      intact: true,
      wholeFile: true,
      timestamped: true,
    });
    const { signerInfo } = signerInfoOf(signed);
    const unsigned = signerInfo[6];
    const attribute = children(unsigned)[0];
    expect(oidOf(children(attribute)[0])).toBe(OID.signatureTimeStampToken);
    const token = forge.asn1.toDer(children(children(attribute)[1])[0] as forge.asn1.Asn1).getBytes();
    const tokenFile = path.join(dir, 'token.der');
    writeFileSync(tokenFile, Buffer.from(token, 'binary'));
    // OpenSSL verifies the token against the TSA's certificate and the hash of our signature value
    const signatureValue = bytesOf(signerInfo[5]);
    const verified = execFileSync(
      'openssl',
      [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        tokenFile,
        '-digest',
        createHash('sha256').update(signatureValue).digest('hex'),
        '-CAfile',
        path.join(tsaDir, 'tsa.pem'),
        '-untrusted',
        path.join(tsaDir, 'tsa.pem'),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(verified).toContain('Verification: OK');
  });

  it('refuses a response that stamps other data, and a TSA that does not answer', async () => {
    const nonce = Buffer.from('0102030405060708', 'hex');
    const query = path.join(dir, 'other.tsq');
    writeFileSync(query, timestampRequest(Buffer.from('other data'), nonce));
    const reply = execFileSync(
      'openssl',
      ['ts', '-reply', '-config', path.join(tsaDir, 'tsa.cnf'), '-queryfile', query],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    expect(tokenFromResponse(reply, Buffer.from('other data'), nonce).length).toBeGreaterThan(500);
    expect(() => tokenFromResponse(reply, Buffer.from('my signature'), nonce)).toThrow(/other data/);
    expect(() => tokenFromResponse(reply, Buffer.from('other data'), Buffer.from('0909090909090909', 'hex'))).toThrow(
      /nonce/,
    );
    await expect(httpTimestamper('http://127.0.0.1:9/', 2000)(Buffer.from('x'))).rejects.toThrow();
  });
});
