import { Anchor } from '@mantine/core';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { useTranslation } from 'react-i18next';

/** Where a sidang is held: the room, the online link, or not yet. */
export function PlaceText({ row }: { row: Pick<JadwalRow, 'ruanganNama' | 'onlineUrl'> }) {
  const { t } = useTranslation('jadwal');
  if (row.ruanganNama) return <>{row.ruanganNama}</>;
  if (row.onlineUrl)
    return (
      <Anchor href={row.onlineUrl} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
        {t('place.online')}
      </Anchor>
    );
  return <>{t('place.none')}</>;
}
