import { describe, expect, it } from 'vitest';
import {
  emailVerificationTexts,
  exportHeaders,
  messageLocaleOf,
  messageLocales,
  notificationMailAction,
  passwordResetTexts,
  pengajuanStatusMessage,
  type StatusLabels,
  statusLabel,
  submissionMessage,
} from './messages';

describe('server message catalogue', () => {
  it('picks the recipient language from the profile locale, Indonesian by default', () => {
    expect(messageLocaleOf(null)).toBe('id');
    expect(messageLocaleOf('en')).toBe('en');
    expect(messageLocaleOf('pt-BR')).toBe('pt');
    expect(messageLocaleOf('xx')).toBe('id');
  });

  it('shows status codes as human labels', () => {
    expect(statusLabel('id', 'diajukan')).toBe('Diajukan');
    expect(statusLabel('id', 'dikembalikan')).toBe('Dikembalikan untuk perbaikan');
    expect(statusLabel('en', 'dikembalikan')).toBe('Returned for corrections');
  });

  it('writes a pengajuan status change in Indonesian and English', () => {
    const input = { kind: 'sidang' as const, judul: 'Sistem Ujian', to: 'selesai', hasil: 'lulus_revisi', note: null };
    expect(pengajuanStatusMessage('id', input)).toEqual({
      title: 'Pengajuan sidang: Selesai (Lulus dengan revisi)',
      body: '“Sistem Ujian” kini berstatus Selesai (Lulus dengan revisi).',
    });
    expect(pengajuanStatusMessage('en', { ...input, to: 'diajukan', hasil: null, note: 'OK' })).toEqual({
      title: 'Thesis defence application: Submitted',
      body: '“Sistem Ujian” is now: Submitted.\nNote: OK',
    });
  });

  it('has every text in every language, with the link in the mails', () => {
    for (const locale of messageLocales) {
      expect(pengajuanStatusMessage(locale, { kind: 'yudisium', judul: 'J', to: 'disetujui' }).title).not.toMatch(
        /disetujui/,
      );
      const reset = passwordResetTexts(locale);
      expect(reset.intro.length * reset.action.length * (reset.outro?.length ?? 0)).toBeGreaterThan(0);
      expect(emailVerificationTexts(locale).action).not.toBe('');
    }
  });

  it('writes Portuguese as Brazilian Portuguese (senha, e-mail, você; not palavra-passe, a sua)', () => {
    const texts = [
      passwordResetTexts('pt'),
      emailVerificationTexts('pt'),
      pengajuanStatusMessage('pt', { kind: 'sidang', judul: 'T', to: 'dikembalikan', note: 'n' }),
      { footer: notificationMailAction('pt') },
    ].flatMap((m) => Object.values(m) as string[]);
    const european = /palavra-passe|\ba sua\b|\bo seu\b|\bemail\b|ficheiro|utilizador|registo/i;
    expect(texts.filter((t) => european.test(t))).toEqual([]);
    expect(passwordResetTexts('pt').subject).toBe('Redefina sua senha');
  });

  it('names states by the status masters’ labels when given, the catalogue filling only gaps', () => {
    const labels: StatusLabels = {
      status: new Map([['dikembalikan', { id: 'Perlu revisi', de: 'Zur Korrektur zurück' }]]),
      hasil: new Map([['lulus', { de: 'Bestanden (Master)' }]]),
    };
    expect(statusLabel('de', 'dikembalikan', labels)).toBe('Zur Korrektur zurück');
    expect(statusLabel('en', 'dikembalikan', labels)).toBe('Returned for corrections');
    const passed = pengajuanStatusMessage('de', { kind: 'sidang', judul: 'J', to: 'selesai', hasil: 'lulus' }, labels);
    expect(passed.title).toBe('Antrag auf Verteidigung: Abgeschlossen (Bestanden (Master))');
  });

  it('writes the submission notices and the export headers in every language', () => {
    const seen = new Set<string>();
    for (const locale of messageLocales) {
      for (const to of ['koordinator', 'pembimbing'] as const) {
        const text = submissionMessage(locale, to, { kind: 'sidang', student: 'Andi', judul: 'Sistem Ujian' });
        expect(text.title).toContain('Andi');
        expect(text.body).toContain('Sistem Ujian');
        seen.add(text.title);
      }
      expect(exportHeaders(locale)).toHaveLength(10);
    }
    expect(seen.size).toBe(messageLocales.length * 2);
  });
});
