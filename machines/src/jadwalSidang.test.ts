import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
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
  hasTime: true,
  hasPlace: true,
  hasKetua: true,
  hasPenguji: true,
  actorIsKetua: false,
};
const allEvents: JadwalSidangEvent[] = [
  { type: 'PUBLISH' },
  { type: 'RESCHEDULE' },
  { type: 'START' },
  { type: 'FINISH' },
  { type: 'CANCEL', note: 'Ruangan dipakai rapat senat' },
];

/** DOMAIN.md's jadwal workflow written out: every allowed (state, event) -> next state. */
const expected: Record<string, Record<string, string>> = {
  draft: { PUBLISH: 'terjadwal', CANCEL: 'dibatalkan' },
  terjadwal: { RESCHEDULE: 'terjadwal', START: 'berlangsung', CANCEL: 'dibatalkan' },
  berlangsung: { FINISH: 'selesai' },
  selesai: {},
  dibatalkan: {},
};

describe('jadwalSidang machine: generated paths', () => {
  it('reaches every state from draft', () => {
    const paths = getShortestPaths(jadwalSidangMachine, { input: complete, events: allEvents });
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(expected)));
  });

  it('allows exactly the transitions of the workflow in every state and refuses the rest', () => {
    for (const [state, allowed] of Object.entries(expected))
      for (const event of allEvents) {
        const snapshot = restoreJadwal(state, complete);
        const target = allowed[event.type];
        expect(snapshot.can(event), `${state} ${event.type}`).toBe(Boolean(target));
        if (target) expect(String(nextJadwal(snapshot, event).value)).toBe(target);
        else expect(jadwalRefusals(snapshot, event).length).toBeGreaterThan(0);
      }
  });

  it('runs a whole life with an actor: draft, publish, reschedule, start, finish', () => {
    const actor = createActor(jadwalSidangMachine, { input: complete }).start();
    for (const type of ['PUBLISH', 'RESCHEDULE', 'START', 'FINISH'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('selesai');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('jadwalSidang machine: refusals', () => {
  it('refuses PUBLISH of an incomplete draft and names what is missing', () => {
    const facts = { ...complete, hasPlace: false, hasPenguji: false };
    const snapshot = restoreJadwal('draft', facts);
    expect(jadwalRefusals(snapshot, { type: 'PUBLISH' })).toEqual(['INCOMPLETE']);
    expect(jadwalBlockers(facts)).toEqual(['tempat', 'penguji']);
    expect(jadwalRefusals(restoreJadwal('terjadwal', facts), { type: 'RESCHEDULE' })).toEqual(['INCOMPLETE']);
  });

  it('refuses CANCEL without a note, and anything after the end', () => {
    expect(jadwalRefusals(restoreJadwal('draft', complete), { type: 'CANCEL', note: ' ' })).toEqual(['NOTE_REQUIRED']);
    expect(jadwalRefusals(restoreJadwal('selesai', complete), { type: 'START' })).toEqual(['FINAL']);
    expect(jadwalRefusals(restoreJadwal('berlangsung', complete), { type: 'CANCEL', note: 'x' })).toEqual([
      'NOT_IN_STATE',
    ]);
  });

  it('lets staff schedule, the ketua start and finish their own sidang, and nobody else', () => {
    const as = (actor: JadwalFacts['actor'], actorIsKetua = false) => ({ ...complete, actor, actorIsKetua });
    expect(restoreJadwal('draft', as('koordinator')).can({ type: 'PUBLISH' })).toBe(true);
    for (const actor of ['dosen', 'mahasiswa', 'other', 'system'] as const)
      expect(jadwalRefusals(restoreJadwal('draft', as(actor)), { type: 'PUBLISH' }), actor).toEqual(['ROLE']);
    expect(restoreJadwal('terjadwal', as('dosen', true)).can({ type: 'START' })).toBe(true);
    expect(restoreJadwal('berlangsung', as('dosen', true)).can({ type: 'FINISH' })).toBe(true);
    expect(jadwalRefusals(restoreJadwal('terjadwal', as('dosen')), { type: 'START' })).toEqual(['ROLE']);
    expect(jadwalRefusals(restoreJadwal('terjadwal', as('dosen', true)), { type: 'CANCEL', note: 'x' })).toEqual([
      'ROLE',
    ]);
    expect(restoreJadwal('berlangsung', as('system')).can({ type: 'FINISH' })).toBe(true);
  });

  it('offers the client exactly the buttons the server accepts', () => {
    expect(jadwalAllowedEvents('draft', { ...complete, hasPlace: false })).toEqual(['PUBLISH', 'CANCEL']);
    expect(jadwalAllowedEvents('terjadwal', complete)).toEqual(['START', 'CANCEL']);
    expect(jadwalAllowedEvents('terjadwal', { ...complete, actor: 'dosen', actorIsKetua: true })).toEqual(['START']);
    expect(jadwalAllowedEvents('draft', { ...complete, actor: 'mahasiswa' })).toEqual([]);
    expect(jadwalAllowedEvents('selesai', complete)).toEqual([]);
  });
});
