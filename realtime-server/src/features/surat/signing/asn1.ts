import forge from 'node-forge';

const { asn1 } = forge;
const T = asn1.Type;
const U = asn1.Class.UNIVERSAL;

export type Node = forge.asn1.Asn1;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export const seq = (...items: Node[]): Node => asn1.create(U, T.SEQUENCE, true, items);
export const set = (...items: Node[]): Node => asn1.create(U, T.SET, true, items);
export const oid = (id: string): Node => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
export const nul = (): Node => asn1.create(U, T.NULL, false, '');
export const bool = (v: boolean): Node => asn1.create(U, T.BOOLEAN, false, v ? '\xff' : '\x00');
export const octets = (bytes: Uint8Array): Node =>
  asn1.create(U, T.OCTETSTRING, false, Buffer.from(bytes).toString('binary'));
export const int = (n: number): Node => asn1.create(U, T.INTEGER, false, asn1.integerToDer(n).getBytes());
/** A non-negative INTEGER from big-endian bytes (a leading zero keeps the sign bit clear). */
export const intBytes = (bytes: Uint8Array): Node => {
  const b = Buffer.from(bytes);
  return asn1.create(
    U,
    T.INTEGER,
    false,
    ((b[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.of(0), b]) : b).toString('binary'),
  );
};
export const context = (tag: number, constructed: boolean, value: Node[] | string): Node =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, constructed, value);

export const toDer = (node: Node): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
export const fromDer = (bytes: Uint8Array): Node => asn1.fromDer(Buffer.from(bytes).toString('binary'));
export const children = (node: Node | undefined): Node[] => (Array.isArray(node?.value) ? node.value : []);
export const bytesOf = (node: Node | undefined): Buffer =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
export const oidOf = (node: Node | undefined): string =>
  typeof node?.value === 'string' ? asn1.derToOid(node.value) : '';

/** DER's SET OF: elements in the order of their encodings (signed attributes are hashed this way). */
export function derSortedSet(items: Node[]): Node[] {
  return items
    .map(toDer)
    .sort(Buffer.compare)
    .map((der) => fromDer(der));
}
