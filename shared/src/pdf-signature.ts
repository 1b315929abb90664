import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * SHA-256 (hex) in plain JavaScript: browsers offer `crypto.subtle` only on HTTPS and localhost, and a
 * verification page must also work where a faculty serves the portal over plain HTTP.
 */
export function sha256Hex(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

/**
 * What a browser can check of a PDF's (last) signature without a crypto library for RSA: that the
 * bytes it covers hash to the CMS messageDigest (nothing signed was changed), that it covers the
 * whole file (nothing appended after signing), which certificate it names (the ESS
 * signing-certificate-v2 hash, matched among the embedded certificates) and whether it carries a
 * timestamp. The signature value itself over these attributes is what PDF readers (pdfsig, Acrobat)
 * verify with the certificate.
 */
export type PdfSignatureCheck =
  | { kind: 'unsigned' }
  | { kind: 'unreadable' }
  | {
      kind: 'checked';
      /** the covered bytes' SHA-256 equals the signed messageDigest */
      intact: boolean;
      /** the signature covers every byte except its own /Contents */
      wholeFile: boolean;
      /** SHA-256 of the signer's certificate, when the signature names one it carries */
      certificateSha256?: string;
      timestamped: boolean;
    };

/** A DER element: where its header starts, where its content starts and ends. */
type Der = { tag: number; start: number; contentStart: number; end: number };

function readDer(bytes: Uint8Array, offset: number): Der {
  const tag = bytes[offset];
  let p = offset + 1;
  let length = bytes[p++];
  if (tag === undefined || length === undefined) throw new Error('truncated');
  if (length & 0x80) {
    const n = length & 0x7f;
    if (n === 0 || n > 4) throw new Error('unsupported length');
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + (bytes[p++] ?? 0);
  }
  if (p + length > bytes.length) throw new Error('truncated');
  return { tag, start: offset, contentStart: p, end: p + length };
}

function childrenOf(bytes: Uint8Array, node: Der): Der[] {
  const out: Der[] = [];
  for (let p = node.contentStart; p < node.end; ) {
    const child = readDer(bytes, p);
    out.push(child);
    p = child.end;
  }
  return out;
}

const hex = (bytes: Uint8Array, node: Der | undefined) =>
  node ? bytesToHex(bytes.subarray(node.contentStart, node.end)) : '';
const whole = (bytes: Uint8Array, node: Der) => bytes.subarray(node.start, node.end);

const OIDS = {
  messageDigest: '2a864886f70d010904',
  signingCertificateV2: '2a864886f70d010910022f',
  timeStampToken: '2a864886f70d010910020e',
  sha256: '608648016503040201',
};

export function checkPdfSignature(pdf: Uint8Array): PdfSignatureCheck {
  const text = new TextDecoder('latin1').decode(pdf);
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return { kind: 'unsigned' };
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  if (!range) return { kind: 'unreadable' };
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || b >= c || c + d > pdf.length || pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) return { kind: 'unreadable' };
  const contents = text.slice(b + 1, c - 1);
  if (!/^[0-9a-fA-F]*$/.test(contents)) return { kind: 'unreadable' };
  const cms = new Uint8Array(contents.length / 2);
  for (let i = 0; i < cms.length; i++) cms[i] = Number.parseInt(contents.slice(2 * i, 2 * i + 2), 16);
  try {
    const contentInfo = readDer(cms, 0);
    const signedData = childrenOf(cms, childrenOf(cms, contentInfo)[1] as Der)[0] as Der;
    const parts = childrenOf(cms, signedData);
    const certSet = parts.find((p) => p.tag === 0xa0);
    const signerInfo = childrenOf(cms, parts[parts.length - 1] as Der)[0] as Der;
    const fields = childrenOf(cms, signerInfo);
    const digestAlg = childrenOf(cms, fields[2] as Der)[0];
    if (hex(cms, digestAlg) !== OIDS.sha256) return { kind: 'unreadable' };
    const attributes = (tag: number) => {
      const set = fields.find((f) => f.tag === tag);
      const map = new Map<string, Der>();
      for (const attr of set ? childrenOf(cms, set) : []) {
        const [type, values] = childrenOf(cms, attr);
        const value = values ? childrenOf(cms, values)[0] : undefined;
        if (type && value) map.set(hex(cms, type), value);
      }
      return map;
    };
    const signed = attributes(0xa0);
    const messageDigest = hex(cms, signed.get(OIDS.messageDigest));
    const covered = new Uint8Array(b + d);
    covered.set(pdf.subarray(0, b), 0);
    covered.set(pdf.subarray(c, c + d), b);
    let certificateSha256: string | undefined;
    const ess = signed.get(OIDS.signingCertificateV2);
    if (ess && certSet) {
      const certId = childrenOf(cms, childrenOf(cms, ess)[0] as Der)[0] as Der;
      const idFields = childrenOf(cms, certId);
      const hashField = idFields[0]?.tag === 0x04 ? idFields[0] : undefined; // sha256 when no algorithm is named
      const named = hex(cms, hashField);
      certificateSha256 = childrenOf(cms, certSet)
        .map((cert) => sha256Hex(whole(cms, cert)))
        .find((h) => h === named);
    }
    return {
      kind: 'checked',
      intact: messageDigest !== '' && messageDigest === sha256Hex(covered),
      wholeFile: c + d === pdf.length,
      certificateSha256,
      timestamped: attributes(0xa1).has(OIDS.timeStampToken),
    };
  } catch {
    return { kind: 'unreadable' };
  }
}
