import { subject } from '@casl/ability';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import type { SessionStatus } from '../../app/session-actor';
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

/**
 * What the start-up check said of the viewer's biodata, as far as it explains a refused submit: it may be
 * older than the row (the biodata completed in another tab), so it never blocks what the server allows.
 */
export function biodataCompleteOf(session: SessionStatus, row: Pick<Pengajuan, 'allowedEvents'>): false | undefined {
  const submitAllowed = row.allowedEvents.some((event) => event === 'SUBMIT' || event === 'RESUBMIT');
  return session === 'biodataIncomplete' && !submitAllowed ? false : undefined;
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
    biodataComplete: row ? biodataCompleteOf(session, row) : undefined,
    hasLulusSidang: ownYudisium ? lulus.data : undefined,
    id: user?.id ?? -1,
    role: user?.role ?? '',
    managesAll: ability.can('manage', 'all'),
    mayChange: target ? ability.can('update', target) || ability.can('edit', target) : false,
  };
}
