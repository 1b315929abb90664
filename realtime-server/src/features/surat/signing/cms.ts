import { createHash, createPrivateKey, sign } from 'node:crypto';
import { context, derSortedSet, fromDer, int, type Node, nul, OID, octets, oid, seq, set, toDer } from './asn1';
import { issuerAndSerial, type SigningIdentity } from './identity';

/** Returns the DER of an RFC 3161 TimeStampToken over the given signature value. */
export type Timestamper = (signatureValue: Buffer) => Promise<Buffer>;

const attribute = (type: string, value: Node) => seq(oid(type), set(value));

/**
 * A CAdES-BES detached signature (CMS SignedData) over `content`, as PAdES baseline wants it: signed
 * attributes contentType, messageDigest and ESS signing-certificate-v2 (which binds the signer's
 * certificate), no signing-time attribute (PAdES puts the claimed time in the signature dictionary's
 * /M), the whole chain in `certificates`, and with a timestamper a signature-time-stamp token as
 * unsigned attribute (B-T).
 */
export async function cadesDetached(
  content: Uint8Array,
  identity: SigningIdentity,
  timestamper?: Timestamper,
): Promise<Buffer> {
  const leaf = identity.chain[0] as Buffer;
  const { issuer, serial } = issuerAndSerial(leaf);
  const sha256 = seq(oid(OID.sha256));
  const essCertId = seq(
    octets(createHash('sha256').update(leaf).digest()),
    seq(seq(context(4, true, [issuer])), serial),
  );
  const signedAttrs = derSortedSet([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, seq(seq(essCertId))),
  ]);
  const key = createPrivateKey(identity.keyPem);
  const isEc = key.asymmetricKeyType === 'ec';
  // the signature covers the attributes encoded as a SET (tag 0x31), not as the [0] they are stored in
  const signature = sign('sha256', toDer(set(...signedAttrs)), key);
  const signerInfo: Node[] = [
    int(1),
    seq(issuer, serial),
    sha256,
    context(0, true, signedAttrs),
    isEc ? seq(oid(OID.ecdsaWithSha256)) : seq(oid(OID.sha256WithRsa), nul()),
    octets(signature),
  ];
  if (timestamper)
    signerInfo.push(context(1, true, [attribute(OID.signatureTimeStampToken, fromDer(await timestamper(signature)))]));
  const signedData = seq(
    int(1),
    set(sha256),
    seq(oid(OID.data)),
    context(
      0,
      true,
      identity.chain.map((der) => fromDer(der)),
    ),
    set(seq(...signerInfo)),
  );
  return toDer(seq(oid(OID.signedData), context(0, true, [signedData])));
}
