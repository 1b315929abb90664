import type { Pengajuan } from '@ujian/shared/pengajuan';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/mail';
import { dosen } from '../../db/schema/master';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profile';
import { sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';
import { updatePreferences } from '../account-settings/preferences';

const suite = usePengajuanServer();
const { call, createSidang, uploadAll } = suite;

async function userNamed(username: string) {
  const db = suite.state.server.database.db;
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user!;
}
async function setLocale(userId: number, locale: string) {
  await suite.state.server.database.db.update(profiles).set({ locale }).where(eq(profiles.userId, userId));
}
async function inboxOf(userId: number) {
  return suite.state.server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}
async function mailsTo(email: string) {
  return suite.state.server.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

describe('a submission tells the koordinator and the named pembimbing, each in their language', () => {
  it('SUBMIT: koordinator (de) and pembimbing dosen1 (fr) get in-app and email; preferences are honoured', async () => {
    const db = suite.state.server.database.db;
    const koordinator = await userNamed('koordinator');
    const dosen1 = await userNamed('dosen1');
    const [dosen1Row] = await db.select().from(dosen).where(eq(dosen.userId, dosen1.id));
    expect(dosen1Row).toBeDefined();
    await setLocale(koordinator.id, 'de');
    await setLocale(dosen1.id, 'fr');
    // dosen1 wants no email about pengajuan: in-app only
    await updatePreferences(db, dosen1.id, { notifications: { pengajuan: { inApp: true, email: false } } }, new Date());

    const kBefore = { inbox: (await inboxOf(koordinator.id)).length, mail: (await mailsTo(koordinator.email)).length };
    const dBefore = { inbox: (await inboxOf(dosen1.id)).length, mail: (await mailsTo(dosen1.email)).length };

    const created = await createSidang('mahasiswa', 'Deteksi Plagiarisme Skripsi');
    const patched = await call('mahasiswa', 'PATCH', `/pengajuan-sidang/${created.uuid}`, {
      pembimbingIds: [dosen1Row!.uuid],
      version: created.version,
    });
    expect(patched.status).toBe(200);
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    const submitted = await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(submitted.status).toBe(200);

    const kInbox = await inboxOf(koordinator.id);
    expect(kInbox).toHaveLength(kBefore.inbox + 1);
    const kNote = kInbox.find((n) => n.link === `/pengajuan-sidang/readonly/${created.uuid}`)!;
    expect(kNote.title).toContain('Neuer Antrag');
    expect(kNote.body).toContain('Deteksi Plagiarisme Skripsi');
    const kMails = await mailsTo(koordinator.email);
    expect(kMails).toHaveLength(kBefore.mail + 1);
    expect(kMails.at(-1)!.subject).toBe(kNote.title);

    const dInbox = await inboxOf(dosen1.id);
    expect(dInbox).toHaveLength(dBefore.inbox + 1);
    expect(dInbox.at(-1)!.title).toContain('Vous encadrez');
    expect(await mailsTo(dosen1.email)).toHaveLength(dBefore.mail);
  });

  it('a student reading German gets the status master label in the notification and the email, never the code', async () => {
    const db = suite.state.server.database.db;
    const student = await userNamed('mahasiswa');
    await setLocale(student.id, 'de');
    // an admin renames the German label of `dikembalikan`: the next message uses it
    const [status] = (
      await call<{ data: Array<{ uuid: string; kode: string; label: Record<string, string>; version: number }> }>(
        'admin',
        'GET',
        '/master/status-pengajuan-sidang?perPage=100',
      )
    ).body.data.filter((s) => s.kode === 'dikembalikan');
    const renamed = await call('admin', 'PATCH', `/master/status-pengajuan-sidang/${status!.uuid}`, {
      label: { ...status!.label, de: 'Zur Korrektur zurück' },
      version: status!.version,
    });
    expect(renamed.status).toBe(200);

    const created = await createSidang('mahasiswa', 'Sistem Antrian Klinik');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    expect(
      (await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'SUBMIT' })).status,
    ).toBe(200);
    const returned = await call<Pengajuan>('admin', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'RETURN',
      note: 'Bitte Literatur ergänzen',
    });
    expect(returned.status).toBe(200);

    const [note] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, student.id), eq(notifications.link, `/pengajuan-sidang/readonly/${created.uuid}`)),
      );
    expect(note!.title).toBe('Antrag auf Verteidigung: Zur Korrektur zurück');
    expect(note!.body).toContain('Bitte Literatur ergänzen');
    expect(note!.title + note!.body).not.toContain('dikembalikan');
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail.subject).toBe('Antrag auf Verteidigung: Zur Korrektur zurück');
    expect(mail.text).toContain('In Aplikasi Ujian öffnen');
  });

  it('exports the list with headers and states in the reader’s language', async () => {
    const admin = await userNamed('admin');
    await createSidang('mahasiswa2', 'Ekspor dalam bahasa pembaca');
    for (const [locale, header, draft] of [
      ['de', 'Titel', 'Entwurf'],
      ['pt', 'Título', 'Rascunho'],
      ['id', 'Judul', 'Draf'],
    ] as const) {
      await setLocale(admin.id, locale);
      const res = await fetch(`${suite.state.server.baseUrl}/api/v1/pengajuan-sidang/export.xlsx?status=draft`, {
        headers: { authorization: `Bearer ${suite.state.who.admin.token}` },
      });
      expect(res.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(5).value, locale).toBe(header);
      const statuses = sheet.getColumn(7).values.slice(2).map(String);
      expect(statuses.length, locale).toBeGreaterThan(0);
      expect(new Set(statuses), locale).toEqual(new Set([draft]));
    }
  });
});
