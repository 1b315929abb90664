import { createAbility, interpolateRules } from '@ujian/shared/ability';
import { defaultRoleRules } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import { abilityRows } from './ability-rows';
import { openAreas } from './areas';

const student = createAbility(interpolateRules(defaultRoleRules.client, { id: 7 }));
const admin = createAbility(defaultRoleRules.admin);
const dosen = createAbility(interpolateRules(defaultRoleRules.dosen, { id: 3, dosenId: 'd-1' }));

describe('abilityRows', () => {
  it('lists one readable row per action and subject with filled-in conditions', () => {
    const rows = abilityRows(interpolateRules(defaultRoleRules.client, { id: 7 }));
    expect(rows).toContainEqual({
      action: 'edit',
      subject: 'pengajuan-sidang',
      conditions: ['userId = 7'],
      fields: [],
      inverted: false,
    });
    expect(rows).toContainEqual({ action: 'read', subject: 'ACL', conditions: [], fields: [], inverted: false });
    expect(rows).toHaveLength(defaultRoleRules.client.length);
  });

  it('expands array actions and subjects and keeps inverted rules visible', () => {
    const rows = abilityRows([
      { action: ['read', 'update'], subject: ['dosen', 'prodi'], conditions: { active: true } },
      { action: 'delete', subject: 'prodi', inverted: true },
    ]);
    expect(rows.map((r) => `${r.action}:${r.subject}`)).toEqual([
      'read:dosen',
      'read:prodi',
      'update:dosen',
      'update:prodi',
      'delete:prodi',
    ]);
    expect(rows[0]?.conditions).toEqual(['active = true']);
    expect(rows[4]?.inverted).toBe(true);
  });
});

describe('openAreas', () => {
  it('gives a student their submissions but not the administration', () => {
    const keys = openAreas(student).map((a) => a.key);
    expect(keys).toContain('pengajuanSidangBaru');
    expect(keys).toContain('pengajuanYudisiumBaru');
    expect(keys).toContain('accountSetting');
    expect(keys).not.toContain('pengguna');
    expect(keys).not.toContain('rekapPengajuanSidang');
  });

  it('opens everything for an admin and only own schedules and payroll for a lecturer', () => {
    expect(openAreas(admin).length).toBeGreaterThan(openAreas(student).length);
    expect(openAreas(admin).map((a) => a.key)).toContain('hakAkses');
    const keys = openAreas(dosen).map((a) => a.key);
    expect(keys).toEqual(expect.arrayContaining(['jadwalSidang', 'hasilSidang', 'rekapPayroll', 'dosen']));
    expect(keys).not.toContain('pengajuanSidangBaru');
  });
});
