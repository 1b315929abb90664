import { describe, expect, it } from 'vitest';
import { longDate, slotLabel, slotName, studentLabel, timeRange, webcalOf } from './format';

describe('jadwal formatting', () => {
  it('shows times in Asia/Jakarta whatever the offset sent', () => {
    expect(timeRange({ mulai: '2026-12-02T01:00:00Z', selesai: '2026-12-02T10:00:00+07:00' })).toBe('08:00–10:00 WIB');
    expect(timeRange({ mulai: null, selesai: null })).toBeNull();
  });
  it('names a date in the reader language without shifting the day', () => {
    expect(longDate('2026-12-02', 'id')).toBe('Rabu, 02 Desember 2026');
    expect(longDate('2026-12-02', 'en')).toBe('Wednesday, December 2, 2026');
  });
  it('does not repeat the times a slot name already carries', () => {
    expect(slotLabel({ nama: 'Sesi 1 (08:00-10:00)', mulai: '08:00', selesai: '10:00' })).toBe(
      'Sesi 1 (08:00–10:00 WIB)',
    );
    expect(slotName({ nama: 'Sesi 1 (08:00-10:00)', mulai: '08:00' })).toBe('Sesi 1');
    expect(slotName({ nama: '08.00-10.00', mulai: '08:00' })).toBe('08.00-10.00');
    // a name whose hours differ from the session's keeps them, so the mismatch shows
    expect(slotName({ nama: 'Sesi 1 (07:00-09:00)', mulai: '08:00' })).toBe('Sesi 1 (07:00-09:00)');
    expect(slotLabel({ nama: 'Pagi', mulai: '08:00', selesai: '10:00' })).toBe('Pagi (08:00–10:00 WIB)');
  });
  it('labels a student with their number and turns a feed URL into a subscription', () => {
    expect(studentLabel({ mahasiswa: { fullName: 'Ayu', nomorInduk: '21' } })).toBe('Ayu (21)');
    expect(studentLabel({ mahasiswa: { fullName: 'Ayu', nomorInduk: null } })).toBe('Ayu');
    expect(webcalOf('https://x.ac.id/api/v1/account/calendar/t.ics')).toBe(
      'webcal://x.ac.id/api/v1/account/calendar/t.ics',
    );
    expect(webcalOf('http://127.0.0.1:3000/c.ics')).toBe('webcal://127.0.0.1:3000/c.ics');
  });
});
