import type { AnyEvent } from '@ujian/shared/events';
import { describe, expect, it } from 'vitest';
import { deskSourceKeys, eventRefreshesDashboard } from './dashboard-live';

const at = '2026-11-21T10:00:00.000Z';

describe('which live events refresh the dashboard', () => {
  it.each<[AnyEvent, boolean]>([
    [{ seq: 1, type: 'rekap:changed', at, data: { recap: 'pengajuan-sidang' } }, true],
    [
      {
        seq: 2,
        type: 'pengajuan:status',
        at,
        data: { kind: 'sidang', uuid: 'u', from: 'draft', to: 'diajukan', event: 'SUBMIT' },
      },
      true,
    ],
    [
      {
        seq: 3,
        type: 'pengajuan:status',
        at,
        data: { kind: 'yudisium', uuid: 'u', from: 'draft', to: 'diajukan', event: 'SUBMIT' },
      },
      true,
    ],
    [{ seq: 4, type: 'jadwal:changed', at, data: { uuid: 'j', pengajuanUuid: 'p', change: 'published' } }, true],
    [{ seq: 5, type: 'rekap:changed', at, data: { recap: 'payroll' } }, false],
    [{ seq: 6, type: 'notifikasi', at, data: { id: 1, title: 't', body: 'b', link: null, createdAt: at } }, false],
    [{ seq: 7, type: 'session:revoked', at, data: { reason: 'logout' } }, false],
  ])('%o -> %s', (event, expected) => {
    expect(eventRefreshesDashboard(event)).toBe(expected);
  });
});

describe("which live events refresh a lecturer's desk", () => {
  it.each<[AnyEvent, boolean]>([
    [{ seq: 1, type: 'jadwal:changed', at, data: { uuid: 'j', pengajuanUuid: 'p', change: 'updated' } }, true],
    [{ seq: 2, type: 'hasil:changed', at, data: { uuid: 'h', jadwalUuid: 'j', status: 'penilaian' } }, true],
    [{ seq: 3, type: 'rekap:changed', at, data: { recap: 'payroll' } }, true],
    [{ seq: 4, type: 'rekap:changed', at, data: { recap: 'jadwal-sidang' } }, true],
    [{ seq: 5, type: 'notifikasi', at, data: { id: 1, title: 't', body: 'b', link: null, createdAt: at } }, true],
    [{ seq: 6, type: 'rekap:changed', at, data: { recap: 'pengajuan-sidang' } }, false],
    [{ seq: 7, type: 'session:revoked', at, data: { reason: 'logout' } }, false],
  ])('%o -> %s', (event, expected) => {
    expect(eventRefreshesDashboard(event, deskSourceKeys)).toBe(expected);
  });
});
