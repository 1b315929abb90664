import { Badge, Checkbox, Group, Menu, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Cell, cellAt, type Matrix, type PresetName, presetNames, setCell } from './matrix';

type RuleMatrixProps = {
  matrix: Matrix;
  subjects: readonly string[];
  actions: readonly string[];
  onChange(matrix: Matrix): void;
  readOnly: boolean;
};

const presetColor: Record<string, string> = {
  all: 'green',
  own: 'blue',
  'own-prodi': 'grape',
  'as-penguji': 'orange',
  'own-dosen': 'cyan',
  custom: 'gray',
};

function PresetMenu(props: { cell: Cell; onPick(preset: PresetName): void; testId: string; readOnly: boolean }) {
  const { t } = useTranslation('admin');
  const label = t(`hakAkses.presets.${props.cell.preset}.short`);
  const badge = (
    <Badge
      size="xs"
      variant="light"
      color={presetColor[props.cell.preset] ?? 'gray'}
      rightSection={props.readOnly || props.cell.preset === 'custom' ? null : <IconChevronDown size={10} />}
    >
      {label}
    </Badge>
  );
  if (props.readOnly || props.cell.preset === 'custom') {
    const detail =
      props.cell.preset === 'custom'
        ? JSON.stringify(props.cell.conditions)
        : t(`hakAkses.presets.${props.cell.preset}.long`);
    return (
      <Tooltip label={detail}>
        <span data-testid={props.testId}>{badge}</span>
      </Tooltip>
    );
  }
  return (
    <Menu withinPortal position="bottom" shadow="md">
      <Menu.Target>
        <UnstyledButton data-testid={props.testId} aria-label={t('hakAkses.choosePreset')}>
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {presetNames.map((preset) => (
          <Menu.Item key={preset} onClick={() => props.onPick(preset)} data-testid={`${props.testId}-${preset}`}>
            <Text size="sm">{t(`hakAkses.presets.${preset}.long`)}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The subjects x actions grid: a tick grants the action, its badge says on which rows. */
export function RuleMatrix({ matrix, subjects, actions, onChange, readOnly }: RuleMatrixProps) {
  const { t } = useTranslation(['admin', 'access']);
  return (
    <Table.ScrollContainer minWidth={900} maxHeight={640}>
      <Table stickyHeader withColumnBorders striped verticalSpacing={6} data-testid="rule-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hakAkses.subject')}</Table.Th>
            {actions.map((action) => (
              <Table.Th key={action} ta="center">
                <Tooltip label={action}>
                  <Text size="xs" fw={600}>
                    {t(`access:actions.${action}`, { defaultValue: action })}
                  </Text>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subjects.map((subject) => (
            <Table.Tr key={subject}>
              <Table.Td>
                <Text size="sm">{t(`access:subjects.${subject}`, { defaultValue: subject })}</Text>
                <Text size="xs" c="dimmed">
                  {subject}
                </Text>
              </Table.Td>
              {actions.map((action) => {
                const cell = cellAt(matrix, subject, action);
                const id = `cell-${subject}-${action}`;
                return (
                  <Table.Td key={action}>
                    <Group gap={4} justify="center" wrap="nowrap">
                      <Checkbox
                        size="xs"
                        checked={Boolean(cell)}
                        disabled={readOnly}
                        aria-label={`${action} ${subject}`}
                        onChange={(event) =>
                          onChange(
                            setCell(matrix, subject, action, event.currentTarget.checked ? { preset: 'all' } : null),
                          )
                        }
                        data-testid={id}
                      />
                      {cell && (
                        <PresetMenu
                          cell={cell}
                          readOnly={readOnly}
                          testId={`${id}-preset`}
                          onPick={(preset) => onChange(setCell(matrix, subject, action, { preset }))}
                        />
                      )}
                    </Group>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
