import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '@ujian/shared/errors';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import type { Request } from 'express';
import { readMultipart } from '../../http/multipart';
import type { Storage } from '../storage/storage';

export type ReceivedFile = { storageKey: string; filename: string; size: number; mime: string };
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile };

const FILE_PARTS = new Set(['File', 'file']);

/** What an upload accepts, decided by its content (never by the client's name or type). */
export type UploadAccept = {
  /** leading bytes `sniff` needs */
  headBytes: number;
  /** the file's MIME type from its first bytes, or undefined when it is not accepted */
  sniff(head: Buffer): string | undefined;
  notAccepted: string;
  tooLarge(maxBytes: number): string;
  fileRequired: string;
  keyExtension: string;
  defaultFilename: string;
};

const PDF_MAGIC = Buffer.from('%PDF-');

export const pdfAccept: UploadAccept = {
  headBytes: PDF_MAGIC.length,
  sniff: (head) => (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ? 'application/pdf' : undefined),
  notAccepted: pengajuanMessages.notPdf,
  tooLarge: (maxBytes) => `${pengajuanMessages.tooLarge} The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  fileRequired: pengajuanMessages.fileRequired,
  keyExtension: 'pdf',
  defaultFilename: 'berkas.pdf',
};

/** Passes bytes through once the first ones are accepted; fails the stream otherwise (415). */
class MagicCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  mime: string | undefined;

  constructor(private readonly accept: UploadAccept) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < this.accept.headBytes) {
      callback();
      return;
    }
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    // shorter than `headBytes`: let `sniff` decide on what there is
    if (this.checked) callback();
    else this.release(callback);
  }

  private release(callback: TransformCallback): void {
    this.mime = this.accept.sniff(this.head);
    if (!this.mime) {
      callback(new AppError('UNSUPPORTED_MEDIA_TYPE', this.accept.notAccepted));
      return;
    }
    this.checked = true;
    const head = this.head;
    this.head = Buffer.alloc(0);
    callback(null, head);
  }
}

/** A file name safe to show and to put in Content-Disposition: no path, no control characters. */
export function cleanFilename(name: string | undefined, fallback = 'berkas.pdf'): string {
  // NFC: the same name typed on macOS (decomposed) and elsewhere is stored the same
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // by code point, so a cut never splits a surrogate pair (a lone half cannot be percent-encoded)
  const kept = Array.from(base).filter((c) => {
    const code = c.codePointAt(0)!;
    return code >= 0x20 && !(code >= 0x7f && code < 0xa0) && !(code >= 0xd800 && code < 0xe000) && c !== '"';
  });
  const clean = kept.join('').trim();
  return Array.from(clean).slice(0, 200).join('').trim() || fallback;
}

/**
 * Streams one multipart upload into storage under a generated name: part `File` (or `file`), any
 * number of small text fields (`jenis`, link ids), accepted by content only (PDF unless `accept`
 * says otherwise), at most `maxBytes`. On any error (also a body cut off) the stored bytes are removed.
 */
export async function receiveUpload(
  req: Request,
  storage: Storage,
  maxBytes: number,
  accept: UploadAccept = pdfAccept,
): Promise<ReceivedUpload> {
  const fileRequired = () =>
    new AppError('VALIDATION_FAILED', accept.fileRequired, { fields: { File: accept.fileRequired } });
  const { fields, file } = await readMultipart<ReceivedFile>(req, {
    fileParts: FILE_PARTS,
    maxFileBytes: maxBytes,
    notMultipart: fileRequired,
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', accept.tooLarge(maxBytes)),
    discardFile: (stored) => storage.delete(stored.storageKey),
    async receiveFile({ stream, filename }) {
      const storageKey = `${randomUUID()}.${accept.keyExtension}`;
      const check = new MagicCheck(accept);
      // a cut-off body errors the part: pass that on so storage removes its partial file
      stream.on('error', (err: Error) => check.destroy(err));
      // when the check fails, `pipe` unpipes; resume() drains the rest of this part
      check.on('error', () => {
        stream.unpipe(check);
        stream.resume();
      });
      stream.pipe(check);
      const size = await storage.put(storageKey, check);
      return {
        storageKey,
        filename: cleanFilename(filename, accept.defaultFilename),
        size,
        mime: check.mime ?? 'application/octet-stream',
      };
    },
  });
  if (!file) throw fileRequired();
  return { fields, file };
}
