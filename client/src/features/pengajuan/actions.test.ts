import type { Pengajuan } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { type ActionRow, actionsFor, confirmKeyOf, mayEditData, type Viewer } from './actions';
import { biodataCompleteOf } from './use-viewer';

const docs = (uploaded: boolean) => [
  { jenis: 'naskah', label: 'Naskah', uploaded },
  { jenis: 'lembar_pengesahan', label: 'Lembar', uploaded },
  { jenis: 'transkrip', label: 'Transkrip', uploaded },
];

function row(over: Partial<ActionRow> = {}): ActionRow {
  return {
    kind: 'sidang',
    status: 'draft',
    hasil: null,
    userId: 7,
    requiredDocuments: docs(true),
    allowedEvents: [],
    ...over,
  } as ActionRow;
}

const student: Viewer = { id: 7, role: 'client', managesAll: false, mayChange: true };
const otherStudent: Viewer = { id: 8, role: 'client', managesAll: false, mayChange: false };
const admin: Viewer = { id: 1, role: 'admin', managesAll: true, mayChange: true };
const koordinator: Viewer = { id: 2, role: 'koordinator', managesAll: false, mayChange: true };
const dosen: Viewer = { id: 3, role: 'dosen', managesAll: false, mayChange: false };

const events = (r: ActionRow, v: Viewer) => actionsFor(r, v).map((a) => a.event);
const enabled = (r: ActionRow, v: Viewer) =>
  actionsFor(r, v)
    .filter((a) => a.enabled)
    .map((a) => a.event);

describe('actions shown for a pengajuan sidang (the shared machine decides, per role)', () => {
  it('a draft: the owner may submit or cancel; reviewers see nothing to do but an admin cancel', () => {
    const r = row({ allowedEvents: ['SUBMIT', 'CANCEL'] });
    expect(events(r, student)).toEqual(['SUBMIT', 'CANCEL']);
    expect(enabled(r, student)).toEqual(['SUBMIT', 'CANCEL']);
    expect(events(r, koordinator)).toEqual(['CANCEL']);
    // an admin can't step back from draft: there is nothing before it
    expect(events(r, admin)).toEqual(['CANCEL']);
  });

  it('diajukan: reviewers verify/return/reject/cancel; the student may only cancel', () => {
    const r = row({ status: 'diajukan', allowedEvents: ['VERIFY', 'RETURN', 'REJECT', 'CANCEL', 'STEP_BACK'] });
    expect(events(r, koordinator)).toEqual(['VERIFY', 'RETURN', 'REJECT', 'CANCEL']);
    expect(events(r, admin)).toEqual(['VERIFY', 'RETURN', 'REJECT', 'CANCEL', 'STEP_BACK']);
    expect(events(r, { ...student })).toEqual(['CANCEL']);
  });

  it('return and reject ask for a note; every reviewer step and cancel asks to confirm, a submit does not', () => {
    const r = row({ status: 'diajukan', allowedEvents: ['VERIFY', 'RETURN', 'REJECT', 'CANCEL', 'STEP_BACK'] });
    const byEvent = Object.fromEntries(actionsFor(r, admin).map((a) => [a.event, a]));
    expect(byEvent.RETURN).toMatchObject({ needsNote: true, needsConfirm: true });
    expect(byEvent.REJECT).toMatchObject({ needsNote: true });
    expect(byEvent.VERIFY).toMatchObject({ needsNote: false, needsConfirm: true });
    expect(byEvent.REJECT).toMatchObject({ needsConfirm: true });
    const draft = row({ allowedEvents: ['SUBMIT', 'CANCEL'] });
    expect(actionsFor(draft, student).find((a) => a.event === 'SUBMIT')).toMatchObject({ needsConfirm: false });
    expect(byEvent.CANCEL).toMatchObject({ needsNote: false, needsConfirm: true });
    expect(byEvent.STEP_BACK).toMatchObject({ needsConfirm: true });
  });

  it('dikembalikan: the owner resubmits; final states offer nothing but an admin step back', () => {
    expect(events(row({ status: 'dikembalikan', allowedEvents: ['RESUBMIT', 'CANCEL'] }), student)).toEqual([
      'RESUBMIT',
      'CANCEL',
    ]);
    expect(events(row({ status: 'ditolak' }), student)).toEqual([]);
    expect(events(row({ status: 'dibatalkan' }), koordinator)).toEqual([]);
    expect(events(row({ status: 'ditolak', allowedEvents: ['STEP_BACK'] }), admin)).toEqual(['STEP_BACK']);
  });

  it('someone who may not change the row (by ability) sees no actions at all', () => {
    const r = row({ status: 'diajukan' });
    expect(actionsFor(r, otherStudent)).toEqual([]);
    expect(actionsFor(r, dosen)).toEqual([]);
  });

  it('scheduling and results are not offered here (they belong to the jadwal and hasil screens)', () => {
    expect(events(row({ status: 'diverifikasi', allowedEvents: ['SCHEDULE', 'CANCEL', 'STEP_BACK'] }), admin)).toEqual([
      'CANCEL',
      'STEP_BACK',
    ]);
  });
});

describe('a submit that cannot happen yet is shown disabled with its reasons', () => {
  it('missing documents block the submit before the server is asked', () => {
    const r = row({ requiredDocuments: docs(false), allowedEvents: ['CANCEL'] });
    const submit = actionsFor(r, student).find((a) => a.event === 'SUBMIT');
    expect(submit).toMatchObject({ enabled: false, blockers: ['DOCUMENTS_MISSING'] });
  });

  it('incomplete biodata is a reason of its own', () => {
    const r = row({ allowedEvents: ['CANCEL'] });
    const submit = actionsFor(r, { ...student, biodataComplete: false }).find((a) => a.event === 'SUBMIT');
    expect(submit?.blockers).toEqual(['BIODATA_INCOMPLETE']);
  });

  it('when the server refuses for a reason the browser cannot see (periode closed), it says NOT_NOW', () => {
    const r = row({ allowedEvents: ['CANCEL'] });
    const submit = actionsFor(r, student).find((a) => a.event === 'SUBMIT');
    expect(submit).toMatchObject({ enabled: false, blockers: ['NOT_NOW'] });
  });
});

describe("the session's biodata answer", () => {
  const submitOf = (r: ActionRow, session: Parameters<typeof biodataCompleteOf>[0]) =>
    actionsFor(r, { ...student, biodataComplete: biodataCompleteOf(session, r) }).find((a) => a.event === 'SUBMIT');

  it('names incomplete biodata as the reason the server refused the submit', () => {
    expect(submitOf(row({ allowedEvents: ['CANCEL'] }), 'biodataIncomplete')?.blockers).toEqual(['BIODATA_INCOMPLETE']);
    expect(submitOf(row({ allowedEvents: ['CANCEL'] }), 'authenticated')?.blockers).toEqual(['NOT_NOW']);
  });

  it('never blocks a submit the server allows (the biodata was completed since the check)', () => {
    expect(submitOf(row({ allowedEvents: ['SUBMIT', 'CANCEL'] }), 'biodataIncomplete')).toMatchObject({
      enabled: true,
      blockers: [],
    });
  });
});

describe('pengajuan yudisium', () => {
  const y = (over: Partial<ActionRow>) => row({ kind: 'yudisium', requiredDocuments: docs(true).slice(0, 2), ...over });

  it('the faculty approves and declares graduation; the koordinator only verifies and returns', () => {
    expect(events(y({ status: 'diajukan' }), koordinator)).toEqual(['VERIFY', 'RETURN']);
    expect(events(y({ status: 'diverifikasi' }), koordinator)).toEqual([]);
    expect(events(y({ status: 'diverifikasi', allowedEvents: ['APPROVE', 'STEP_BACK'] }), admin)).toEqual([
      'APPROVE',
      'STEP_BACK',
    ]);
    expect(events(y({ status: 'disetujui' }), admin)).toEqual(['GRADUATE', 'STEP_BACK']);
  });

  it('a student cannot cancel a yudisium (the machine has no CANCEL there)', () => {
    expect(events(y({ status: 'draft', allowedEvents: ['SUBMIT'] }), student)).toEqual(['SUBMIT']);
  });
});

describe('editing the data', () => {
  it('only the owner, only in draft or dikembalikan', () => {
    const base: Pick<Pengajuan, 'status' | 'userId'> = { status: 'draft', userId: 7 };
    expect(mayEditData(base, student)).toBe(true);
    expect(mayEditData({ ...base, status: 'dikembalikan' }, student)).toBe(true);
    expect(mayEditData({ ...base, status: 'diajukan' }, student)).toBe(false);
    expect(mayEditData(base, admin)).toBe(false);
    expect(mayEditData(base, { ...student, mayChange: false })).toBe(false);
  });
});

describe('a yudisium needs a passed sidang', () => {
  it('the student who has not passed sees why the submit is disabled', () => {
    const r = row({ kind: 'yudisium', requiredDocuments: docs(true).slice(0, 2), allowedEvents: [] });
    const submit = actionsFor(r, { ...student, hasLulusSidang: false }).find((a) => a.event === 'SUBMIT');
    expect(submit).toMatchObject({ enabled: false, blockers: ['HASIL_LULUS_REQUIRED'] });
    const passed = actionsFor({ ...r, allowedEvents: ['SUBMIT'] }, { ...student, hasLulusSidang: true });
    expect(passed.find((a) => a.event === 'SUBMIT')).toMatchObject({ enabled: true, blockers: [] });
  });

  it('a sidang never asks for it', () => {
    const submit = actionsFor(row({ allowedEvents: ['SUBMIT'] }), { ...student, hasLulusSidang: false }).find(
      (a) => a.event === 'SUBMIT',
    );
    expect(submit?.enabled).toBe(true);
  });
});

describe('the confirmation names the student and the consequence', () => {
  it("a reviewer is asked about the student's pengajuan of that kind; the applicant about their own", () => {
    expect(confirmKeyOf(row(), koordinator, 'VERIFY')).toBe('actions.confirm.sidang.VERIFY');
    expect(confirmKeyOf(row({ kind: 'yudisium' }), admin, 'GRADUATE')).toBe('actions.confirm.yudisium.GRADUATE');
    expect(confirmKeyOf(row(), admin, 'CANCEL')).toBe('actions.confirm.sidang.CANCEL');
    expect(confirmKeyOf(row(), student, 'CANCEL')).toBe('actions.confirmOwn.sidang.CANCEL');
  });

  it('yudisium approvals are confirmed too', () => {
    const r = row({ kind: 'yudisium', status: 'disetujui', allowedEvents: ['GRADUATE', 'STEP_BACK'] });
    expect(actionsFor(r, admin).find((a) => a.event === 'GRADUATE')).toMatchObject({ needsConfirm: true });
  });
});
