import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  nextPerubahan,
  type PerubahanActor,
  type PerubahanNilaiEvent,
  perubahanNilaiMachine,
  perubahanRefusals,
  restorePerubahan,
} from './perubahanNilai';

const admin: PerubahanActor = { role: 'admin', ofProdi: false, isRequester: false };
const koordinator: PerubahanActor = { role: 'koordinator', ofProdi: true, isRequester: false };
const otherKoordinator: PerubahanActor = { role: 'koordinator', ofProdi: false, isRequester: false };
const dosen: PerubahanActor = { role: 'other', ofProdi: false, isRequester: false };
const requesterAdmin: PerubahanActor = { role: 'admin', ofProdi: true, isRequester: true };

const events: PerubahanNilaiEvent[] = [{ type: 'APPROVE' }, { type: 'REJECT', note: 'Tidak beralasan' }];

describe('perubahanNilai machine', () => {
  it('reaches diajukan, disetujui and ditolak on generated paths that replay on an actor', () => {
    const paths = getShortestPaths(perubahanNilaiMachine, { input: { actor: admin }, events });
    expect(paths.map((p) => p.state.value).sort()).toEqual(['diajukan', 'disetujui', 'ditolak']);
    for (const path of paths) {
      const actor = createActor(perubahanNilaiMachine, { input: { actor: admin } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
    }
  });

  const cases: Array<[PerubahanActor, PerubahanNilaiEvent, string[]]> = [
    [admin, { type: 'APPROVE' }, []],
    [koordinator, { type: 'APPROVE' }, []],
    [koordinator, { type: 'REJECT', note: 'x' }, []],
    [otherKoordinator, { type: 'APPROVE' }, ['ROLE']],
    [dosen, { type: 'APPROVE' }, ['ROLE']],
    [dosen, { type: 'REJECT', note: 'x' }, ['ROLE']],
    [requesterAdmin, { type: 'APPROVE' }, ['OWN_REQUEST']],
    [requesterAdmin, { type: 'REJECT', note: 'x' }, ['OWN_REQUEST']],
    [admin, { type: 'REJECT' }, ['NOTE_REQUIRED']],
    [admin, { type: 'REJECT', note: '   ' }, ['NOTE_REQUIRED']],
  ];
  it.each(cases)('diajukan: %o sends %o -> refusals %o', (actor, event, refusals) => {
    const snapshot = restorePerubahan('diajukan', { actor, keputusanRequired: false });
    expect(snapshot.can(event)).toBe(refusals.length === 0);
    expect(perubahanRefusals(snapshot, event)).toEqual(refusals);
  });

  it('needs the keputusan to approve a change that flips pass and fail', () => {
    const snapshot = restorePerubahan('diajukan', { actor: admin, keputusanRequired: true });
    expect(perubahanRefusals(snapshot, { type: 'APPROVE' })).toEqual(['KEPUTUSAN_REQUIRED']);
    expect(nextPerubahan(snapshot, { type: 'APPROVE', keputusan: 'tidak_lulus' }).value).toBe('disetujui');
  });

  it('refuses everything once decided', () => {
    for (const status of ['disetujui', 'ditolak']) {
      const snapshot = restorePerubahan(status, { actor: admin, keputusanRequired: false });
      for (const event of events) expect(perubahanRefusals(snapshot, event)).toEqual(['FINAL']);
    }
  });
});
