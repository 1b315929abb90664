import type { Subject } from '@ujian/shared/ability';
import type { PengajuanKind } from '@ujian/shared/pengajuan';
import { sidangEvents, yudisiumEvents } from '@ujian/shared/pengajuan';
import { pengajuanSidang, pengajuanYudisium } from '../../db/schema/pengajuan';
import type { AbilityFieldMap } from './ability-sql';

export type PengajuanTable = typeof pengajuanSidang | typeof pengajuanYudisium;

/** What differs between the two kinds of pengajuan; everything else is shared code. */
export type KindSpec = {
  kind: PengajuanKind;
  table: PengajuanTable;
  /** CASL subject of the seeded roles (shared/roles.ts) */
  subject: Subject;
  /** API path segment */
  path: string;
  events: readonly string[];
  /** `jenis` of the periode ujian that applies */
  periodeJenis: string;
  label: string;
};

export const kindSpecs: Record<PengajuanKind, KindSpec> = {
  sidang: {
    kind: 'sidang',
    table: pengajuanSidang,
    subject: 'pengajuan-sidang',
    path: 'pengajuan-sidang',
    events: sidangEvents,
    periodeJenis: 'sidang',
    label: 'Pengajuan sidang',
  },
  yudisium: {
    kind: 'yudisium',
    table: pengajuanYudisium,
    subject: 'yudisium',
    path: 'pengajuan-yudisium',
    events: yudisiumEvents,
    periodeJenis: 'yudisium',
    label: 'Pengajuan yudisium',
  },
};

/** The condition fields the roles' rules use (`${user.id}`, `${user.prodiId}`) and their columns. */
export function abilityFieldsOf(table: PengajuanTable): AbilityFieldMap {
  return {
    userId: { column: table.userId, type: 'int' },
    prodiId: { column: table.prodiUuid, type: 'uuid' },
    uuid: { column: table.uuid, type: 'uuid' },
    status: { column: table.status, type: 'text' },
  };
}

/** The object CASL checks one row against: the same field names as the rules' conditions. */
export function caslSubjectOf(
  spec: KindSpec,
  row: { userId: number; prodiUuid: string | null; uuid: string; status: string },
) {
  return {
    __caslSubjectType__: spec.subject,
    userId: String(row.userId),
    prodiId: row.prodiUuid ?? '',
    uuid: row.uuid,
    status: row.status,
  } as unknown as Record<string, unknown>;
}
