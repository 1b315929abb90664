import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What poppler's `pdfsig` says about the signatures of a PDF (tests; poppler-utils in .ci/run). */
export function pdfsig(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfsig's verdict: one signature, ETSI.CAdES.detached, covering the whole file, valid. */
export function pdfsigVerdict(pdf: Uint8Array): { valid: boolean; whole: boolean; cades: boolean; signer?: string } {
  const out = pdfsig(pdf);
  return {
    valid: out.includes('Signature Validation: Signature is Valid.'),
    whole: out.includes('Total document signed'),
    cades: out.includes('Signature Type: ETSI.CAdES.detached'),
    signer: /Signer Certificate Common Name: (.*)/.exec(out)?.[1]?.trim(),
  };
}
