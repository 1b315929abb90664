import type { Readable } from 'node:stream';
import { AppError } from '@ujian/shared/errors';
import busboy from 'busboy';
import type { Request } from 'express';
import { NUL_MESSAGE } from './input-guard';

/** One file part as it arrives: consume `stream` (it errors when the body is cut off). */
export type FilePart = { field: string; filename: string | undefined; mime: string; stream: Readable };

export type MultipartOptions<T> = {
  /** names of the file part(s) taken; the first such part is read, any other file part is skipped */
  fileParts: ReadonlySet<string>;
  maxFileBytes: number;
  maxFields?: number;
  maxFieldBytes?: number;
  maxParts?: number;
  /**
   * Reads the part's bytes (into storage or memory). Its promise must settle once the stream ends or
   * errors; a rejection with an AppError becomes the answer.
   */
  receiveFile(part: FilePart): Promise<T>;
  /** Removes what `receiveFile` kept when the request fails after it (stored bytes of an aborted upload). */
  discardFile?(file: T): Promise<void>;
  /** The error for a body that is not multipart at all. */
  notMultipart(): AppError;
  /** The error for a file over `maxFileBytes`. */
  tooLarge(): AppError;
};

export type MultipartResult<T> = { fields: Record<string, string>; file: T | undefined };

/**
 * The one multipart reader of the server. Every stream involved has an error listener (an unhandled
 * stream error ends the process), a body cut off or a client gone mid-upload rejects (and discards what
 * was received) instead of hanging, and file names are read as UTF-8. On a refusal the rest of the body
 * is drained, so the client gets the answer rather than a reset connection.
 */
export function readMultipart<T>(req: Request, options: MultipartOptions<T>): Promise<MultipartResult<T>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // browsers send non-ASCII file names raw in UTF-8; busboy's default would read them as latin1
        defParamCharset: 'utf8',
        // busboy counts reaching its limit as truncated: one byte more lets a file of exactly the limit through
        limits: {
          files: 1,
          fileSize: options.maxFileBytes + 1,
          fields: options.maxFields ?? 30,
          fieldSize: options.maxFieldBytes ?? 10_000,
          parts: options.maxParts ?? 40,
        },
      });
    } catch {
      reject(options.notMultipart());
      return;
    }
    const fields: Record<string, string> = {};
    let failure: Error | undefined;
    const fail = (err: Error) => {
      failure ??= err;
    };
    let received: Promise<T | undefined> = Promise.resolve(undefined);
    let sawFile = false;

    parser.on('field', (name, value) => {
      if (name.includes('\0') || value.includes('\0'))
        fail(new AppError('BAD_REQUEST', NUL_MESSAGE, { fields: { [name.replaceAll('\0', '')]: NUL_MESSAGE } }));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', (err: Error) => fail(malformed(err)));
      if (!options.fileParts.has(name) || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      let tooLarge = false;
      stream.on('limit', () => {
        tooLarge = true;
      });
      received = options.receiveFile({ field: name, filename: info.filename, mime: info.mimeType, stream }).then(
        async (file) => {
          if (tooLarge || (stream as unknown as { truncated?: boolean }).truncated) {
            fail(options.tooLarge());
            await options.discardFile?.(file).catch(() => undefined);
            return undefined;
          }
          return file;
        },
        (err: unknown) => {
          fail(
            err instanceof AppError
              ? err
              : new AppError('INTERNAL', 'Could not store the file.', { logMessage: String(err) }),
          );
          return undefined;
        },
      );
    });
    parser.on('error', (err: Error) => {
      fail(malformed(err));
      req.unpipe(parser);
      req.resume();
      finish();
    });
    parser.on('close', () => finish());
    // a client gone mid-body: busboy would wait for the rest for ever, so end it (and its file stream) here
    req.on('error', (err: Error) => fail(malformed(err)));
    req.on('close', () => {
      if (!req.complete && !parser.destroyed) parser.destroy(new Error('request aborted'));
    });

    let finished = false;
    function finish(): void {
      if (finished) return;
      finished = true;
      void received.then(async (file) => {
        if (failure) {
          if (file !== undefined) await options.discardFile?.(file).catch(() => undefined);
          reject(failure);
          return;
        }
        resolve({ fields, file });
      });
    }
    req.pipe(parser);
  });
}

function malformed(err: Error): AppError {
  return new AppError('BAD_REQUEST', 'Malformed or incomplete multipart body.', { logMessage: err.message });
}
