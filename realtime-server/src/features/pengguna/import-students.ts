import {
  accountMessages,
  authMessages,
  type PenggunaImportPreview,
  type PenggunaImportResult,
  type PenggunaImportRow,
  studentImportRowSchema,
} from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-error';
import { roles, users } from '../../db/schema/auth';
import { prodi } from '../../db/schema/master';
import { withEvents } from '../../events/with-events';
import { readUploadedFile } from '../sync-dosen/read-source';
import { type AccountsDeps, insertAccount, type NewAccount } from './create-pengguna';

type RawRecord = { row: number; values: Record<string, unknown> };

/**
 * CSV or XLSX by content, read as sync-dosen reads lecturer lists; a CSV keeps each record's own line
 * number (blank lines included), so the preview points at the line the admin sees in an editor.
 */
export async function readStudentFile(buffer: Buffer, filename: string): Promise<RawRecord[]> {
  const records = await readUploadedFile(buffer, filename);
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return records;
  let parsed: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    parsed = parseCsv(buffer, {
      columns: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      info: true,
    });
  } catch (err) {
    throw new AppError('BAD_REQUEST', `The CSV file could not be read: ${(err as Error).message}`);
  }
  return parsed.map(({ record, info }) => ({ row: info.lines, values: record }));
}
type Field = 'username' | 'email' | 'fullName' | 'nomorInduk' | 'prodiKode';

/** Column names of a student list, case, spaces, dashes and underscores ignored. */
const headerAliases: Record<string, Field> = {
  username: 'username',
  user: 'username',
  namapengguna: 'username',
  email: 'email',
  surel: 'email',
  fullname: 'fullName',
  nama: 'fullName',
  name: 'fullName',
  namalengkap: 'fullName',
  namamahasiswa: 'fullName',
  nim: 'nomorInduk',
  npm: 'nomorInduk',
  nomorinduk: 'nomorInduk',
  prodi: 'prodiKode',
  prodikode: 'prodiKode',
  kodeprodi: 'prodiKode',
};

const STUDENT_ROLE = 'client';

function fieldOf(header: string): Field | undefined {
  return headerAliases[header.toLowerCase().replace(/[\s_.-]+/g, '')];
}

type Checked = PenggunaImportRow & { account?: Omit<NewAccount, 'roleId'> };

/**
 * Checks every line of a student list (CSV or XLSX, read as sync-dosen reads lecturers): the shared
 * row schema, names unique in the file and not yet taken, prodi by its code. Writes nothing.
 */
async function checkRecords(deps: AccountsDeps, records: RawRecord[]): Promise<Checked[]> {
  const prodiRows = await deps.db
    .select({ uuid: prodi.uuid, kode: prodi.kode })
    .from(prodi)
    .where(eq(prodi.active, true));
  const prodiByKode = new Map(prodiRows.filter((p) => p.kode).map((p) => [p.kode!.toLowerCase(), p.uuid]));

  const lines: Array<{ line: number; input: Record<string, string> }> = [];
  for (const record of records) {
    const input: Record<string, string> = {};
    for (const [header, value] of Object.entries(record.values)) {
      const field = fieldOf(header);
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (field && text !== '') input[field] = text;
    }
    if (Object.keys(input).length === 0) continue; // blank line
    lines.push({ line: record.row, input });
  }

  const names = lines.map((l) => (l.input.username ?? '').toLowerCase()).filter(Boolean);
  const emails = lines.map((l) => (l.input.email ?? '').toLowerCase()).filter(Boolean);
  const taken =
    names.length + emails.length === 0
      ? []
      : await deps.db
          .select({ username: users.username, email: users.email })
          .from(users)
          .where(
            or(
              names.length ? sql`lower(${users.username}) in ${names}` : undefined,
              emails.length ? sql`lower(${users.email}) in ${emails}` : undefined,
            ),
          );
  const takenNames = new Set(taken.map((u) => u.username.toLowerCase()));
  const takenEmails = new Set(taken.map((u) => u.email.toLowerCase()));

  const seenNames = new Set<string>();
  const seenEmails = new Set<string>();
  return lines.map(({ line, input }) => {
    const errors: string[] = [];
    const parsed = studentImportRowSchema.safeParse(input);
    if (!parsed.success) for (const issue of parsed.error.issues) errors.push(issue.message);
    const username = (input.username ?? '').toLowerCase();
    const email = (input.email ?? '').toLowerCase();
    if (username && takenNames.has(username)) errors.push(authMessages.usernameTaken);
    else if (username && seenNames.has(username)) errors.push(accountMessages.usernameTakenInFile);
    if (email && takenEmails.has(email)) errors.push(authMessages.emailTaken);
    else if (email && seenEmails.has(email)) errors.push(accountMessages.emailTakenInFile);
    if (username) seenNames.add(username);
    if (email) seenEmails.add(email);
    let prodiUuid: string | null = null;
    if (input.prodiKode) {
      prodiUuid = prodiByKode.get(input.prodiKode.toLowerCase()) ?? null;
      if (!prodiUuid) errors.push(accountMessages.unknownProdi);
    }
    const row: Checked = {
      line,
      username: input.username ?? '',
      email: input.email ?? '',
      errors: [...new Set(errors)],
    };
    if (row.errors.length === 0 && parsed.success)
      row.account = {
        username: parsed.data.username,
        email: parsed.data.email.toLowerCase(),
        fullName: parsed.data.fullName,
        nomorInduk: parsed.data.nomorInduk || null,
        prodiUuid,
      };
    return row;
  });
}

const publicRow = ({ line, username, email, errors }: Checked): PenggunaImportRow => ({
  line,
  username,
  email,
  errors,
});

/** The preview of `dryRun=1`: every line with what is wrong with it. */
export async function previewStudentImport(deps: AccountsDeps, records: RawRecord[]): Promise<PenggunaImportPreview> {
  return { rows: (await checkRecords(deps, records)).map(publicRow) };
}

/**
 * Creates every valid line as an approved student account in one transaction (each gets a
 * set-password mail); lines with errors are skipped and reported.
 */
export async function importStudents(
  deps: AccountsDeps,
  actorId: number,
  records: RawRecord[],
): Promise<PenggunaImportResult> {
  const checked = await checkRecords(deps, records);
  const valid = checked.filter((r) => r.account);
  if (valid.length > 0) {
    const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
    if (!role) throw new AppError('INTERNAL', 'Import is not available.', { logMessage: 'role client missing' });
    const now = deps.clock.now();
    try {
      await withEvents(deps, async (tx) => {
        for (const row of valid) await insertAccount(tx, deps, { ...row.account!, roleId: role.id }, actorId, now);
      });
    } catch (err) {
      // another admin took a name between the check and the insert: nothing of this file was written
      if (isUniqueViolation(err))
        throw new AppError(
          'CONFLICT',
          'Some usernames or emails were taken meanwhile; nothing was imported. Please preview again.',
        );
      throw err;
    }
  }
  return { created: valid.length, skipped: checked.length - valid.length, rows: checked.map(publicRow) };
}
