import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type KomitePeran, komitePeran } from '@ujian/shared/jadwal';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { useAvailability } from './api';
import { type DosenChoice, DosenPicker } from './DosenPicker';
import { slotLabel } from './format';
import { hasSlot, type PlacementAction, type PlacementState, type PlacementTarget } from './placement-state';
import type { Room, Slot } from './schedule-grid';

type Props = {
  state: PlacementState;
  dispatch: Dispatch<PlacementAction>;
  target: PlacementTarget;
  rooms: readonly Room[];
  slots: readonly Slot[];
  availability: ReturnType<typeof useAvailability>['data'];
  dosenNames: ReadonlyMap<string, string>;
  /** The clashes of a field as one text, for its error line. */
  fieldError(field: string): string | undefined;
};

/**
 * The placement's pickers: date, slot, room (occupied ones marked) or online link, then one picker per
 * committee seat offering the lecturers free at that slot (with their load).
 */
export function PlacementPickers({
  state,
  dispatch,
  target,
  rooms,
  slots,
  availability,
  dosenNames,
  fieldError,
}: Props) {
  const { t } = useTranslation(['jadwal', 'master']);
  const { seats } = state;
  const slotChosen = hasSlot(state);

  const freeRooms = new Set(availability?.ruangan.map((r) => r.uuid) ?? []);
  const roomData = rooms.map((r) => ({
    value: r.uuid,
    label:
      availability && !freeRooms.has(r.uuid) && r.uuid !== target.jadwal?.ruanganUuid
        ? `${r.nama} — ${t('form.occupied')}`
        : r.nama,
  }));
  const available: DosenChoice[] = [...(availability?.dosen ?? [])];
  for (const uuid of Object.values(seats))
    if (uuid && !available.some((d) => d.uuid === uuid)) available.push({ uuid, nama: dosenNames.get(uuid) ?? uuid });
  // a lecturer sits in one seat: the others' pickers leave them out
  const choicesFor = (peran: KomitePeran) =>
    available.filter((d) => d.uuid === seats[peran] || !Object.values(seats).includes(d.uuid));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('form.tanggal')}
          value={state.tanggal}
          onChange={(e) => dispatch({ type: 'tanggal', value: e.currentTarget.value })}
          error={fieldError('tanggal')}
          data-testid="placement-tanggal"
        />
        <Select
          label={t('form.waktu')}
          placeholder={t('master:common.choose')}
          data={slots.map((s) => ({ value: s.uuid, label: slotLabel(s) }))}
          value={state.waktuUjianUuid}
          onChange={(value) => dispatch({ type: 'waktu', value })}
          data-testid="placement-waktu"
        />
        <Select
          label={t('form.ruangan')}
          placeholder={t('master:common.choose')}
          data={roomData}
          value={state.ruanganUuid}
          onChange={(value) => dispatch({ type: 'ruangan', value })}
          clearable
          clearButtonProps={{ 'aria-label': t('form.clear') }}
          searchable
          error={fieldError('ruangan')}
          data-testid="placement-ruangan"
        />
        <TextInput
          label={t('form.onlineUrl')}
          placeholder="https://"
          value={state.onlineUrl}
          onChange={(e) => dispatch({ type: 'onlineUrl', value: e.currentTarget.value })}
          error={fieldError('onlineUrl')}
          data-testid="placement-online"
        />
      </SimpleGrid>
      {target.pembimbing && target.pembimbing.length > 0 && (
        <Text size="sm">
          {t('detail.pembimbing')}: {target.pembimbing.map((p) => p.nama).join(', ')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {komitePeran.map((peran) => (
          <DosenPicker
            key={peran}
            label={t(`peran.${peran}`)}
            placeholder={slotChosen ? t('master:common.choose') : t('form.pickSlotFirst')}
            choices={choicesFor(peran)}
            value={seats[peran]}
            onChange={(value) => dispatch({ type: 'seat', peran, value })}
            disabled={!slotChosen}
            testId={`placement-${peran}`}
          />
        ))}
      </SimpleGrid>
      {fieldError('komite') && (
        <Text size="sm" c="red.8" data-testid="placement-komite-error">
          {fieldError('komite')}
        </Text>
      )}
    </>
  );
}
