import type { AccountSession } from '@ujian/shared/account-setting';

export type DeviceKind = 'mobile' | 'desktop' | 'unknown';
export type DeviceInfo = { browser: string | null; os: string | null; kind: DeviceKind };

const browsers: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A readable device from a user agent string; unknown parts stay null rather than guessed. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, kind: 'unknown' };
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const os = systems.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const kind: DeviceKind = /Mobi|Android|iPhone|iPad|iPod/.test(userAgent)
    ? 'mobile'
    : browser || os
      ? 'desktop'
      : 'unknown';
  return { browser, os, kind };
}

/** This device first, then the most recently used. */
export function sortSessions(sessions: readonly AccountSession[]): AccountSession[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return b.lastUsedAt.localeCompare(a.lastUsedAt);
  });
}

/** The sessions "sign out all others" ends. */
export function otherSessions(sessions: readonly AccountSession[]): AccountSession[] {
  return sessions.filter((s) => !s.current);
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:10.0.0.5`) is shown as the IPv4 address people know. */
export function displayIp(ip: string | null): string | null {
  return ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') ?? null;
}
