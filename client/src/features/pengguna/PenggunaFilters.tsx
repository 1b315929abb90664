import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMasterOptions } from '../master/api';
import { useRoleNames } from './api';

type Props = { filters: Record<string, string>; onChange(name: string, value: string | null): void };

/** Role, prodi and active filters of the user list. */
export function PenggunaFilters({ filters, onChange }: Props) {
  const { t } = useTranslation(['admin', 'master', 'common']);
  const roles = useRoleNames();
  const prodi = useMasterOptions('prodi');
  return (
    <>
      <Select
        aria-label={t('pengguna.columns.role')}
        placeholder={t('pengguna.columns.role')}
        data={(roles.data ?? []).map((name) => ({
          value: name,
          label: t(`common:roles.${name}`, { defaultValue: name }),
        }))}
        value={filters.role ?? null}
        onChange={(v) => onChange('role', v)}
        clearable
        w={180}
        data-testid="filter-role"
      />
      <Select
        aria-label={t('pengguna.columns.prodi')}
        placeholder={t('pengguna.columns.prodi')}
        data={(prodi.data ?? []).map((p) => ({ value: p.uuid, label: String(p.nama ?? p.uuid) }))}
        value={filters.prodiUuid ?? null}
        onChange={(v) => onChange('prodiUuid', v)}
        clearable
        searchable
        w={220}
        data-testid="filter-prodiUuid"
      />
      <Select
        aria-label={t('master:common.status')}
        placeholder={t('master:common.status')}
        data={[
          { value: 'true', label: t('master:common.active') },
          { value: 'false', label: t('master:common.inactive') },
        ]}
        value={filters.active ?? null}
        onChange={(v) => onChange('active', v)}
        clearable
        w={160}
        data-testid="filter-active"
      />
    </>
  );
}
