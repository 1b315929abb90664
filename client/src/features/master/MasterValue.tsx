import { Badge, Group, Text } from '@mantine/core';
import type { MasterName } from '@ujian/shared/ability';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../components/ActiveBadge';
import { formatDay, formatInstant } from '../../lib/format-date';
import { formatRupiah } from '../../lib/rupiah';
import { useMasterOptions, useMasterRow } from './api';
import type { ColumnKind } from './define-master';
import { rowTitle } from './define-master';
import { masterScreens } from './screens';

/** The name of a referenced row (a prodi's jenjang, a schedule's room), never its uuid. */
export function MasterRef({ master, uuid }: { master: MasterName; uuid: string | null | undefined }) {
  const config = masterScreens[master];
  // Long lists are looked up row by row (cached); short ones come from the picker's cached list.
  const options = useMasterOptions(master, '', Boolean(uuid) && !config.large);
  const row = useMasterRow(master, config.large && uuid ? uuid : undefined);
  if (!uuid) return <Text c="dimmed">–</Text>;
  const found = config.large ? row.data : options.data?.find((r) => r.uuid === uuid);
  if (!found) return <Text c="dimmed">{options.isPending || row.isPending ? '…' : '?'}</Text>;
  return <>{rowTitle(config, found)}</>;
}

/** A per-language label in the reader's language (then Indonesian, then English). */
export function labelIn(labels: unknown, lng: string): string {
  if (!labels || typeof labels !== 'object') return '';
  const map = labels as Record<string, unknown>;
  const text = map[lng] ?? map[lng.slice(0, 2)] ?? map.id ?? map.en;
  return typeof text === 'string' ? text : '';
}

type MasterValueProps = {
  kind: ColumnKind;
  value: unknown;
  master?: MasterName;
  /** `<list>.options.<field>` prefix for enum labels. */
  enumPrefix: string;
};

/** One cell of a master list. */
export function MasterValue({ kind, value, master, enumPrefix }: MasterValueProps) {
  const { t, i18n } = useTranslation('master');
  switch (kind) {
    case 'active':
      return <ActiveBadge active={value !== false} />;
    case 'boolean':
      return <Text size="sm">{value === true ? t('common.yes') : t('common.no')}</Text>;
    case 'enum':
      return (
        <Text size="sm">{value ? t(`${enumPrefix}.${String(value)}`, { defaultValue: String(value) }) : '–'}</Text>
      );
    case 'master':
      return master ? <MasterRef master={master} uuid={typeof value === 'string' ? value : null} /> : null;
    case 'masters':
      return master && Array.isArray(value) && value.length > 0 ? (
        <Group gap={4}>
          {value.map((uuid) => (
            <MasterRef key={String(uuid)} master={master} uuid={String(uuid)} />
          ))}
        </Group>
      ) : (
        <Text size="sm">–</Text>
      );
    case 'labels':
      return <Text size="sm">{labelIn(value, i18n.language)}</Text>;
    case 'color':
      return typeof value === 'string' ? (
        <Badge color={value} variant="light">
          {value}
        </Badge>
      ) : null;
    case 'date':
      return <Text size="sm">{formatDay(typeof value === 'string' ? value : null, i18n.language)}</Text>;
    case 'datetime':
      return <Text size="sm">{formatInstant(typeof value === 'string' ? value : null, i18n.language)}</Text>;
    case 'rupiah':
      return <Text size="sm">{typeof value === 'number' ? formatRupiah(value) : '–'}</Text>;
    case 'time':
      return <Text size="sm">{typeof value === 'string' ? value.slice(0, 5) : ''}</Text>;
    default:
      return <Text size="sm">{value === null || value === undefined || value === '' ? '–' : String(value)}</Text>;
  }
}
