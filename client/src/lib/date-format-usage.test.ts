import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('..', import.meta.url).pathname;

/** Turning a date into text anywhere but lib/format-date.ts is how "7:00 PM" and "19:00 WIB" met on one day. */
const DIRECT = [
  /\.toLocale(?:Date|Time)?String\(/,
  /Intl\.DateTimeFormat\b/,
  /from ['"]dayjs['"]/,
  /from ['"]date-fns/,
];

/**
 * Files another piece of work owns right now; each is listed with the formatter call that replaces its
 * use, and the test fails once the file no longer needs the exception (so the list only shrinks).
 */
const PENDING: Record<string, string> = {};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one date and time formatter', () => {
  it('no screen formats dates or times itself', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((path) => relative(src, path))
      .filter((path) => path !== 'lib/format-date.ts')
      .filter((path) => DIRECT.some((pattern) => pattern.test(readFileSync(join(src, path), 'utf8'))));
    expect(offenders.filter((path) => !(path in PENDING))).toEqual([]);
    expect(Object.keys(PENDING).filter((path) => !offenders.includes(path))).toEqual([]);
  });
});
