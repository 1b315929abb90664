import { createHash, createPrivateKey, generateKeyPair, type KeyObject, randomBytes, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { children, fromDer, type Node } from './asn1';

/** A key and its certificate chain (signer's certificate first), as letters are signed with. */
export type SigningIdentity = {
  keyPem: string;
  /** DER of each certificate, the signer's first */
  chain: Buffer[];
  /** SHA-256 (hex) of the signer's certificate: which certificate signed a letter */
  certificateSha256: string;
  /** the signer's common name (else organisation) */
  signer: string;
  /** the chain as PEM, for `GET /public/signing-certificate` */
  chainPem: string;
};

const toPem = (der: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

function identityOf(keyPem: string, chain: Buffer[]): SigningIdentity {
  const leaf = chain[0];
  if (!leaf) throw new Error('The signing certificate chain is empty.');
  const cert = forge.pki.certificateFromAsn1(fromDer(leaf));
  const field = (name: string) => cert.subject.getField(name)?.value as string | undefined;
  return {
    keyPem,
    chain,
    certificateSha256: createHash('sha256').update(leaf).digest('hex'),
    signer: decodeUtf8(field('CN') ?? field('O') ?? 'Unknown'),
    chainPem: chain.map(toPem).join(''),
  };
}

// forge hands UTF8String values back as the raw byte string
function decodeUtf8(value: string): string {
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/**
 * The identity in a PKCS#12 file (an institution's certificate): the key, its certificate and the
 * other certificates in the file as the chain. A wrong password or a file without a key is an error
 * naming the file, never its content.
 */
export function identityFromP12(p12: Uint8Array, password: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(fromDer(p12), false, password);
  const keyBag =
    parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag ?? '' })[
      forge.pki.oids.pkcs8ShroudedKeyBag ?? ''
    ]?.[0] ?? parsed.getBags({ bagType: forge.pki.oids.keyBag ?? '' })[forge.pki.oids.keyBag ?? '']?.[0];
  if (!keyBag?.key) throw new Error('The PKCS#12 file holds no RSA private key.');
  const keyPem = forge.pki.privateKeyToPem(keyBag.key);
  const certBags = parsed.getBags({ bagType: forge.pki.oids.certBag ?? '' })[forge.pki.oids.certBag ?? ''] ?? [];
  const certs = certBags.flatMap((b) => (b.cert ? [b.cert] : []));
  const publicPem = forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(keyBag.key.n, keyBag.key.e));
  const leaf = certs.find((c) => forge.pki.publicKeyToPem(c.publicKey) === publicPem);
  if (!leaf) throw new Error('The PKCS#12 file holds no certificate for its private key.');
  const der = (c: forge.pki.Certificate) =>
    Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes(), 'binary');
  return identityOf(keyPem, [der(leaf), ...certs.filter((c) => c !== leaf).map(der)]);
}

const newRsaKey = promisify(generateKeyPair);

/** A new self-signed signing certificate for `commonName`, valid ten years from `now`. */
export async function selfSignedIdentity(commonName: string, now: Date): Promise<SigningIdentity> {
  // OpenSSL on the thread pool: the key costs up to a second of CPU, which must not stall the server
  const { privateKey, publicKey } = await newRsaKey('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const name = [
    { name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 },
  ] as unknown as forge.pki.CertificateField[];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(nodeSigner(cert, privateKey), forge.md.sha256.create());
  return identityOf(keyPem, [Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary')]);
}

/**
 * forge lays out the certificate; OpenSSL signs its to-be-signed part (forge's own RSA in JavaScript
 * is many times slower). forge calls `sign` after it has set `tbsCertificate`.
 */
function nodeSigner(cert: forge.pki.Certificate, key: KeyObject): forge.pki.rsa.PrivateKey {
  const tbs = () =>
    Buffer.from(
      forge.asn1.toDer((cert as unknown as { tbsCertificate: forge.asn1.Asn1 }).tbsCertificate).getBytes(),
      'binary',
    );
  return { sign: () => sign('sha256', tbs(), key).toString('binary') } as unknown as forge.pki.rsa.PrivateKey;
}

export const GENERATED_FILE = 'signing.pem';

/**
 * The generated identity kept in `dir/signing.pem` (key and certificate, mode 0600), made on first
 * need with CN `commonName`. Written with `wx`: two processes starting at once both end up with the
 * one that landed first.
 */
export async function generatedIdentity(
  dir: string,
  commonName: string,
  now: Date,
  make: typeof selfSignedIdentity = selfSignedIdentity,
): Promise<SigningIdentity> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, GENERATED_FILE);
  // a kept identity is read, never made again
  if (existsSync(file)) return identityFromPem(readFileSync(file, 'utf8'));
  try {
    const fresh = await make(commonName, now);
    writeFileSync(file, `${fresh.keyPem}${fresh.chainPem}`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return identityFromPem(readFileSync(file, 'utf8'));
}

/** A PEM bundle: one private key and the chain, the signer's certificate first. */
export function identityFromPem(pem: string): SigningIdentity {
  const key = pem.match(/-----BEGIN (?:RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC )?PRIVATE KEY-----/)?.[0];
  if (!key) throw new Error('The signing file holds no private key.');
  const keyPem = createPrivateKey(key).export({ type: 'pkcs8', format: 'pem' }).toString();
  const chain = [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64'),
  );
  return identityOf(keyPem, chain);
}

/** issuer Name and serialNumber nodes of a certificate (for IssuerAndSerialNumber and ESS). */
export function issuerAndSerial(certDer: Buffer): { issuer: Node; serial: Node } {
  const tbs = children(fromDer(certDer))[0];
  const fields = children(tbs);
  const offset = fields[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  if (!serial || !issuer) throw new Error('Malformed certificate.');
  return { issuer, serial };
}
