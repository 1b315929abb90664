import { AppError } from '@ujian/shared/errors';
import { type DosenSourceRow, dosenSourceRowSchema } from '@ujian/shared/sync-dosen';
import { parse as parseCsv } from 'csv-parse/sync';
import { loadExcelJS } from '../../lib/xlsx-cells';

export type SourceError = { row: number; message: string; field?: string };
export type SourceRows = { rows: Array<DosenSourceRow & { row: number }>; errors: SourceError[] };
type RawRecord = { row: number; values: Record<string, unknown> };

/**
 * Column names the university's exports use, mapped to ours (case, spaces, dashes and underscores
 * ignored): "NIDN", "Nama", "Gelar Depan", "gelar_belakang", "Email", "No HP", "Prodi", ...
 */
const headerAliases: Record<string, keyof DosenSourceRow> = {
  nidn: 'nidn',
  nama: 'nama',
  name: 'nama',
  namadosen: 'nama',
  nip: 'nip',
  gelardepan: 'gelarDepan',
  gelarbelakang: 'gelarBelakang',
  email: 'email',
  phone: 'phone',
  telepon: 'phone',
  telp: 'phone',
  hp: 'phone',
  nohp: 'phone',
  prodi: 'prodiKode',
  prodikode: 'prodiKode',
  kodeprodi: 'prodiKode',
};

function fieldOf(header: string): keyof DosenSourceRow | undefined {
  return headerAliases[header.toLowerCase().replace(/[\s_.-]+/g, '')];
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** Validates raw records against the shared row schema; bad rows become errors with their row number. */
export function toSourceRows(records: RawRecord[]): SourceRows {
  const rows: SourceRows['rows'] = [];
  const errors: SourceError[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    // only the columns the source has: a missing column keeps stored values, an empty cell clears
    const input: Record<string, string | null> = {};
    for (const [header, value] of Object.entries(record.values)) {
      const field = fieldOf(header);
      if (field) input[field] = text(value);
    }
    if (Object.values(input).every((v) => v === null)) continue; // blank line
    const parsed = dosenSourceRowSchema.safeParse({
      ...input,
      nidn: input.nidn ?? undefined,
      nama: input.nama ?? undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row: record.row, message: issue.message, field: String(issue.path[0] ?? '') || undefined });
      continue;
    }
    const first = seen.get(parsed.data.nidn);
    if (first !== undefined) {
      errors.push({
        row: record.row,
        field: 'nidn',
        message: `NIDN ${parsed.data.nidn} also appears in row ${first}.`,
      });
      continue;
    }
    seen.set(parsed.data.nidn, record.row);
    rows.push({ ...parsed.data, row: record.row });
  }
  return { rows, errors };
}

/** CSV with a header line; comma or semicolon separated (spreadsheets in Indonesia often use `;`). */
export function readCsv(buffer: Buffer): RawRecord[] {
  let records: Array<Record<string, string>>;
  try {
    records = parseCsv(buffer, {
      columns: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      delimiter: [',', ';'],
      relax_column_count: true,
    });
  } catch (err) {
    throw new AppError('BAD_REQUEST', `The CSV file could not be read: ${(err as Error).message}`);
  }
  return records.map((values, i) => ({ row: i + 2, values }));
}

/** The first worksheet of an XLSX file; row 1 holds the headers. */
export async function readXlsx(buffer: Buffer): Promise<RawRecord[]> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_REQUEST', 'The XLSX file could not be read.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    headers[col] = cell.text;
  });
  const records: RawRecord[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    headers.forEach((header, col) => {
      if (!header) return;
      const cell = row.getCell(col);
      // a NIDN typed into a number cell lost its leading zero; NIDN are 10 digits
      values[header] =
        typeof cell.value === 'number' && fieldOf(header) === 'nidn' ? String(cell.value).padStart(10, '0') : cell.text;
    });
    records.push({ row: rowNumber, values });
  });
  return records;
}

/** A JSON source: an array of lecturers, or `{data:[...]}`. */
export function readJsonRecords(body: unknown): RawRecord[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list))
    throw new AppError(
      'BAD_REQUEST',
      'The source did not answer with a list of lecturers (a JSON array or {"data":[...]}).',
    );
  return list.map((item, i) => ({
    row: i + 1,
    values: item && typeof item === 'object' ? (item as Record<string, unknown>) : {},
  }));
}

const FETCH_TIMEOUT_MS = 15_000;

/** GETs the JSON source with a timeout and a size cap. */
export async function fetchJsonSource(url: string, maxBytes: number): Promise<RawRecord[]> {
  let res: Response;
  try {
    // no redirects: the address was checked (source-address.ts), a redirect could lead anywhere
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('BAD_REQUEST', `The source ${url} could not be reached.`);
  }
  if (res.status >= 300 && res.status < 400)
    throw new AppError('BAD_REQUEST', `The source ${url} redirects elsewhere; give the final address.`);
  if (!res.ok) throw new AppError('BAD_REQUEST', `The source ${url} answered ${res.status}.`);
  const body = await readCapped(res, maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', `The source ${url} did not answer with JSON.`);
  }
  return readJsonRecords(json);
}

// read the answer as it streams and stop at the cap, rather than buffering whatever the source sends
async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The source answered with too much data.');
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** CSV or XLSX by content: XLSX is a ZIP (PK\x03\x04); a PDF, image or other binary is refused. */
export async function readUploadedFile(buffer: Buffer, filename: string): Promise<RawRecord[]> {
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readXlsx(buffer);
  const head = buffer.subarray(0, 1024);
  if (head.includes(0) || /\.(xls|pdf|png|jpe?g|docx?)$/i.test(filename))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a CSV or XLSX file.');
  return readCsv(buffer);
}
