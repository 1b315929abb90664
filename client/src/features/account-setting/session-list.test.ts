import type { AccountSession } from '@ujian/shared/account-setting';
import { describe, expect, it } from 'vitest';
import { describeUserAgent, displayIp, otherSessions, sortSessions } from './session-list';

const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const edgeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const firefoxAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

describe('device of a session', () => {
  it.each([
    [chromeLinux, { browser: 'Chrome', os: 'Linux', kind: 'desktop' }],
    [safariIphone, { browser: 'Safari', os: 'iOS', kind: 'mobile' }],
    [edgeWindows, { browser: 'Edge', os: 'Windows', kind: 'desktop' }],
    [firefoxAndroid, { browser: 'Firefox', os: 'Android', kind: 'mobile' }],
    ['curl/8.5.0', { browser: null, os: null, kind: 'unknown' }],
    [null, { browser: null, os: null, kind: 'unknown' }],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});

describe('session order', () => {
  const session = (id: string, lastUsedAt: string, current = false): AccountSession => ({
    id,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastUsedAt,
    expiresAt: '2026-12-01T00:00:00.000Z',
    userAgent: null,
    ip: null,
    current,
  });

  it('lists this device first, then the most recently used, and "others" leaves this device out', () => {
    const list = [
      session('a', '2026-11-20T08:00:00.000Z'),
      session('b', '2026-11-21T08:00:00.000Z'),
      session('me', '2026-11-19T08:00:00.000Z', true),
    ];
    expect(sortSessions(list).map((s) => s.id)).toEqual(['me', 'b', 'a']);
    expect(otherSessions(list).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('IP address', () => {
  it('shows an IPv4-mapped address as IPv4 and leaves others alone', () => {
    expect(displayIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
    expect(displayIp(null)).toBeNull();
  });
});
