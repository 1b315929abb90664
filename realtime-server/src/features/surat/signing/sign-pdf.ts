import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { cadesDetached, type Timestamper } from './cms';
import type { SigningIdentity } from './identity';

class CadesSigner extends Signer {
  constructor(
    private readonly identity: SigningIdentity,
    private readonly timestamper?: Timestamper,
  ) {
    super();
  }
  override async sign(bytes: Buffer): Promise<Buffer> {
    return cadesDetached(bytes, this.identity, this.timestamper);
  }
}

export type SignOptions = { signedAt: Date; reason: string; location?: string; timestamper?: Timestamper };

/**
 * A PDF with a PAdES signature (ETSI.CAdES.detached) added as an incremental update: the rendered
 * bytes stay as they are, followed by the signature field, its widget on the first page and the
 * CMS in /Contents. The claimed signing time is /M.
 */
export async function signPdf(pdf: Uint8Array, identity: SigningIdentity, options: SignOptions): Promise<Uint8Array> {
  const chainBytes = identity.chain.reduce((n, c) => n + c.length, 0);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    reason: options.reason,
    contactInfo: '',
    name: identity.signer,
    location: options.location ?? '',
    signingTime: options.signedAt,
    // room for the chain, the attributes and the signature, and a timestamp token with its own chain
    signatureLength: chainBytes + 2048 + (options.timestamper ? 12_288 : 0),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const signed = await new SignPdf().sign(withPlaceholder, new CadesSigner(identity, options.timestamper));
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}
