import { type AbilityRule, actions, createAbility, interpolateRules, subjects } from '@ujian/shared/ability';
import { defaultRoleRules, roleNames } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import { cellAt, diffMatrices, matrixToRules, presetOf, rulesToMatrix, setCell } from './matrix';

const order = { subjects, actions };
const user = { id: 7, prodiId: 'p-1', dosenId: 'd-1' };

/** What an ability built from the rules permits, for every subject x action (and a row of each kind). */
function permissions(rules: readonly AbilityRule[]) {
  const ability = createAbility(interpolateRules([...rules], user));
  const rows = [
    { userId: 7, prodiId: 'p-1', pengujiDosenIds: 'd-1' },
    { userId: 8, prodiId: 'p-2', pengujiDosenIds: 'd-2' },
  ];
  return subjects.flatMap((subject) =>
    actions.flatMap((action) => [
      `${action}:${subject}:${ability.can(action, subject)}`,
      ...rows.map((row, i) => {
        const instance = { ...row, __caslSubjectType__: subject } as unknown as Record<string, unknown>;
        return `${action}:${subject}:${i}:${ability.can(action, instance as never)}`;
      }),
    ]),
  );
}

describe('rules <-> matrix', () => {
  it.each(roleNames)('round-trips the seeded %s rules without changing what they permit', (role) => {
    const rules = defaultRoleRules[role];
    const back = matrixToRules(rulesToMatrix(rules), order);
    expect(permissions(back)).toEqual(permissions(rules));
    // and a second trip is stable
    expect(matrixToRules(rulesToMatrix(back), order)).toEqual(back);
  });

  it('reads the presets of the koordinator: own prodi on submissions, plain read on ruangan', () => {
    const matrix = rulesToMatrix(defaultRoleRules.koordinator);
    expect(cellAt(matrix, 'pengajuan-sidang', 'read')).toEqual({ preset: 'own-prodi' });
    expect(cellAt(matrix, 'ruangan', 'read')).toEqual({ preset: 'all' });
    expect(cellAt(matrix, 'ruangan', 'update')).toBeUndefined();
    expect(cellAt(rulesToMatrix(defaultRoleRules.dosen), 'hasil-sidang', 'edit')).toEqual({ preset: 'as-penguji' });
    expect(cellAt(rulesToMatrix(defaultRoleRules.client), 'yudisium', 'read')).toEqual({ preset: 'own' });
  });

  it('removing read on ruangan drops exactly that rule', () => {
    const before = rulesToMatrix(defaultRoleRules.koordinator);
    const after = setCell(before, 'ruangan', 'read', null);
    const rules = matrixToRules(after, order);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.some((r) => r.subject === 'ruangan')).toBe(false);
    expect(rules).toHaveLength(defaultRoleRules.koordinator.length - 1);
    expect(diffMatrices(before, after)).toEqual({ added: [], removed: ['read:ruangan'], changed: [] });
  });

  it('writes a preset as its placeholder condition and "all" without conditions', () => {
    let matrix = rulesToMatrix([]);
    matrix = setCell(matrix, 'jadwal-sidang', 'read', { preset: 'as-penguji' });
    matrix = setCell(matrix, 'dosen', 'read', { preset: 'all' });
    matrix = setCell(matrix, 'pengajuan-sidang', 'edit', { preset: 'own' });
    expect(matrixToRules(matrix, order)).toEqual([
      { action: 'edit', subject: 'pengajuan-sidang', conditions: { userId: '${user.id}' } },
      { action: 'read', subject: 'jadwal-sidang', conditions: { pengujiDosenIds: '${user.dosenId}' } },
      { action: 'read', subject: 'dosen' },
    ]);
  });

  it('expands array actions/subjects, keeps inverted and field rules last, and unknown conditions as custom', () => {
    const rules = [
      { action: 'manage', subject: 'all' },
      { action: ['read', 'update'], subject: ['prodi', 'jenjang'] },
      { action: 'delete', subject: 'prodi', inverted: true },
      { action: 'read', subject: 'rekapitulasi-payroll', conditions: { dosenId: '${user.dosenId}' } },
      { action: 'update', subject: 'pengguna', fields: ['active'] },
    ] as Parameters<typeof rulesToMatrix>[0];
    const matrix = rulesToMatrix(rules);
    expect(cellAt(matrix, 'jenjang', 'update')).toEqual({ preset: 'all' });
    expect(cellAt(matrix, 'rekapitulasi-payroll', 'read')).toEqual({ preset: 'own-dosen' });
    expect(
      cellAt(rulesToMatrix([{ action: 'read', subject: 'dosen', conditions: { prodiId: 'x' } }]), 'dosen', 'read'),
    ).toEqual({
      preset: 'custom',
      conditions: [{ prodiId: 'x' }],
    });
    const back = matrixToRules(matrix, order);
    expect(back.slice(-2)).toEqual([rules[2], rules[4]]);
    expect(back).toContainEqual({
      action: 'read',
      subject: 'rekapitulasi-payroll',
      conditions: { dosenId: '${user.dosenId}' },
    });
    expect(permissions(back)).toEqual(permissions(rules));
  });

  it('merges two narrowings of one cell into custom and lets "all" absorb them', () => {
    const two = rulesToMatrix([
      { action: 'read', subject: 'jadwal-sidang', conditions: { prodiId: '${user.prodiId}' } },
      { action: 'read', subject: 'jadwal-sidang', conditions: { userId: '${user.id}' } },
    ]);
    expect(cellAt(two, 'jadwal-sidang', 'read')?.preset).toBe('custom');
    expect(matrixToRules(two)).toHaveLength(2);
    const absorbed = rulesToMatrix([
      { action: 'read', subject: 'jadwal-sidang', conditions: { prodiId: '${user.prodiId}' } },
      { action: 'read', subject: 'jadwal-sidang' },
    ]);
    expect(cellAt(absorbed, 'jadwal-sidang', 'read')).toEqual({ preset: 'all' });
  });

  it('names presets regardless of key order and treats {} as all', () => {
    expect(presetOf({})).toBe('all');
    expect(presetOf(undefined)).toBe('all');
    expect(presetOf({ prodiId: '${user.prodiId}' })).toBe('own-prodi');
    expect(presetOf({ prodiId: 'fixed' })).toBeUndefined();
  });
});
