import { readFileSync } from 'node:fs';
import type { Db } from '../../../db/client';
import { signingCertificate } from '../../../db/schema/signing';
import type { Timestamper } from './cms';
import { generatedIdentity, identityFromP12, type SigningIdentity, selfSignedIdentity } from './identity';
import { signPdf } from './sign-pdf';
import { httpTimestamper } from './tsa';

/** Who signs letters in this process, and the timestamp authority when there is one (B-T). */
export type LetterSigner = { identity: SigningIdentity; timestamper?: Timestamper };

export type SigningEnv = {
  SIGNING_P12?: string;
  SIGNING_P12_PASSWORD?: string;
  TSA_URL?: string;
  DATA_DIR: string;
};

/**
 * The signer of this server: the institution's PKCS#12 (`SIGNING_P12` + `SIGNING_P12_PASSWORD`), read
 * at once so a wrong file or password stops the start; else the self-signed certificate generated
 * into DATA_DIR at the first start (CN = the institution's name then) and kept, also when the
 * database is PostgreSQL. The first certificate is made in the background: the server need not wait
 * for its key. Errors name the file, never key material.
 */
export function loadLetterSigner(env: SigningEnv, institusi: string, now: Date): Promise<LetterSigner> {
  const timestamper = env.TSA_URL ? httpTimestamper(env.TSA_URL) : undefined;
  if (!env.SIGNING_P12)
    return generatedIdentity(env.DATA_DIR, institusi, now).then((identity) => ({ identity, timestamper }));
  try {
    const identity = identityFromP12(readFileSync(env.SIGNING_P12), env.SIGNING_P12_PASSWORD ?? '');
    return Promise.resolve({ identity, timestamper });
  } catch (err) {
    throw new Error(
      `SIGNING_P12: cannot read a key and certificate from ${env.SIGNING_P12}: ${(err as Error).message}`,
    );
  }
}

let installed: Promise<LetterSigner> | undefined;

/** Makes `signer` sign every letter from now on (the server installs its own at start). */
export function installLetterSigner(signer: LetterSigner | Promise<LetterSigner>): void {
  installed = Promise.resolve(signer);
}

/**
 * The installed signer; a process that installed none (tests, scripts) signs with a certificate made
 * for this process only, so every letter is signed the same way everywhere.
 */
export function letterSigner(): Promise<LetterSigner> {
  installed ??= selfSignedIdentity('Aplikasi Ujian (test)', new Date()).then((identity) => ({ identity }));
  return installed;
}

export type SignedLetter = {
  pdf: Uint8Array;
  certificateSha256: string;
  signedAt: Date;
  /** the certificate that signed, for `recordCertificate` */
  identity: SigningIdentity;
};

/** Signs a rendered letter with this server's signer at `signedAt` (whole seconds, as /M holds). */
export async function signLetter(
  pdf: Uint8Array,
  options: { signedAt: Date; reason: string; location?: string },
): Promise<SignedLetter> {
  const { identity, timestamper } = await letterSigner();
  const signedAt = new Date(Math.floor(options.signedAt.getTime() / 1000) * 1000);
  const signed = await signPdf(pdf, identity, { ...options, signedAt, timestamper });
  return { pdf: signed, certificateSha256: identity.certificateSha256, signedAt, identity };
}

/**
 * Keeps the certificate that signed a stored letter (once per certificate), in the caller's
 * transaction: a replaced certificate still answers for the letters it signed.
 */
export async function recordCertificate(db: Db, identity: SigningIdentity): Promise<void> {
  await db
    .insert(signingCertificate)
    .values({ sha256: identity.certificateSha256, signer: identity.signer, pem: identity.chainPem })
    .onConflictDoNothing({ target: signingCertificate.sha256 });
}
