import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconGripVertical, IconPlus } from '@tabler/icons-react';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../lib/http';
import { useJadwalRange, useVerifiedPengajuan, type VerifiedPengajuan } from './api';
import { longDate, slotName, slotTimes, statusColor, studentLabel, timeRange } from './format';
import { PlacementForm } from './PlacementForm';
import { type PlacementTarget, targetOfJadwal } from './placement-state';
import { addDays, buildBoard, type Room, type Slot, unplaced } from './schedule-grid';

const DRAG_TYPE = 'application/x-pengajuan-uuid';
// five sessions and the room column fit beside the waiting list at 1366 px; more scroll under a fixed room column
const ROOM_COLUMN = 120;
const SLOT_COLUMN = 128;
const stickyRoom = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;

type Props = { day: string; onDay(day: string): void; rooms: Room[]; slots: Slot[] };

function targetOf(p: VerifiedPengajuan): PlacementTarget {
  return {
    pengajuan: { uuid: p.uuid, judul: p.judul, mahasiswa: p.mahasiswa },
    pembimbing: (p.pembimbing ?? []).map((b) => ({ dosenUuid: b.uuid, nama: b.nama })),
  };
}

/**
 * One day as rooms x waktu ujian. A verified pengajuan is picked from the list on the left (a toggle
 * button, so the keyboard works) or dragged, then placed on a cell: the placement form opens with
 * that day, slot and room. A placed sidang opens its form (draft, terjadwal) or its page.
 */
export function RoomBoard({ day, onDay, rooms, slots }: Props) {
  const { t, i18n } = useTranslation(['jadwal', 'errors']);
  const navigate = useNavigate();
  const jadwal = useJadwalRange(day, day);
  const pool = useVerifiedPengajuan();
  const [picked, setPicked] = useState<string | null>(null);
  const [form, setForm] = useState<PlacementTarget | null>(null);
  const [dropCell, setDropCell] = useState<string | null>(null);

  const rows = jadwal.data?.data ?? [];
  const board = buildBoard(rooms, slots, rows, day);
  const waiting = pool.data ? unplaced(pool.data.verified, pool.data.drafts) : [];
  const pickedRow = waiting.find((p) => p.uuid === picked);

  const place = (pengajuanUuid: string, room: Room, slot: Slot) => {
    const p = waiting.find((w) => w.uuid === pengajuanUuid);
    if (!p) return;
    setForm({ ...targetOf(p), tanggal: day, waktuUjianUuid: slot.uuid, ruanganUuid: room.uuid });
  };
  const open = (row: JadwalRow) => {
    if (row.status === 'draft' || row.status === 'terjadwal') setForm(targetOfJadwal(row));
    else navigate(`/jadwal-sidang/${row.uuid}`);
  };
  const onDrop = (event: DragEvent, room: Room, slot: Slot) => {
    event.preventDefault();
    setDropCell(null);
    const uuid = event.dataTransfer.getData(DRAG_TYPE);
    if (uuid) place(uuid, room, slot);
  };

  return (
    <Grid gap="md" data-testid="jadwal-board">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card withBorder radius="md" padding="sm">
          <Title order={4} mb={4}>
            {t('board.waiting')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {t('board.waitingHint')}
          </Text>
          {pool.isPending && <Loader size="sm" />}
          {pool.isError && <Alert color="red">{errorMessageOf(pool.error, t)}</Alert>}
          {pool.data && waiting.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="board-waiting-empty">
              {t('board.waitingEmpty')}
            </Text>
          )}
          <ScrollArea.Autosize mah={520}>
            <Stack gap={6} data-testid="board-waiting">
              {waiting.map((p) => {
                const active = picked === p.uuid;
                return (
                  <UnstyledButton
                    key={p.uuid}
                    draggable
                    onDragStart={(e) => {
                      // no pick while dragging: the banner and place buttons would move the board under the pointer
                      e.dataTransfer.setData(DRAG_TYPE, p.uuid);
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onDragEnd={() => setDropCell(null)}
                    onClick={() => setPicked(active ? null : p.uuid)}
                    aria-pressed={active}
                    data-testid="board-waiting-item"
                    data-uuid={p.uuid}
                    style={{
                      display: 'block',
                      width: '100%',
                      padding: 8,
                      borderRadius: 6,
                      border: `1px solid var(--mantine-color-${active ? 'blue-7' : 'gray-4'})`,
                      background: active ? 'var(--mantine-color-blue-0)' : undefined,
                      cursor: 'grab',
                    }}
                  >
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <IconGripVertical size={14} style={{ flex: 'none', marginTop: 3 }} aria-hidden />
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate>
                          {p.mahasiswa.fullName}
                        </Text>
                        <Text size="xs" lineClamp={2}>
                          {p.judul}
                        </Text>
                        {p.prodiNama && (
                          <Text size="xs" c="dimmed">
                            {p.prodiNama}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Group gap="xs">
              <ActionIcon variant="default" aria-label={t('board.previousDay')} onClick={() => onDay(addDays(day, -1))}>
                <IconChevronLeft size={16} />
              </ActionIcon>
              <TextInput
                type="date"
                aria-label={t('board.day')}
                value={day}
                onChange={(e) => e.currentTarget.value && onDay(e.currentTarget.value)}
                data-testid="board-day"
              />
              <ActionIcon variant="default" aria-label={t('board.nextDay')} onClick={() => onDay(addDays(day, 1))}>
                <IconChevronRight size={16} />
              </ActionIcon>
              {jadwal.isFetching && <Loader size="xs" />}
            </Group>
            <Text fw={600}>{longDate(day, i18n.language)}</Text>
          </Group>
          {pickedRow ? (
            <Alert color="blue" mb="sm" data-testid="board-picked">
              <Group justify="space-between">
                <Text size="sm">{t('board.pickedHint', { student: studentLabel(pickedRow) })}</Text>
                <Button size="xs" variant="default" onClick={() => setPicked(null)}>
                  {t('board.unpick')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {jadwal.isError && <Alert color="red">{errorMessageOf(jadwal.error, t)}</Alert>}
          {rooms.length === 0 || slots.length === 0 ? (
            <Text c="dimmed">{t('board.noRooms')}</Text>
          ) : (
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('tabs.board')}>
              <Table
                miw={ROOM_COLUMN + board.slots.length * SLOT_COLUMN}
                withColumnBorders
                withTableBorder
                layout="fixed"
                data-testid="board-grid"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={ROOM_COLUMN} style={stickyRoom}>
                      {t('board.room')}
                    </Table.Th>
                    {board.slots.map((s) => (
                      <Table.Th key={s.uuid}>
                        <Text size="sm" fw={600}>
                          {slotName(s)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {slotTimes(s)}
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {board.rows.map(({ room, cells }) => (
                    <Table.Tr key={room.uuid}>
                      <Table.Th scope="row" style={stickyRoom} data-testid="board-room">
                        <Text size="sm" fw={600}>
                          {room.nama}
                        </Text>
                        {room.kapasitas ? (
                          <Text size="xs" c="dimmed">
                            {t('board.capacity', { n: room.kapasitas })}
                          </Text>
                        ) : null}
                      </Table.Th>
                      {cells.map((cell) => {
                        const key = `${room.uuid}:${cell.slot.uuid}`;
                        return (
                          <Table.Td
                            key={key}
                            p={4}
                            data-testid="board-cell"
                            data-room={room.uuid}
                            data-slot={cell.slot.uuid}
                            onDragOver={(e) => {
                              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
                              e.preventDefault();
                              setDropCell(key);
                            }}
                            onDragLeave={() => setDropCell((c) => (c === key ? null : c))}
                            onDrop={(e) => onDrop(e, room, cell.slot)}
                            style={{
                              verticalAlign: 'top',
                              height: 72,
                              background: dropCell === key ? 'var(--mantine-color-blue-0)' : undefined,
                            }}
                          >
                            <Stack gap={4}>
                              {cell.jadwal.map((j) => (
                                <UnstyledButton
                                  key={j.uuid}
                                  onClick={() => open(j)}
                                  data-testid="board-jadwal"
                                  data-uuid={j.uuid}
                                  data-status={j.status}
                                  style={{
                                    padding: '4px 6px',
                                    borderRadius: 4,
                                    background: `var(--mantine-color-${statusColor[j.status]}-0)`,
                                    borderLeft: `3px solid var(--mantine-color-${statusColor[j.status]}-7)`,
                                  }}
                                >
                                  <Text size="xs" fw={600} truncate>
                                    {j.mahasiswa.fullName}
                                  </Text>
                                  <Text size="xs" c="dark.5">
                                    {t(`status.${j.status}`)}
                                    {j.locked ? ` · ${t('board.locked')}` : ''}
                                  </Text>
                                </UnstyledButton>
                              ))}
                              {pickedRow && (
                                <Button
                                  size="compact-xs"
                                  variant={cell.jadwal.length ? 'subtle' : 'light'}
                                  leftSection={<IconPlus size={12} />}
                                  onClick={() => place(pickedRow.uuid, room, cell.slot)}
                                  aria-label={`${t('board.place')}: ${t('board.placeWhere', {
                                    student: pickedRow.mahasiswa.fullName,
                                    room: room.nama,
                                    slot: cell.slot.nama,
                                  })}`}
                                  data-testid="board-place"
                                >
                                  {t('board.place')}
                                </Button>
                              )}
                            </Stack>
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
          {board.elsewhere.length > 0 && (
            <Box mt="sm">
              <Text size="sm" fw={600} mb={4}>
                {t('board.elsewhere')}
              </Text>
              <Group gap="xs">
                {board.elsewhere.map((j) => (
                  <Badge
                    key={j.uuid}
                    component="button"
                    type="button"
                    variant="light"
                    tt="none"
                    color={statusColor[j.status]}
                    onClick={() => open(j)}
                    style={{ cursor: 'pointer' }}
                  >
                    {j.mahasiswa.fullName} · {timeRange(j) ?? '—'} · {j.onlineUrl ? t('place.online') : t('place.none')}
                  </Badge>
                ))}
              </Group>
            </Box>
          )}
        </Paper>
      </Grid.Col>
      {form && (
        <PlacementForm
          target={form}
          rooms={rooms}
          slots={slots}
          known={rows}
          onClose={() => setForm(null)}
          onSaved={() => setPicked(null)}
        />
      )}
    </Grid>
  );
}
