import { describe, expect, it } from 'vitest';
import { pengajuanActorOf, stepBackTarget } from './pengajuanGuards';

const created = { from: null, to: 'draft', event: 'CREATE' };
describe('stepBackTarget', () => {
  it('has nothing to step back to before the first transition', () => {
    expect(stepBackTarget([])).toBeUndefined();
    expect(stepBackTarget([created])).toBeUndefined();
  });

  it('steps back to the state before the last transition, and further on repeated step backs', () => {
    const history = [
      created,
      { from: 'draft', to: 'diajukan', event: 'SUBMIT' },
      { from: 'diajukan', to: 'diverifikasi', event: 'VERIFY' },
    ];
    expect(stepBackTarget(history)).toEqual({ status: 'diajukan', hasil: null });
    const once = [...history, { from: 'diverifikasi', to: 'diajukan', event: 'STEP_BACK' }];
    expect(stepBackTarget(once)).toEqual({ status: 'draft', hasil: null });
    const twice = [...once, { from: 'diajukan', to: 'draft', event: 'STEP_BACK' }];
    expect(stepBackTarget(twice)).toBeUndefined();
  });

  it('restores the hasil of a selesai it steps back to', () => {
    const history = [
      { from: 'dijadwalkan', to: 'selesai', event: 'RECORD_RESULT', hasil: 'lulus_revisi' },
      { from: 'selesai', to: 'selesai', event: 'REVISION_APPROVED', hasil: 'lulus' },
    ];
    expect(stepBackTarget(history)).toEqual({ status: 'selesai', hasil: 'lulus_revisi' });
  });
});

describe('pengajuanActorOf', () => {
  it('maps the seeded roles and manage-all to the actors of the machines, and marks the owner', () => {
    expect(pengajuanActorOf({ userId: 1, role: 'client', managesAll: false }, 1)).toEqual({
      role: 'mahasiswa',
      isOwner: true,
    });
    expect(pengajuanActorOf({ userId: 2, role: 'koordinator', managesAll: false }, 1)).toEqual({
      role: 'koordinator',
      isOwner: false,
    });
    expect(pengajuanActorOf({ userId: 3, role: 'staf-baa', managesAll: true }, 1).role).toBe('admin');
    expect(pengajuanActorOf({ userId: 4, role: 'dosen', managesAll: false }, null)).toEqual({
      role: 'other',
      isOwner: false,
    });
  });
});
