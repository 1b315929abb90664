import { Select } from '@mantine/core';
import type { MasterName } from '@ujian/shared/ability';
import { useTranslation } from 'react-i18next';
import { useMasterOptions } from './api';
import { type MasterFilter, type MasterScreenConfig, rowTitle } from './define-master';
import { masterScreens } from './screens';

type FilterProps = {
  config: MasterScreenConfig;
  filter: MasterFilter;
  value: string | null;
  onChange(value: string | null): void;
};

function MasterFilterSelect({ master, ...props }: Omit<FilterProps, 'filter'> & { master: MasterName; name: string }) {
  const { t } = useTranslation('master');
  const options = useMasterOptions(master);
  const target = masterScreens[master];
  return (
    <Select
      aria-label={t(`${props.config.name}.fields.${props.name}`)}
      placeholder={t(`${props.config.name}.fields.${props.name}`)}
      data={(options.data ?? []).map((row) => ({ value: row.uuid, label: rowTitle(target, row) }))}
      value={props.value}
      onChange={props.onChange}
      clearable
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      w={220}
      data-testid={`filter-${props.name}`}
    />
  );
}

/** One filter control of a master list; its value lives in the URL. */
export function MasterFilterControl({ config, filter, value, onChange }: FilterProps) {
  const { t } = useTranslation('master');
  if (filter.type === 'master') {
    return (
      <MasterFilterSelect config={config} master={filter.master} name={filter.name} value={value} onChange={onChange} />
    );
  }
  const options =
    filter.type === 'active'
      ? [
          { value: 'true', label: t('common.active') },
          { value: 'false', label: t('common.inactive') },
        ]
      : filter.options.map((option) => ({
          value: option,
          label: t(`${config.name}.options.${filter.name}.${option}`),
        }));
  const label = filter.type === 'active' ? t('common.status') : t(`${config.name}.fields.${filter.name}`);
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      w={180}
      data-testid={`filter-${filter.name}`}
    />
  );
}
