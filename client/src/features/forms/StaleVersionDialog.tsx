import { Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconGitCompare, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareRow } from './stale-version';

type Props = {
  /** the compared fields; null while no conflict is open */
  rows: CompareRow[] | null;
  /** how a value reads on screen (names for references, labels for codes); default: as text */
  render?: (row: CompareRow, value: unknown) => ReactNode;
  /** discard mine, show the saved row */
  onReload(): void;
  /** keep editing mine; the next save knowingly replaces the saved row */
  onKeepMine(): void;
  onClose(): void;
};

function plain(value: unknown, empty: string): ReactNode {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : empty;
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(String)
      .join(' / ');
  return String(value);
}

/**
 * What every edit form shows when its save met a newer version (409 `STALE_VERSION`): the saved row
 * beside the person's own changes, field by field, and the two ways on: take theirs, or keep mine.
 */
export function StaleVersionDialog({ rows, render, onReload, onKeepMine, onClose }: Props) {
  const { t } = useTranslation('errors');
  const show = (row: CompareRow, value: unknown) => (render ? render(row, value) : plain(value, t('stale.empty')));
  return (
    <Modal
      opened={rows !== null}
      onClose={onClose}
      title={t('stale.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('stale.close') }}
      data-testid="stale-dialog"
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconGitCompare />}>
          {t('stale.body')}
        </Alert>
        <ScrollArea.Autosize mah="50vh">
          <Table striped withTableBorder data-testid="stale-compare">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stale.field')}</Table.Th>
                <Table.Th>{t('stale.theirs')}</Table.Th>
                <Table.Th>{t('stale.mine')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((row) => (
                <Table.Tr key={row.name} data-testid={`stale-row-${row.name}`} data-differs={row.differs}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={row.differs ? 700 : 400}>
                        {row.label}
                      </Text>
                      {row.differs && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('stale.differs')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-testid={`stale-theirs-${row.name}`}>{show(row, row.theirs)}</Table.Td>
                  <Table.Td data-testid={`stale-mine-${row.name}`}>{show(row, row.mine)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepMine} data-testid="stale-keep-mine">
            {t('stale.keepMine')}
          </Button>
          <Button leftSection={<IconRefresh size={16} />} onClick={onReload} data-testid="stale-reload">
            {t('stale.reload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
