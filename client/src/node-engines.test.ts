import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node 20.19+ and 24: every installed package must accept the first release of
 * both lines, or `npm install` warns EBADENGINE (the Mantine stack is pinned for this, see the
 * client README).
 */
const supported = ['20.19.0', '24.0.0'];

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lock;

type Triple = [number, number, number];
const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The npm range forms the lock file uses: `||`, comparator sets, `^`, `~`, x-ranges and bare versions. */
function satisfies(version: string, range: string): boolean {
  const v = version.split('.').map(Number) as Triple;
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, op = '', rest = ''] = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator) ?? [];
        if (rest === '' || rest === '*' || rest === 'x') return true;
        const parts = rest.split('.');
        const given = parts.filter((p) => /^\d+$/.test(p)).length;
        const low = [0, 1, 2].map((i) => Number(/^\d+$/.test(parts[i] ?? '') ? parts[i] : 0)) as Triple;
        const bump = (at: number): Triple => low.map((n, i) => (i < at ? n : i === at ? n + 1 : 0)) as Triple;
        switch (op) {
          case '>=':
            return compare(v, low) >= 0;
          case '>':
            return compare(v, low) > 0;
          case '<':
            return compare(v, low) < 0;
          case '<=':
            return compare(v, low) <= 0;
          case '^':
            return compare(v, low) >= 0 && compare(v, bump(low[0] > 0 || given === 1 ? 0 : 1)) < 0;
          case '~':
            return compare(v, low) >= 0 && compare(v, bump(given === 1 ? 0 : 1)) < 0;
          default:
            return given === 3 ? compare(v, low) === 0 : compare(v, low) >= 0 && compare(v, bump(given - 1)) < 0;
        }
      }),
  );
}

describe('Node versions the installed packages accept', () => {
  it('reads the range forms of the lock file', () => {
    expect(satisfies('20.19.0', '>= 22')).toBe(false);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('24.0.0', '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(true);
    expect(satisfies('24.0.0', '^20.0.0 || ^22.0.0')).toBe(false);
    expect(satisfies('20.19.0', '6.* || 8.* || >= 10.*')).toBe(true);
    expect(satisfies('24.0.0', '20 || 22 || >=24')).toBe(true);
    expect(satisfies('20.19.0', '>= 10.x')).toBe(true);
    expect(satisfies('20.19.0', '<20')).toBe(false);
  });

  it.each(supported)('every package of package-lock.json accepts Node %s', (node) => {
    const refusing = Object.entries(lock.packages)
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !satisfies(node, range) ? [`${path}@${entry.version}: node ${range}`] : [];
      })
      .sort();
    expect(refusing).toEqual([]);
  });
});
