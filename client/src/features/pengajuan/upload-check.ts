/**
 * Checks a chosen file before it is sent, so a wrong file is refused at once with a clear reason
 * instead of after a long upload. The server checks again (PDF by magic bytes -> 415, size -> 413).
 */

/** CONTRACT.md: 10 MiB unless the server's `MAX_UPLOAD_MB` says otherwise. */
export const DEFAULT_MAX_UPLOAD_MB = 10;

export type UploadProblem = 'notPdf' | 'tooLarge' | 'empty';

/** `%PDF-` */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function looksLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** The problem with a file, or null; `head` is its first bytes (at least 5 when the file has them). */
export function precheckUpload(
  file: { name: string; size: number },
  head: Uint8Array,
  maxMb: number = DEFAULT_MAX_UPLOAD_MB,
): UploadProblem | null {
  if (file.size === 0) return 'empty';
  // the name and the browser's MIME guess can lie; the first bytes are what the server checks too
  if (!looksLikePdf(head)) return 'notPdf';
  if (file.size > maxMb * 1024 * 1024) return 'tooLarge';
  return null;
}

/** The message key (pengajuan namespace) for a failed upload answered by the server. */
export function uploadErrorKey(status: number | undefined): string | undefined {
  if (status === 413) return 'upload.errors.tooLarge';
  if (status === 415) return 'upload.errors.notPdf';
  return undefined;
}

export async function readHead(file: Blob, bytes = 8): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** "1.2 MB" in the reader's language. */
export function formatSize(bytes: number, locale: string): string {
  const nf = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${nf(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024, 0)} KB`;
  return `${nf(bytes / (1024 * 1024), 1)} MB`;
}
