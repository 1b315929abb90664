import { Badge, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import type { SyncPreview } from '@ujian/shared/sync-dosen';
import { useTranslation } from 'react-i18next';

function Stat({ label, value, color, testId }: { label: string; value: number; color: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

/** What an import would do: counts, then the rows to add, change (with each field's diff) and deactivate. */
export function SyncPreviewView({ preview }: { preview: SyncPreview }) {
  const { t } = useTranslation('admin');
  const empty = (
    <Text size="sm" c="dimmed" p="md">
      {t('sync.nothing')}
    </Text>
  );
  return (
    <Stack gap="md" data-testid="sync-preview">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Stat label={t('sync.added')} value={preview.toAdd.length} color="green" testId="sync-count-added" />
        <Stat label={t('sync.changed')} value={preview.toChange.length} color="blue" testId="sync-count-changed" />
        <Stat
          label={t('sync.deactivated')}
          value={preview.toDeactivate.length}
          color="orange"
          testId="sync-count-deactivated"
        />
        <Stat label={t('sync.unchanged')} value={preview.unchanged} color="gray" testId="sync-count-unchanged" />
        <Stat label={t('sync.errors')} value={preview.errors.length} color="red" testId="sync-count-errors" />
      </SimpleGrid>
      <Tabs defaultValue={preview.errors.length > 0 ? 'errors' : 'add'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="add">{t('sync.added')}</Tabs.Tab>
          <Tabs.Tab value="change">{t('sync.changed')}</Tabs.Tab>
          <Tabs.Tab value="deactivate">{t('sync.deactivated')}</Tabs.Tab>
          <Tabs.Tab value="errors" color="red">
            {t('sync.errors')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="add" pt="sm">
          {preview.toAdd.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="sync-add-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>NIDN</Table.Th>
                  <Table.Th>{t('sync.nama')}</Table.Th>
                  <Table.Th>{t('sync.prodi')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.toAdd.map((row) => (
                  <Table.Tr key={row.nidn}>
                    <Table.Td>{row.nidn}</Table.Td>
                    <Table.Td>{row.nama}</Table.Td>
                    <Table.Td>{row.prodiKode ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="change" pt="sm">
          {preview.toChange.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="sync-change-table">
              <Table.Tbody>
                {preview.toChange.map((row) => (
                  <Table.Tr key={row.uuid}>
                    <Table.Td w={130}>{row.nidn}</Table.Td>
                    <Table.Td>{row.nama}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {row.changes.map((change) => (
                          <Group key={change.field} gap={6} wrap="nowrap">
                            <Badge size="xs" variant="light">
                              {change.field}
                            </Badge>
                            <Text size="xs" td="line-through" c="red">
                              {change.from ?? '–'}
                            </Text>
                            <Text size="xs">→</Text>
                            <Text size="xs" c="green" fw={600}>
                              {change.to ?? '–'}
                            </Text>
                          </Group>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="deactivate" pt="sm">
          {preview.toDeactivate.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="sync-deactivate-table">
              <Table.Tbody>
                {preview.toDeactivate.map((row) => (
                  <Table.Tr key={row.uuid}>
                    <Table.Td w={130}>{row.nidn}</Table.Td>
                    <Table.Td>{row.nama}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="sm">
          {preview.errors.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="sync-error-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>{t('sync.row')}</Table.Th>
                  <Table.Th w={140}>{t('sync.field')}</Table.Th>
                  <Table.Th>{t('sync.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.map((error) => (
                  <Table.Tr key={`${error.row}:${error.field ?? ''}:${error.message}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.field ?? '–'}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
