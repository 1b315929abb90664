import { subject } from '@casl/ability';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { useSessionStatus } from '../../app/use-session';
import { useAppAbility } from '../../lib/ability';
import { useSessionStore } from '../../stores/session';
import type { Viewer } from './actions';
import { useHasLulusSidang } from './api';
import { kindConfigs } from './kinds';

/** The CASL object of one row: the same field names as the roles' conditions (server: kinds.ts). */
export function caslRow(row: Pick<Pengajuan, 'kind' | 'userId' | 'prodiUuid' | 'uuid' | 'status'>) {
  return subject(kindConfigs[row.kind].subject, {
    userId: String(row.userId),
    prodiId: row.prodiUuid ?? '',
    uuid: row.uuid,
    status: row.status,
  }) as unknown as Record<string, unknown>;
}

/** The signed-in user as seen by the actions of one row. */
export function useViewer(row: Pengajuan | undefined): Viewer {
  const ability = useAppAbility();
  const user = useSessionStore((s) => s.userData);
  const target = row ? caslRow(row) : undefined;
  const ownYudisium = row?.kind === 'yudisium' && row.userId === user?.id;
  const lulus = useHasLulusSidang(ownYudisium);
  const session = useSessionStatus();
  return {
    // the start-up check's answer: a submit is blocked with its reason before the server refuses it
    biodataComplete: session === 'biodataIncomplete' ? false : session === 'authenticated' ? true : undefined,
    hasLulusSidang: ownYudisium ? lulus.data : undefined,
    id: user?.id ?? -1,
    role: user?.role ?? '',
    managesAll: ability.can('manage', 'all'),
    mayChange: target ? ability.can('update', target) || ability.can('edit', target) : false,
  };
}
