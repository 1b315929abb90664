import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import {
  type HasilActor,
  type HasilSidangContext,
  type HasilSidangEvent,
  hasilColumnsOf,
  hasilRefusals,
  hasilSidangMachine,
  keputusanValues,
  restoreHasil,
} from './hasilSidang';

const all: HasilActor = { admin: true, ketua: true, pembimbing: true, system: true };
const ready = { rubricComplete: true, scoresComplete: true, gradeLulus: true };
const events: HasilSidangEvent[] = [
  ...keputusanValues.map((keputusan): HasilSidangEvent => ({ type: 'FINALIZE', keputusan, catatanRevisi: 'Bab 3' })),
  { type: 'REVISION_APPROVED' },
  ...keputusanValues.map((keputusan): HasilSidangEvent => ({ type: 'CHANGE_APPLIED', keputusan })),
];
const key = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const ek = (e: HasilSidangEvent) => ('keputusan' in e ? `${e.type}(${e.keputusan})` : e.type);
const final = (k: string) => key({ final: k });

const changes = Object.fromEntries(keputusanValues.map((k) => [`CHANGE_APPLIED(${k})`, final(k)]));
const expected: Record<string, Record<string, string>> = {
  penilaian: Object.fromEntries(keputusanValues.map((k) => [`FINALIZE(${k})`, final(k)])),
  [final('lulus')]: changes,
  [final('lulus_revisi')]: { ...changes, REVISION_APPROVED: final('lulus') },
  [final('tidak_lulus')]: changes,
};

describe('hasilSidang machine: generated paths', () => {
  const traversal = { input: { actor: all, ...ready }, events };
  it('reaches every state and replays each path on an actor', () => {
    const paths = getShortestPaths(hasilSidangMachine, traversal);
    expect([...new Set(paths.map((p) => key(p.state.value)))].sort()).toEqual(Object.keys(expected).sort());
    for (const path of paths) {
      const actor = createActor(hasilSidangMachine, { input: traversal.input }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(key(actor.getSnapshot().value)).toBe(key(path.state.value));
    }
  });

  it('takes exactly the listed transitions and explains every refusal', () => {
    const map = getAdjacencyMap(hasilSidangMachine, traversal);
    const actual: Record<string, Record<string, string>> = {};
    for (const { state } of Object.values(map)) {
      const from = key(state.value);
      actual[from] = {};
      for (const event of events) {
        const [next] = transition(hasilSidangMachine, state, event);
        if (state.can(event)) actual[from]![ek(event)] = key(next.value);
        else expect(hasilRefusals(state, event)).not.toEqual([]);
      }
    }
    expect(actual).toEqual(expected);
  });
});

function at(status: string, keputusan: string | null, context: Partial<HasilSidangContext>) {
  return restoreHasil(status, keputusan, { actor: all, ...ready, ...context });
}
const none: HasilActor = { admin: false, ketua: false, pembimbing: false, system: false };
const ketua = { ...none, ketua: true };
const pembimbing = { ...none, pembimbing: true };
const admin = { ...none, admin: true };
const system = { ...none, system: true };

describe('hasilSidang machine: refusals', () => {
  const lulus: HasilSidangEvent = { type: 'FINALIZE', keputusan: 'lulus' };
  it('finalises by the ketua or an admin only', () => {
    expect(at('penilaian', null, { actor: ketua }).can(lulus)).toBe(true);
    expect(at('penilaian', null, { actor: admin }).can(lulus)).toBe(true);
    expect(hasilRefusals(at('penilaian', null, { actor: pembimbing }), lulus)).toEqual(['ROLE']);
    expect(hasilRefusals(at('penilaian', null, { actor: system }), lulus)).toEqual(['ROLE']);
  });
  it('needs a complete rubric and every score', () => {
    expect(hasilRefusals(at('penilaian', null, { rubricComplete: false }), lulus)).toEqual(['RUBRIC_INCOMPLETE']);
    expect(hasilRefusals(at('penilaian', null, { scoresComplete: false }), lulus)).toEqual(['SCORES_MISSING']);
  });
  it('forces tidak_lulus on a failing grade', () => {
    const failing = at('penilaian', null, { gradeLulus: false });
    expect(hasilRefusals(failing, lulus)).toEqual(['GRADE_NOT_LULUS']);
    expect(hasilRefusals(failing, { type: 'FINALIZE', keputusan: 'lulus_revisi', catatanRevisi: 'x' })).toEqual([
      'GRADE_NOT_LULUS',
    ]);
    expect(failing.can({ type: 'FINALIZE', keputusan: 'tidak_lulus' })).toBe(true);
  });
  it('needs revision notes for lulus_revisi', () => {
    const s = at('penilaian', null, {});
    expect(hasilRefusals(s, { type: 'FINALIZE', keputusan: 'lulus_revisi' })).toEqual(['CATATAN_REQUIRED']);
    expect(hasilRefusals(s, { type: 'FINALIZE', keputusan: 'lulus_revisi', catatanRevisi: ' ' })).toEqual([
      'CATATAN_REQUIRED',
    ]);
    const [next] = transition(hasilSidangMachine, s, {
      type: 'FINALIZE',
      keputusan: 'lulus_revisi',
      catatanRevisi: 'Bab 2',
    });
    expect(hasilColumnsOf(next)).toEqual({ status: 'final', keputusan: 'lulus_revisi' });
  });
  it('approves a revision by ketua, pembimbing or admin, never the student or on another decision', () => {
    for (const actor of [ketua, pembimbing, admin])
      expect(at('final', 'lulus_revisi', { actor }).can({ type: 'REVISION_APPROVED' })).toBe(true);
    expect(hasilRefusals(at('final', 'lulus_revisi', { actor: none }), { type: 'REVISION_APPROVED' })).toEqual([
      'ROLE',
    ]);
    expect(hasilRefusals(at('final', 'lulus', { actor: admin }), { type: 'REVISION_APPROVED' })).toEqual([
      'NOT_IN_STATE',
    ]);
    expect(hasilRefusals(at('final', 'lulus', { actor: admin }), lulus)).toEqual(['NOT_IN_STATE']);
  });
  it('applies a changed decision only for the server', () => {
    const change: HasilSidangEvent = { type: 'CHANGE_APPLIED', keputusan: 'tidak_lulus' };
    expect(hasilRefusals(at('final', 'lulus', { actor: admin }), change)).toEqual(['ROLE']);
    expect(at('final', 'lulus', { actor: system }).can(change)).toBe(true);
    expect(hasilRefusals(at('penilaian', null, { actor: system }), change)).toEqual(['NOT_IN_STATE']);
  });
});
