import { AppError } from '@ujian/shared/errors';
import busboy from 'busboy';
import type { Request } from 'express';

export type UploadedFile = { filename: string; buffer: Buffer; fields: Record<string, string> };

const FILE_PARTS = new Set(['file', 'File']);
const fileRequired = () =>
  new AppError('VALIDATION_FAILED', 'Please choose a CSV or XLSX file.', {
    fields: { file: 'Please choose a CSV or XLSX file.' },
  });

/**
 * One small file (part `file` or `File`) held in memory: lecturer lists are kilobytes. Over
 * `maxBytes` -> 413; the rest of the body is drained so the client gets the answer.
 */
export function readMultipartFile(req: Request, maxBytes: number): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 20 } });
    } catch {
      reject(fileRequired());
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let failure: AppError | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!FILE_PARTS.has(name) || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
        );
      });
      stream.on('end', () => {
        file = { filename: info.filename ?? 'upload', buffer: Buffer.concat(chunks), fields };
      });
    });
    parser.on('error', () => {
      failure ??= new AppError('BAD_REQUEST', 'Malformed multipart body.');
      req.unpipe(parser);
      req.resume();
      reject(failure);
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.buffer.length === 0) reject(fileRequired());
      else resolve(file);
    });
    req.pipe(parser);
  });
}
