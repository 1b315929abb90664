import { AppError } from '@ujian/shared/errors';
import type { Request } from 'express';
import { readMultipart } from '../../http/multipart';

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
export async function readMultipartFile(req: Request, maxBytes: number): Promise<UploadedFile> {
  const { fields, file } = await readMultipart<{ filename: string; buffer: Buffer }>(req, {
    fileParts: FILE_PARTS,
    maxFileBytes: maxBytes,
    maxFields: 10,
    maxParts: 20,
    notMultipart: fileRequired,
    tooLarge: () =>
      new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      ),
    receiveFile: ({ stream, filename }) =>
      new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => resolve({ filename: filename ?? 'upload', buffer: Buffer.concat(chunks) }));
      }),
  });
  if (!file || file.buffer.length === 0) throw fileRequired();
  return { ...file, fields };
}
