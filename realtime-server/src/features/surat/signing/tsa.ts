import { createHash, randomBytes } from 'node:crypto';
import { bool, bytesOf, children, fromDer, int, intBytes, nul, OID, octets, oid, oidOf, seq, toDer } from './asn1';

/** An RFC 3161 TimeStampReq for SHA-256 of `data`, asking for the TSA's certificate in the token. */
export function timestampRequest(data: Uint8Array, nonce: Uint8Array): Buffer {
  return toDer(
    seq(
      int(1),
      seq(seq(oid(OID.sha256), nul()), octets(createHash('sha256').update(data).digest())),
      intBytes(nonce),
      bool(true),
    ),
  );
}

/**
 * The TimeStampToken of a TimeStampResp, checked to be granted and to stamp exactly `data` (its
 * message imprint) with our nonce; anything else is an error saying what was wrong.
 */
export function tokenFromResponse(response: Uint8Array, data: Uint8Array, nonce: Uint8Array): Buffer {
  const [statusInfo, token] = children(fromDer(response));
  const status = bytesOf(children(statusInfo)[0]).readUIntBE(0, 1);
  if (status > 1 || !token) throw new Error(`The timestamp authority refused the request (status ${status}).`);
  if (oidOf(children(token)[0]) !== OID.signedData) throw new Error('The timestamp token is not CMS SignedData.');
  const signedData = children(children(token)[1])[0];
  const encap = children(signedData)[2];
  if (oidOf(children(encap)[0]) !== OID.tstInfo) throw new Error('The timestamp token holds no TSTInfo.');
  const tstInfo = fromDer(bytesOf(children(children(encap)[1])[0]));
  const fields = children(tstInfo);
  const imprint = bytesOf(children(fields[2])[1]);
  if (!imprint.equals(createHash('sha256').update(data).digest()))
    throw new Error('The timestamp stamps other data than the signature.');
  const stampedNonce = fields.find((f, i) => i > 4 && f.type === 2 && f.tagClass === 0);
  const expected = Buffer.from(nonce);
  const got = bytesOf(stampedNonce);
  if (!got.subarray(got.length - expected.length).equals(expected))
    throw new Error('The timestamp answers another request (nonce).');
  return toDer(token);
}

/** Asks the TSA at `url` for a timestamp on a signature value (B-T), within `timeoutMs`. */
export function httpTimestamper(url: string, timeoutMs = 10_000) {
  return async (signatureValue: Buffer): Promise<Buffer> => {
    const nonce = randomBytes(8);
    nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x01;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
      body: timestampRequest(signatureValue, nonce),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`The timestamp authority answered HTTP ${response.status}.`);
    return tokenFromResponse(new Uint8Array(await response.arrayBuffer()), signatureValue, nonce);
  };
}
