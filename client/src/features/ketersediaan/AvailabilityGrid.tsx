import { Box, Table, Text, UnstyledButton } from '@mantine/core';
import type { Occurrence } from '@ujian/shared/ketersediaan';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../lib/format-date';
import { blockAt, cellKey, gridHours, rectangle } from './week-cells';

type Cell = { day: string; hour: number };

type Props = {
  days: readonly string[];
  occurrences: readonly Occurrence[];
  /** a block to point out (a staff request to free it) */
  highlighted?: string | null;
  selected: ReadonlySet<string>;
  onSelect(next: Set<string>): void;
  /** a drag ended on these cells: create them right away */
  onDragEnd(cells: Set<string>): void;
};

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The week as a table of hour cells. Dragging across free cells makes a block; each cell is also a
 * toggle button (keyboard: Tab to a cell, Space/Enter to select, then the page's "Block" button).
 */
export function AvailabilityGrid({ days, occurrences, highlighted, selected, onSelect, onDragEnd }: Props) {
  const { t, i18n } = useTranslation('ketersediaan');
  const drag = useRef<{ from: Cell; to: Cell; moved: boolean } | null>(null);
  const hours = gridHours();
  const dayName = (day: string) => formatShortDay(day, i18n.language);
  const free = (keys: string[]) =>
    keys.filter((k) => {
      const [day, hour] = k.split('|') as [string, string];
      return !blockAt(occurrences, day, Number(hour));
    });

  useEffect(() => {
    const end = () => {
      const d = drag.current;
      drag.current = null;
      if (d?.moved) onDragEnd(new Set(free(rectangle(d.from, d.to, days))));
    };
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  });

  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect(next);
  };

  return (
    <Box style={{ overflowX: 'auto', userSelect: 'none' }} data-testid="ketersediaan-grid">
      <Table withColumnBorders withTableBorder layout="fixed" miw={720} verticalSpacing={0}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>
              <Text size="xs" c="dimmed">
                {t('grid.hour')}
              </Text>
            </Table.Th>
            {days.map((day) => (
              <Table.Th key={day} scope="col">
                <Text size="sm" fw={600}>
                  {dayName(day)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row">
                <Text size="xs">{hh(hour)}</Text>
              </Table.Th>
              {days.map((day) => {
                const key = cellKey(day, hour);
                const block = blockAt(occurrences, day, hour);
                const isSelected = selected.has(key);
                const label = `${dayName(day)} ${hh(hour)}–${hh(hour + 1)}: ${
                  block
                    ? `${t('grid.blockedShort')}, ${t('grid.blocked')}`
                    : isSelected
                      ? t('grid.selected')
                      : t('grid.free')
                }`;
                return (
                  <Table.Td key={key} p={0}>
                    <UnstyledButton
                      aria-label={label}
                      aria-pressed={block ? undefined : isSelected}
                      disabled={Boolean(block)}
                      data-testid={`cell-${day}-${hour}`}
                      data-state={block ? 'blocked' : isSelected ? 'selected' : 'free'}
                      onClick={() => !block && toggle(key)}
                      onPointerDown={(e) => {
                        if (block || e.button !== 0) return;
                        drag.current = { from: { day, hour }, to: { day, hour }, moved: false };
                      }}
                      onPointerEnter={() => {
                        const d = drag.current;
                        if (!d) return;
                        d.to = { day, hour };
                        d.moved = true;
                        onSelect(new Set(free(rectangle(d.from, d.to, days))));
                      }}
                      style={{
                        display: 'block',
                        width: '100%',
                        height: 28,
                        background: block
                          ? 'var(--mantine-color-red-8)'
                          : isSelected
                            ? 'var(--mantine-color-blue-7)'
                            : undefined,
                        color: block || isSelected ? 'white' : undefined,
                        outline:
                          block && block.uuid === highlighted ? '3px solid var(--mantine-color-orange-5)' : undefined,
                        outlineOffset: -3,
                        fontSize: 11,
                        textAlign: 'center',
                      }}
                    >
                      {block ? t('grid.blockedShort') : isSelected ? '✓' : ''}
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
