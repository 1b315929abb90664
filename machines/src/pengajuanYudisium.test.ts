import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { PengajuanActor } from './pengajuanGuards';
import {
  type PengajuanYudisiumContext,
  type PengajuanYudisiumEvent,
  pengajuanYudisiumMachine,
  restoreYudisium,
  yudisiumRefusals,
} from './pengajuanYudisium';

const ready = { periodeOpen: true, biodataComplete: true, missingDocuments: [] as string[], hasLulusSidang: true };
const everyone: PengajuanActor = { role: 'admin', isOwner: true };
const allEvents: PengajuanYudisiumEvent[] = [
  { type: 'SUBMIT' },
  { type: 'RESUBMIT' },
  { type: 'VERIFY' },
  { type: 'RETURN', note: 'Bukti bebas pustaka belum ada' },
  { type: 'APPROVE' },
  { type: 'GRADUATE' },
];

const expected: Record<string, Record<string, string>> = {
  draft: { SUBMIT: 'diajukan' },
  diajukan: { VERIFY: 'diverifikasi', RETURN: 'dikembalikan' },
  dikembalikan: { RESUBMIT: 'diajukan' },
  diverifikasi: { APPROVE: 'disetujui' },
  disetujui: { GRADUATE: 'selesai' },
  selesai: {},
};
const traversal = { input: { actor: everyone, ...ready }, events: allEvents };

describe('pengajuanYudisium machine: generated paths', () => {
  it('reaches every state', () => {
    const reached = getShortestPaths(pengajuanYudisiumMachine, traversal).map((p) => String(p.state.value));
    expect(reached.sort()).toEqual(Object.keys(expected).sort());
  });

  it('takes exactly the transitions of DOMAIN.md and refuses every other event in every state', () => {
    const actual: Record<string, Record<string, string>> = {};
    for (const { state } of Object.values(getAdjacencyMap(pengajuanYudisiumMachine, traversal))) {
      const from = String(state.value);
      actual[from] = {};
      for (const event of allEvents) {
        const [next] = transition(pengajuanYudisiumMachine, state, event);
        if (state.can(event)) actual[from]![event.type] = String(next.value);
        else {
          expect(String(next.value)).toBe(from);
          expect(yudisiumRefusals(state, event).length).toBeGreaterThan(0);
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});

const at = (status: string, context: Partial<PengajuanYudisiumContext>) =>
  restoreYudisium(status, { actor: everyone, ...ready, ...context });
const student: PengajuanActor = { role: 'mahasiswa', isOwner: true };
const koordinator: PengajuanActor = { role: 'koordinator', isOwner: false };
const admin: PengajuanActor = { role: 'admin', isOwner: false };

describe('pengajuanYudisium machine: guards and roles', () => {
  it('refuses SUBMIT without a lulus hasil sidang and allows it with one', () => {
    expect(at('draft', { actor: student, hasLulusSidang: false }).can({ type: 'SUBMIT' })).toBe(false);
    expect(yudisiumRefusals(at('draft', { actor: student, hasLulusSidang: false }), { type: 'SUBMIT' })).toEqual([
      'HASIL_LULUS_REQUIRED',
    ]);
    expect(at('draft', { actor: student }).can({ type: 'SUBMIT' })).toBe(true);
  });

  it('needs the yudisium documents', () => {
    const snapshot = at('dikembalikan', { actor: student, missingDocuments: ['bebas_pustaka'] });
    expect(yudisiumRefusals(snapshot, { type: 'RESUBMIT' })).toEqual(['DOCUMENTS_MISSING']);
  });

  it('lets the koordinator verify and return, only an admin approve, and needs a note to return', () => {
    expect(at('diajukan', { actor: koordinator }).can({ type: 'VERIFY' })).toBe(true);
    expect(at('diajukan', { actor: student }).can({ type: 'VERIFY' })).toBe(false);
    expect(yudisiumRefusals(at('diajukan', { actor: koordinator }), { type: 'RETURN', note: '' })).toEqual([
      'NOTE_REQUIRED',
    ]);
    expect(at('diverifikasi', { actor: koordinator }).can({ type: 'APPROVE' })).toBe(false);
    expect(yudisiumRefusals(at('diverifikasi', { actor: koordinator }), { type: 'APPROVE' })).toEqual(['ROLE']);
    expect(at('diverifikasi', { actor: admin }).can({ type: 'APPROVE' })).toBe(true);
    expect(at('disetujui', { actor: admin }).can({ type: 'GRADUATE' })).toBe(true);
    expect(yudisiumRefusals(at('selesai', { actor: admin }), { type: 'GRADUATE' })).toEqual(['FINAL']);
  });
});
