import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import {
  type JadwalActorRole,
  type JadwalFacts,
  type JadwalSidangEvent,
  jadwalAllowedEvents,
  jadwalBlockers,
  jadwalRefusals,
  jadwalSidangMachine,
  nextJadwal,
  restoreJadwal,
} from './jadwalSidang';

const complete: JadwalFacts = {
  actor: 'admin',
  hasTanggal: true,
  hasWaktu: true,
  hasPlace: true,
  ketuaCount: 1,
  penguji1Count: 1,
};

const allEvents: JadwalSidangEvent[] = [
  { type: 'PUBLISH' },
  { type: 'RESCHEDULE' },
  { type: 'START' },
  { type: 'FINISH' },
  { type: 'CANCEL', note: 'Dosen berhalangan' },
];

/** DOMAIN.md's workflow, written out: every allowed (state, event) -> next state. */
const expected: Record<string, Record<string, string>> = {
  draft: { PUBLISH: 'terjadwal', CANCEL: 'dibatalkan' },
  terjadwal: { RESCHEDULE: 'terjadwal', START: 'berlangsung', CANCEL: 'dibatalkan' },
  berlangsung: { FINISH: 'selesai' },
  selesai: {},
  dibatalkan: {},
};

const traversal = { input: complete, events: allEvents };

describe('jadwalSidang machine: generated paths', () => {
  it('reaches every state from draft, and each path replays on a real actor', () => {
    const paths = getShortestPaths(jadwalSidangMachine, traversal);
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(expected).sort());
    for (const path of paths) {
      const actor = createActor(jadwalSidangMachine, { input: complete }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
    }
  });

  it('takes exactly the transitions of the workflow and refuses (with a reason) everything else', () => {
    const map = getAdjacencyMap(jadwalSidangMachine, traversal);
    const actual: Record<string, Record<string, string>> = {};
    for (const { state } of Object.values(map)) {
      const from = String(state.value);
      actual[from] = {};
      for (const event of allEvents) {
        const [next] = transition(jadwalSidangMachine, state, event);
        if (state.can(event)) actual[from]![event.type] = String(next.value);
        else {
          expect(String(next.value)).toBe(from);
          expect(jadwalRefusals(state, event).length).toBeGreaterThan(0);
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});

describe('jadwalSidang machine: refusals', () => {
  it('refuses PUBLISH and RESCHEDULE while incomplete, naming each missing part', () => {
    const cases: Array<[Partial<JadwalFacts>, string[]]> = [
      [{ hasTanggal: false }, ['TANGGAL']],
      [{ hasWaktu: false }, ['WAKTU']],
      [{ hasPlace: false }, ['PLACE']],
      [{ ketuaCount: 0 }, ['KETUA']],
      [{ ketuaCount: 2 }, ['KETUA']],
      [{ penguji1Count: 0 }, ['PENGUJI1']],
      [
        { hasTanggal: false, hasWaktu: false, hasPlace: false, ketuaCount: 0, penguji1Count: 0 },
        ['TANGGAL', 'WAKTU', 'PLACE', 'KETUA', 'PENGUJI1'],
      ],
    ];
    for (const [change, blockers] of cases) {
      const facts = { ...complete, ...change };
      expect(jadwalBlockers(facts)).toEqual(blockers);
      expect(jadwalRefusals(restoreJadwal('draft', facts), { type: 'PUBLISH' })).toEqual(['INCOMPLETE']);
      expect(jadwalRefusals(restoreJadwal('terjadwal', facts), { type: 'RESCHEDULE' })).toEqual(['INCOMPLETE']);
      expect(jadwalAllowedEvents('draft', facts)).toEqual(['CANCEL']);
    }
  });

  it('needs a note to cancel', () => {
    for (const status of ['draft', 'terjadwal']) {
      const snapshot = restoreJadwal(status, complete);
      expect(jadwalRefusals(snapshot, { type: 'CANCEL' })).toEqual(['NOTE_REQUIRED']);
      expect(jadwalRefusals(snapshot, { type: 'CANCEL', note: '   ' })).toEqual(['NOTE_REQUIRED']);
      expect(nextJadwal(snapshot, { type: 'CANCEL', note: 'Sakit' })).toBe('dibatalkan');
    }
  });

  it('says FINAL on closed rows and NOT_IN_STATE for an event the state does not know', () => {
    expect(jadwalRefusals(restoreJadwal('selesai', complete), { type: 'START' })).toEqual(['FINAL']);
    expect(jadwalRefusals(restoreJadwal('dibatalkan', complete), { type: 'PUBLISH' })).toEqual(['FINAL']);
    expect(jadwalRefusals(restoreJadwal('draft', complete), { type: 'START' })).toEqual(['NOT_IN_STATE']);
    expect(jadwalRefusals(restoreJadwal('berlangsung', complete), { type: 'CANCEL', note: 'x' })).toEqual([
      'NOT_IN_STATE',
    ]);
  });

  it('lets admin, koordinator and the system act, nobody else', () => {
    const roles: Array<[JadwalActorRole, boolean]> = [
      ['admin', true],
      ['koordinator', true],
      ['system', true],
      ['other', false],
    ];
    for (const [actor, ok] of roles) {
      const facts = { ...complete, actor };
      for (const [status, event] of [
        ['draft', { type: 'PUBLISH' }],
        ['terjadwal', { type: 'START' }],
        ['terjadwal', { type: 'RESCHEDULE' }],
        ['berlangsung', { type: 'FINISH' }],
        ['draft', { type: 'CANCEL', note: 'x' }],
      ] as Array<[string, JadwalSidangEvent]>) {
        const snapshot = restoreJadwal(status, facts);
        expect(snapshot.can(event)).toBe(ok);
        if (!ok) expect(jadwalRefusals(snapshot, event)).toEqual(['ROLE']);
      }
      if (!ok) expect(jadwalAllowedEvents('terjadwal', facts)).toEqual([]);
    }
  });

  it('lists the buttons per state for a staff actor', () => {
    expect(jadwalAllowedEvents('draft', complete)).toEqual(['PUBLISH', 'CANCEL']);
    expect(jadwalAllowedEvents('terjadwal', complete)).toEqual(['START', 'CANCEL']);
    expect(jadwalAllowedEvents('berlangsung', complete)).toEqual(['FINISH']);
    expect(jadwalAllowedEvents('selesai', complete)).toEqual([]);
    expect(jadwalAllowedEvents('dibatalkan', complete)).toEqual([]);
  });
});
