import { Badge, Group, Select, Text } from '@mantine/core';
import { overDailyLoad } from '@ujian/shared/jadwal-load';
import { defaultPengaturan } from '@ujian/shared/surat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { usePengaturan } from '../surat/api';

/** A lecturer as the availability lists them; `cocok` and `loadPeriode` when the server says them. */
export type DosenChoice = { uuid: string; nama: string; load?: number; cocok?: boolean; loadPeriode?: number };

/** The institution's daily maximum (settings), for whoever may read it; the default otherwise. */
export function useDailyMaximum(): number {
  const ability = useAppAbility();
  const settings = usePengaturan(ability.can('manage', 'pengaturan'));
  return settings.data?.maxSidangPerHari ?? defaultPengaturan.maxSidangPerHari;
}

/**
 * The contract's order, the same as the server's list: suitable first, then the lighter load in the
 * period, then by name (the day's load is shown beside each name, not sorted on).
 */
export function bySuitability(a: DosenChoice, b: DosenChoice): number {
  const fit = Number(b.cocok === true) - Number(a.cocok === true);
  if (fit !== 0) return fit;
  const period = (a.loadPeriode ?? 0) - (b.loadPeriode ?? 0);
  return period !== 0 ? period : a.nama.localeCompare(b.nama, 'id');
}

/** The one option a typed text names: an exact name, else the only name containing it. */
export function optionNamed<T extends { label: string }>(options: readonly T[], typed: string): T | undefined {
  const text = typed.trim().toLocaleLowerCase();
  if (!text) return undefined;
  const exact = options.find((o) => o.label.toLocaleLowerCase() === text);
  if (exact) return exact;
  const containing = options.filter((o) => o.label.toLocaleLowerCase().includes(text));
  return containing.length === 1 ? containing[0] : undefined;
}

type Props = {
  label: string;
  placeholder: string;
  choices: readonly DosenChoice[];
  value: string | null;
  onChange(value: string | null): void;
  disabled: boolean;
  testId: string;
};

/**
 * One committee seat as an accessible combobox: typing a name highlights the first match, so Enter
 * selects it; leaving with Tab keeps the lecturer the text names instead of dropping it silently.
 * Options carry the day's load (over the daily maximum in orange), the period's load and "cocok".
 */
export function DosenPicker(props: Props) {
  const { t } = useTranslation(['jadwal', 'master']);
  const dailyMaximum = useDailyMaximum();
  const [search, setSearch] = useState<string | null>(null);
  const byUuid = new Map(props.choices.map((d) => [d.uuid, d]));
  const data = [...props.choices].sort(bySuitability).map((d) => ({ value: d.uuid, label: d.nama }));
  const selectedLabel = props.value ? (byUuid.get(props.value)?.nama ?? '') : '';
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={data}
      value={props.value}
      onChange={(value) => {
        setSearch(null);
        props.onChange(value);
      }}
      searchValue={search ?? selectedLabel}
      onSearchChange={(text) => setSearch(text)}
      selectFirstOptionOnChange
      onKeyDown={(event) => {
        // Enter on typed text chooses: the highlighted option, else the first match
        if (event.key !== 'Enter' || search === null || search === selectedLabel) return;
        const listId = event.currentTarget.getAttribute('aria-controls');
        const list = listId ? document.getElementById(listId) : null;
        const highlighted = list?.querySelector<HTMLElement>('[data-combobox-selected]');
        if (highlighted) {
          // the highlighted option, as a click on it would choose it
          event.preventDefault();
          highlighted.click();
          return;
        }
        const text = search.trim().toLocaleLowerCase();
        const first = data.find((o) => o.label.toLocaleLowerCase().includes(text));
        if (!first) return;
        event.preventDefault();
        setSearch(null);
        props.onChange(first.value);
      }}
      onBlur={() => {
        if (search !== null && search !== selectedLabel) {
          const named = optionNamed(data, search);
          if (named) props.onChange(named.value);
        }
        setSearch(null);
      }}
      renderOption={({ option }) => {
        const d = byUuid.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{option.label}</Text>
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              {d?.cocok && (
                <Badge size="sm" variant="light" color="teal" tt="none" data-testid="dosen-cocok">
                  {t('form.cocok')}
                </Badge>
              )}
              {d?.loadPeriode !== undefined && (
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {t('form.dosenLoadPeriode', { n: d.loadPeriode })}
                </Badge>
              )}
              {d?.load !== undefined && (
                <Badge
                  size="sm"
                  variant="light"
                  color={overDailyLoad(d.load, dailyMaximum) ? 'orange' : 'gray'}
                  tt="none"
                >
                  {t('form.dosenLoad', { n: d.load })}
                </Badge>
              )}
            </Group>
          </Group>
        );
      }}
      clearable
      clearButtonProps={{ 'aria-label': t('form.clear') }}
      searchable
      disabled={props.disabled}
      nothingFoundMessage={t('master:common.nothingFound')}
      data-testid={props.testId}
    />
  );
}
