import { describe, expect, it } from 'vitest';
import {
  emailVerificationMail,
  messageLocaleOf,
  messageLocales,
  notificationMailFooter,
  passwordResetMail,
  pengajuanStatusMessage,
  statusLabel,
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
      expect(passwordResetMail(locale, 'http://x/reset/T').text).toContain('http://x/reset/T');
    }
  });

  it('writes Portuguese as Brazilian Portuguese (senha, e-mail, você; not palavra-passe, a sua)', () => {
    const texts = [
      passwordResetMail('pt', 'https://x/r'),
      emailVerificationMail('pt', 'https://x/v'),
      pengajuanStatusMessage('pt', { kind: 'sidang', judul: 'T', to: 'dikembalikan', note: 'n' }),
      { footer: notificationMailFooter('pt', 'https://x') },
    ].flatMap((m) => Object.values(m));
    const european = /palavra-passe|\ba sua\b|\bo seu\b|\bemail\b|ficheiro|utilizador|registo/i;
    expect(texts.filter((t) => european.test(t))).toEqual([]);
    expect(passwordResetMail('pt', 'https://x/r').subject).toBe('Redefina sua senha');
  });
});
