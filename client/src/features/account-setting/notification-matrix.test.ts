import { defaultNotificationPreferences, preferencesPutSchema, preferencesSchema } from '@ujian/shared/account-setting';
import { describe, expect, it } from 'vitest';
import {
  columnBody,
  columnState,
  fromNotificationRows,
  mergePreferences,
  toggleBody,
  toNotificationRows,
} from './notification-matrix';

const server = preferencesSchema.parse({
  notifications: { ...defaultNotificationPreferences, jadwal: { inApp: true, email: false } },
  locale: 'id',
  layout: null,
});

describe('notification preferences <-> toggles table', () => {
  it('has one row per topic in the contract order, with the stored switches', () => {
    const rows = toNotificationRows(server.notifications);
    expect(rows.map((r) => r.topic)).toEqual(['pengajuan', 'jadwal', 'hasil', 'yudisium', 'akun']);
    expect(rows[1]).toEqual({ topic: 'jadwal', inApp: true, email: false });
  });

  it('shows a topic the server did not send as on (its default), and round-trips to the API shape', () => {
    const rows = toNotificationRows({ hasil: { inApp: false, email: false } });
    expect(rows.find((r) => r.topic === 'akun')).toEqual({ topic: 'akun', inApp: true, email: true });
    const back = fromNotificationRows(rows);
    expect(preferencesSchema.shape.notifications.parse(back)).toEqual(back);
    expect(back.hasil).toEqual({ inApp: false, email: false });
  });

  it('sends only the flipped switch, as a body the shared PUT schema accepts', () => {
    const body = toggleBody('jadwal', 'email', true);
    expect(body).toEqual({ notifications: { jadwal: { email: true } } });
    expect(preferencesPutSchema.parse(body)).toEqual(body);
  });

  it('merges a body the way the server does (other switches, locale and layout kept)', () => {
    const merged = mergePreferences(server, toggleBody('pengajuan', 'inApp', false));
    expect(merged.notifications.pengajuan).toEqual({ inApp: false, email: true });
    expect(merged.notifications.jadwal).toEqual({ inApp: true, email: false });
    expect(merged.locale).toBe('id');
    expect(server.notifications.pengajuan.inApp).toBe(true); // not mutated
    expect(mergePreferences(server, { layout: 'horizontal' }).layout).toBe('horizontal');
    expect(mergePreferences(server, { locale: null }).locale).toBeNull();
  });

  it('turns a whole column on or off and reports a mixed column', () => {
    const rows = toNotificationRows(server.notifications);
    expect(columnState(rows, 'inApp')).toBe('on');
    expect(columnState(rows, 'email')).toBe('mixed');
    const off = mergePreferences(server, columnBody('email', false));
    expect(columnState(toNotificationRows(off.notifications), 'email')).toBe('off');
    expect(preferencesPutSchema.safeParse(columnBody('email', false)).success).toBe(true);
  });
});
