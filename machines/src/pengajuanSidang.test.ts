import { type HasilStatus, hasilStatuses } from '@ujian/shared/pengajuan';
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import type { PengajuanActor } from './pengajuanGuards';
import {
  type PengajuanSidangContext,
  type PengajuanSidangEvent,
  pengajuanSidangMachine,
  restoreSidang,
  sidangRefusals,
} from './pengajuanSidang';

const ready = { periodeOpen: true, biodataComplete: true, missingDocuments: [] as string[] };
/** An actor every role check lets through: the graph is about states; roles have their own table below. */
const everyone: PengajuanActor = { role: 'admin', isOwner: true };

const allEvents: PengajuanSidangEvent[] = [
  { type: 'SUBMIT' },
  { type: 'RESUBMIT' },
  { type: 'VERIFY' },
  { type: 'RETURN', note: 'Lengkapi lembar pengesahan' },
  { type: 'REJECT', note: 'Judul tidak sesuai' },
  { type: 'CANCEL' },
  { type: 'SCHEDULE' },
  { type: 'RESCHEDULE' },
  { type: 'UNSCHEDULE' },
  ...hasilStatuses.map((hasil): PengajuanSidangEvent => ({ type: 'RECORD_RESULT', hasil })),
  { type: 'REVISION_APPROVED' },
  // the server's own event: refused to every person, so the graph (walked by an admin) never takes it
  ...hasilStatuses.map((hasil): PengajuanSidangEvent => ({ type: 'RESULT_CHANGED', hasil })),
];

const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const eventKey = (e: PengajuanSidangEvent) => ('hasil' in e ? `${e.type}(${e.hasil})` : e.type);

/** DOMAIN.md's workflow, written out: every allowed (state, event) -> next state. Everything else is refused. */
const expected: Record<string, Record<string, string>> = {
  draft: { SUBMIT: 'diajukan', CANCEL: 'dibatalkan' },
  diajukan: { VERIFY: 'diverifikasi', RETURN: 'dikembalikan', REJECT: 'ditolak', CANCEL: 'dibatalkan' },
  dikembalikan: { RESUBMIT: 'diajukan', CANCEL: 'dibatalkan' },
  diverifikasi: { SCHEDULE: 'dijadwalkan', CANCEL: 'dibatalkan' },
  dijadwalkan: {
    RESCHEDULE: 'dijadwalkan',
    UNSCHEDULE: 'diverifikasi',
    'RECORD_RESULT(lulus)': key({ selesai: 'lulus' }),
    'RECORD_RESULT(lulus_revisi)': key({ selesai: 'lulus_revisi' }),
    'RECORD_RESULT(tidak_lulus)': key({ selesai: 'tidak_lulus' }),
  },
  [key({ selesai: 'lulus' })]: {},
  [key({ selesai: 'lulus_revisi' })]: { REVISION_APPROVED: key({ selesai: 'lulus' }) },
  [key({ selesai: 'tidak_lulus' })]: {},
  ditolak: {},
  dibatalkan: {},
};

const traversal = { input: { actor: everyone, ...ready }, events: allEvents };

describe('pengajuanSidang machine: generated paths', () => {
  it('reaches every state of DOMAIN.md from draft', () => {
    const paths = getShortestPaths(pengajuanSidangMachine, traversal);
    const reached = new Set(paths.map((p) => key(p.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(expected).sort());
    // and each path replays on a real actor to the same state
    for (const path of paths) {
      const actor = createActor(pengajuanSidangMachine, { input: traversal.input }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(key(actor.getSnapshot().value)).toBe(key(path.state.value));
    }
  });

  it('takes exactly the transitions of DOMAIN.md and refuses every other event in every state', () => {
    const map = getAdjacencyMap(pengajuanSidangMachine, traversal);
    const actual: Record<string, Record<string, string>> = {};
    for (const { state } of Object.values(map)) {
      const from = key(state.value);
      actual[from] = {};
      for (const event of allEvents) {
        const [next] = transition(pengajuanSidangMachine, state, event);
        if (state.can(event)) actual[from]![eventKey(event)] = key(next.value);
        else {
          // a refused event leaves the state alone and explains itself
          expect(key(next.value)).toBe(from);
          expect(sidangRefusals(state, event).length).toBeGreaterThan(0);
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});

function at(value: string, hasil: HasilStatus | null, context: Partial<PengajuanSidangContext>) {
  return restoreSidang(value, hasil, { actor: everyone, ...ready, ...context });
}

const student: PengajuanActor = { role: 'mahasiswa', isOwner: true };
const otherStudent: PengajuanActor = { role: 'mahasiswa', isOwner: false };
const koordinator: PengajuanActor = { role: 'koordinator', isOwner: false };
const admin: PengajuanActor = { role: 'admin', isOwner: false };
const system: PengajuanActor = { role: 'system', isOwner: false };

describe('pengajuanSidang machine: roles', () => {
  const cases: Array<[string, HasilStatus | null, PengajuanSidangEvent, PengajuanActor, boolean]> = [
    ['draft', null, { type: 'SUBMIT' }, student, true],
    ['draft', null, { type: 'SUBMIT' }, otherStudent, false],
    ['draft', null, { type: 'SUBMIT' }, koordinator, false],
    ['draft', null, { type: 'SUBMIT' }, admin, false],
    ['draft', null, { type: 'CANCEL' }, student, true],
    ['draft', null, { type: 'CANCEL' }, otherStudent, false],
    ['diajukan', null, { type: 'VERIFY' }, student, false],
    ['diajukan', null, { type: 'VERIFY' }, koordinator, true],
    ['diajukan', null, { type: 'VERIFY' }, admin, true],
    ['diajukan', null, { type: 'RETURN', note: 'x' }, student, false],
    ['diajukan', null, { type: 'RETURN', note: 'x' }, koordinator, true],
    ['diajukan', null, { type: 'REJECT', note: 'x' }, koordinator, true],
    ['diajukan', null, { type: 'CANCEL' }, koordinator, true],
    ['dikembalikan', null, { type: 'RESUBMIT' }, student, true],
    ['dikembalikan', null, { type: 'RESUBMIT' }, admin, false],
    ['diverifikasi', null, { type: 'SCHEDULE' }, student, false],
    ['diverifikasi', null, { type: 'SCHEDULE' }, koordinator, true],
    ['diverifikasi', null, { type: 'SCHEDULE' }, system, true],
    ['diverifikasi', null, { type: 'CANCEL' }, student, true],
    ['dijadwalkan', null, { type: 'CANCEL' }, admin, false],
    ['dijadwalkan', null, { type: 'RECORD_RESULT', hasil: 'lulus' }, koordinator, false],
    ['dijadwalkan', null, { type: 'RECORD_RESULT', hasil: 'lulus' }, admin, true],
    ['selesai', 'lulus_revisi', { type: 'REVISION_APPROVED' }, student, false],
    ['selesai', 'lulus_revisi', { type: 'REVISION_APPROVED' }, admin, true],
    ['selesai', 'lulus', { type: 'REVISION_APPROVED' }, admin, false],
    ['selesai', 'lulus', { type: 'RESULT_CHANGED', hasil: 'tidak_lulus' }, system, true],
    ['selesai', 'lulus', { type: 'RESULT_CHANGED', hasil: 'tidak_lulus' }, admin, false],
    ['selesai', 'tidak_lulus', { type: 'RESULT_CHANGED', hasil: 'lulus' }, koordinator, false],
    ['dijadwalkan', null, { type: 'RESULT_CHANGED', hasil: 'lulus' }, system, false],
  ];
  it.each(cases)('%s(%s) %o by %o -> %s', (status, hasil, event, actor, allowed) => {
    const snapshot = at(status, hasil, { actor });
    expect(snapshot.can(event)).toBe(allowed);
    if (!allowed) expect(sidangRefusals(snapshot, event)).not.toEqual([]);
  });

  it('says ROLE when the state allows the event but the actor may not', () => {
    expect(sidangRefusals(at('diajukan', null, { actor: student }), { type: 'VERIFY' })).toEqual(['ROLE']);
    expect(sidangRefusals(at('draft', null, { actor: student }), { type: 'VERIFY' })).toEqual(['NOT_IN_STATE']);
    expect(sidangRefusals(at('ditolak', null, { actor: admin }), { type: 'CANCEL' })).toEqual(['FINAL']);
  });
});

describe('pengajuanSidang machine: guards', () => {
  it('needs an open periode, complete biodata and every document to submit', () => {
    const submit = { type: 'SUBMIT' } as const;
    expect(sidangRefusals(at('draft', null, { actor: student, periodeOpen: false }), submit)).toEqual([
      'PERIODE_CLOSED',
    ]);
    expect(sidangRefusals(at('draft', null, { actor: student, biodataComplete: false }), submit)).toEqual([
      'BIODATA_INCOMPLETE',
    ]);
    expect(sidangRefusals(at('draft', null, { actor: student, missingDocuments: ['naskah'] }), submit)).toEqual([
      'DOCUMENTS_MISSING',
    ]);
    const resubmit = at('dikembalikan', null, { actor: student, missingDocuments: ['transkrip'], periodeOpen: false });
    expect(resubmit.can({ type: 'RESUBMIT' })).toBe(false);
    expect(sidangRefusals(resubmit, { type: 'RESUBMIT' })).toEqual(['PERIODE_CLOSED', 'DOCUMENTS_MISSING']);
  });

  it('needs a note to return or reject', () => {
    const snapshot = at('diajukan', null, { actor: koordinator });
    for (const type of ['RETURN', 'REJECT'] as const) {
      expect(snapshot.can({ type, note: '' })).toBe(false);
      expect(snapshot.can({ type, note: '   ' })).toBe(false);
      expect(sidangRefusals(snapshot, { type, note: ' ' })).toEqual(['NOTE_REQUIRED']);
      expect(snapshot.can({ type, note: 'Perbaiki abstrak' })).toBe(true);
    }
  });

  it('records the hasil as the child of selesai and approves a revision to lulus', () => {
    const snapshot = at('dijadwalkan', null, { actor: admin });
    const [next] = transition(pengajuanSidangMachine, snapshot, { type: 'RECORD_RESULT', hasil: 'lulus_revisi' });
    expect(next.value).toEqual({ selesai: 'lulus_revisi' });
    const [approved] = transition(pengajuanSidangMachine, next, { type: 'REVISION_APPROVED' });
    expect(approved.value).toEqual({ selesai: 'lulus' });
  });

  it('lets only the server move a recorded result between pass and fail (an approved perubahan nilai)', () => {
    const passed = at('selesai', 'lulus', { actor: system });
    const [failed] = transition(pengajuanSidangMachine, passed, { type: 'RESULT_CHANGED', hasil: 'tidak_lulus' });
    expect(failed.value).toEqual({ selesai: 'tidak_lulus' });
    const [back] = transition(pengajuanSidangMachine, failed, { type: 'RESULT_CHANGED', hasil: 'lulus_revisi' });
    expect(back.value).toEqual({ selesai: 'lulus_revisi' });
    expect(
      sidangRefusals(at('selesai', 'lulus', { actor: admin }), { type: 'RESULT_CHANGED', hasil: 'lulus' }),
    ).toEqual(['ROLE']);
    expect(
      sidangRefusals(at('dijadwalkan', null, { actor: system }), { type: 'RESULT_CHANGED', hasil: 'lulus' }),
    ).toEqual(['NOT_IN_STATE']);
  });
});
