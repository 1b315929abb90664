import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jadwalRefusalMessages } from '@ujian/machines/jadwalSidang';
import { refusalMessages } from '@ujian/machines/pengajuanGuards';
import { AppError, errorCodes } from '@ujian/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profile';
import { messageLocales } from '../../features/notifikasi/messages';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { codeTexts } from './codes';
import { localizeError } from './localize-error';
import { cataloguedMessageLists, messageCatalogue } from './messages';
import { reasonTexts } from './reasons';

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

/**
 * Every reason code the server can refuse with: the literals written beside `reason` or handed to a
 * `conflict(...)` helper in the server's code, and the refusals the workflow machines name.
 */
function thrownReasons(): Map<string, string> {
  const found = new Map<string, string>();
  const codes = new Set<string>(errorCodes);
  for (const file of sourceFiles(serverSrc)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const literals = [
        ...(/\breason\b/.test(line) ? line.matchAll(/'([A-Z][A-Z0-9_]{2,})'/g) : []),
        ...line.matchAll(/\bconflict\(\s*'([A-Z][A-Z0-9_]{2,})'/g),
      ];
      for (const [, reason] of literals)
        if (!codes.has(reason!) && !found.has(reason!))
          found.set(reason!, `${path.relative(serverSrc, file)}:${i + 1}`);
    });
  }
  for (const reason of [...Object.keys(refusalMessages), ...Object.keys(jadwalRefusalMessages)])
    if (!found.has(reason)) found.set(reason, 'a workflow machine’s refusals');
  return found;
}

describe('error texts', () => {
  it('has a text for every error code in every language', () => {
    for (const code of errorCodes)
      for (const locale of messageLocales) expect(codeTexts[code][locale], `${code} in ${locale}`).toMatch(/\S/);
  });

  it('has a text for every reason the server throws, in every language', () => {
    const reasons = thrownReasons();
    expect(reasons.size).toBeGreaterThan(15);
    const missing = [...reasons]
      .filter(([reason]) => messageLocales.some((locale) => !reasonTexts[reason]?.[locale]))
      .map(([reason, where]) => `${reason} (thrown at ${where})`);
    expect(
      missing,
      `Add these to reasonTexts in realtime-server/src/http/error-texts/reasons.ts, each with id, en, de, fr and pt: ${missing.join('; ')}`,
    ).toEqual([]);
  });

  it('has every message of the shared message lists in every language', () => {
    const known = new Map(messageCatalogue.map(([en, others]) => [en, others]));
    const missing = Object.entries(cataloguedMessageLists).flatMap(([list, messages]) =>
      Object.entries(messages)
        .filter(
          ([, text]) => !known.has(text) || messageLocales.some((l) => l !== 'en' && !known.get(text)?.[l as 'id']),
        )
        .map(([key]) => `${list}.${key}`),
    );
    expect(
      missing,
      `Add these to messageCatalogue in realtime-server/src/http/error-texts/messages.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

describe('error.message in the caller’s language', () => {
  let server: TestServer;
  // a busy machine may need to build the seeded snapshot first
  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(() => server?.close());

  const register = (headers: Record<string, string>, body: unknown = {}) =>
    api<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
      server.baseUrl,
      'POST',
      '/jwt/register',
      {
        body,
        headers,
      },
    );

  it('follows Accept-Language, else Indonesian; codes stay; field messages are translated too', async () => {
    const id = await register({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(id.status).toBe(400);
    expect(id.body.error.code).toBe('VALIDATION_FAILED');
    expect(id.body.error.fields).toMatchObject({
      email: 'Masukkan email Anda.',
      username: 'Masukkan nama pengguna Anda.',
    });
    expect(Object.values(id.body.error.fields ?? {})).toContain(id.body.error.message);
    const en = await register({ 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body.error.fields).toMatchObject({ email: 'Please enter your email.' });
    // a browser asking for none of the portal's languages, or for any: Indonesian
    for (const header of ['ja-JP', '*'])
      expect((await register({ 'accept-language': header })).body.error.fields?.email, header).toBe(
        'Masukkan email Anda.',
      );
    // a default text of the schema library in the caller's language, not English
    const zodDefault = await register(
      { 'accept-language': 'de' },
      { username: 'orang', email: 'orang@demo.ac.id', password: 'rahasia123', fullName: 5 },
    );
    expect(zodDefault.body.error.fields?.fullName).toMatch(/^Ungültige Eingabe/);
  });

  it('keeps the sign-in refusal fixed in every language', async () => {
    const res = await api<{ error: { code: string; message: string } }>(server.baseUrl, 'POST', '/jwt/login', {
      body: { email: 'admin', password: 'salah' },
      headers: { 'accept-language': 'id' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email or Password is Invalid' });
  });

  it('follows the account’s language over the browser’s, with the reason’s text and the reason kept', async () => {
    const admin = await loginAsDemo(server.baseUrl, 'admin');
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await server.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.userId, row!.id));
    const list = await api<{ data: Array<{ uuid: string; version: number }> }>(
      server.baseUrl,
      'GET',
      '/master/ruangan',
      {
        token: admin.accessToken,
      },
    );
    const room = list.body.data[0]!;
    const stale = await api<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
      server.baseUrl,
      'PATCH',
      `/master/ruangan/${room.uuid}`,
      {
        token: admin.accessToken,
        body: { version: room.version + 5, nama: 'Ruang X' },
        headers: { 'accept-language': 'en' },
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields?.reason).toBe('STALE_VERSION');
    expect(stale.body.error.message).toBe(reasonTexts.STALE_VERSION!.de);
    const missing = await api<{ error: { code: string; message: string } }>(
      server.baseUrl,
      'GET',
      '/pengajuan-sidang/00000000-0000-4000-8000-000000000000',
      { token: admin.accessToken, headers: { 'accept-language': 'id' } },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: codeTexts.NOT_FOUND.de });
    await server.db.update(profiles).set({ locale: null }).where(eq(profiles.userId, row!.id));
  });
});

describe('localizeError', () => {
  it('fills the values a text names and keeps the server’s English as written', () => {
    const limited = new AppError('RATE_LIMITED', 'Too many attempts. Please try again in 42 seconds.', {
      params: { seconds: 42 },
    });
    expect(localizeError(limited, 'id').message).toBe('Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.');
    expect(localizeError(limited, 'en').message).toBe('Too many attempts. Please try again in 42 seconds.');
    const gone = new AppError('NOT_FOUND', 'Letter not found.');
    expect(localizeError(gone, 'fr').message).toBe(codeTexts.NOT_FOUND.fr);
    expect(localizeError(gone, 'en').message).toBe('Letter not found.');
  });
});
