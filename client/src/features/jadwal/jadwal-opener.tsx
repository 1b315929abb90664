import { Drawer, Loader } from '@mantine/core';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppAbility } from '../../lib/ability';
import { lazyComponent } from '../../lib/lazy-page';

// The detail view (history, actions, the placement form) is the largest part of the schedule's code: a
// list loads it when a row is first opened, not with the list.
const JadwalDetailView = lazyComponent<{ uuid: string; embedded?: boolean }, typeof import('./JadwalDetailPage')>(
  () => import('./JadwalDetailPage'),
  'JadwalDetailView',
);

/**
 * A dosen or student reads their sidang without the managers' route (spec: `/jadwal-sidang/{uuid}`
 * needs `manage`): the same view in a drawer over their list.
 */
export function useJadwalOpener() {
  const { t } = useTranslation('jadwal');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [open, setOpen] = useState<string | null>(null);
  const manages = ability.can('manage', 'jadwal-sidang');
  const openRow = (row: Pick<JadwalRow, 'uuid'>) =>
    manages ? navigate(`/jadwal-sidang/${row.uuid}`) : setOpen(row.uuid);
  const drawer = (
    <Drawer
      opened={open !== null}
      onClose={() => setOpen(null)}
      position="right"
      size="xl"
      title={t('detail.title')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid="jadwal-drawer"
    >
      {open && (
        <Suspense fallback={<Loader />}>
          <JadwalDetailView uuid={open} embedded />
        </Suspense>
      )}
    </Drawer>
  );
  return { openRow, drawer };
}
