import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MasterName } from '@ujian/shared/ability';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterOptions, useMasterRow } from './api';
import { rowTitle } from './define-master';
import { masterScreens } from './screens';

type MasterPickerProps = {
  master: MasterName;
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  testId: string;
};

/** Picks a row of another master by its name; long lists (dosen) are searched on the server. */
export function MasterPicker(props: MasterPickerProps) {
  const { t } = useTranslation('master');
  const config = masterScreens[props.master];
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useMasterOptions(props.master, config.large ? q : '');
  // The chosen row may not be among the rows a search returned; its name must still show.
  const chosen = useMasterRow(props.master, config.large && props.value ? props.value : undefined);

  const rows = [...(options.data ?? [])];
  if (chosen.data && !rows.some((r) => r.uuid === chosen.data.uuid)) rows.unshift(chosen.data);
  // Inactive rows cannot be chosen anew, but the one already chosen stays visible.
  const data = rows
    .filter((row) => row.active !== false || row.uuid === props.value)
    .map((row) => ({ value: row.uuid, label: rowTitle(config, row) }));

  return (
    <Select
      label={props.label}
      withAsterisk={props.required}
      placeholder={options.isPending ? t('common.loading') : t('common.choose')}
      data={data}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      searchable
      clearable={!props.required}
      onSearchChange={config.large ? setSearch : undefined}
      filter={config.large ? ({ options: all }) => all : undefined}
      nothingFoundMessage={t('common.nothingFound')}
      error={props.error ?? (options.isError ? t('common.optionsFailed') : undefined)}
      disabled={props.disabled}
      data-testid={props.testId}
    />
  );
}

type MasterMultiPickerProps = Omit<MasterPickerProps, 'value' | 'onChange' | 'required'> & {
  value: string[];
  onChange(value: string[]): void;
};

/** Picks several rows of a short master list (e.g. a lecturer's peminatan) by name. */
export function MasterMultiPicker(props: MasterMultiPickerProps) {
  const { t } = useTranslation('master');
  const config = masterScreens[props.master];
  const options = useMasterOptions(props.master, '');
  const data = (options.data ?? [])
    .filter((row) => row.active !== false || props.value.includes(row.uuid))
    .map((row) => ({ value: row.uuid, label: rowTitle(config, row) }));
  return (
    <MultiSelect
      label={props.label}
      placeholder={options.isPending ? t('common.loading') : t('common.choose')}
      data={data}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      searchable
      clearable
      nothingFoundMessage={t('common.nothingFound')}
      error={props.error ?? (options.isError ? t('common.optionsFailed') : undefined)}
      disabled={props.disabled}
      data-testid={props.testId}
    />
  );
}
