import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { apiErrorOf } from '../forms/server-errors';
import { useMasterOptions } from '../master/api';
import { AutoPlanResult } from './AutoPlanResult';
import { type AutoRunForm, useAutoRun, useCancelAutoRun, useStartAutoRun } from './api';
import { withRepair } from './plan-view';
import type { RepairChange } from './RepairList';

/** The next Monday and the Friday after it, as the default range. */
export function defaultRange(today = new Date()): { from: string; to: string } {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const friday = new Date(day.getTime() + 4 * 86_400_000);
  return { from: day.toISOString().slice(0, 10), to: friday.toISOString().slice(0, 10) };
}

type Seats = { ketua: boolean; sekretaris: boolean; penguji: 0 | 1 | 2 };

/**
 * "Plan automatically": the range and resources to plan with, live progress of the run, then the
 * proposed plan to review, trim and apply as drafts.
 */
export function AutoPlanDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('jadwalAuto');
  const [range, setRange] = useState(defaultRange);
  const [rooms, setRooms] = useState<string[]>([]);
  const [slots, setSlots] = useState<string[]>([]);
  const [seats, setSeats] = useState<Seats>({ ketua: true, sekretaris: false, penguji: 1 });
  const [pembimbingHadir, setPembimbingHadir] = useState(true);
  const [limit, setLimit] = useState<number>(30);
  const [runId, setRunId] = useState<string>();
  // the settings of the run on screen: a repair runs it again with one change
  const [lastBody, setLastBody] = useState<AutoRunForm>();
  const ruangan = useMasterOptions('ruangan', '', opened);
  const waktu = useMasterOptions('waktu-ujian', '', opened);
  const start = useStartAutoRun();
  const cancel = useCancelAutoRun();
  const run = useAutoRun(runId);
  const fields = apiErrorOf(start.error)?.fields ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: AutoRunForm = {
      ...range,
      komite: seats,
      pembimbingHadir,
      timeLimitSeconds: limit,
      ...(rooms.length ? { ruanganUuids: rooms } : {}),
      ...(slots.length ? { waktuUjianUuids: slots } : {}),
    };
    await startWith(body);
  };

  const startWith = async (body: AutoRunForm) => {
    const started = await start.mutateAsync(body).catch(() => undefined);
    if (!started) return;
    setLastBody(body);
    setRunId(started.runId);
  };

  const rerun = (change: RepairChange) => {
    if (!lastBody) return;
    const body = withRepair(lastBody, change);
    setRange({ from: body.from, to: body.to });
    if (body.ruanganUuids) setRooms(body.ruanganUuids);
    void startWith(body);
  };

  const close = () => {
    if (runId && (run.data?.status === 'running' || run.data?.status === 'queued')) cancel.mutate(runId);
    setRunId(undefined);
    start.reset();
    onClose();
  };

  const queued = run.data?.status === 'queued';
  const running = Boolean(runId) && (!run.data || run.data.status === 'running' || queued);
  const label = (row: Record<string, unknown>) => String(row.nama ?? row.kode ?? row.uuid);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:layout.close') }}
      opened={opened}
      onClose={close}
      title={t('title')}
      size="90rem"
      data-testid="auto-plan-dialog"
    >
      {!runId && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <FormErrorAlert error={start.error} testId="auto-plan-error" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label={t('from')}
                value={range.from}
                onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
                error={fields.from}
                required
                data-testid="auto-plan-from"
              />
              <TextInput
                type="date"
                label={t('to')}
                value={range.to}
                onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
                error={fields.to}
                required
                data-testid="auto-plan-to"
              />
            </SimpleGrid>
            <MultiSelect
              label={t('rooms')}
              description={t('allWhenEmpty')}
              data={(ruangan.data ?? [])
                .filter((r) => r.active !== false)
                .map((r) => ({ value: r.uuid, label: label(r) }))}
              value={rooms}
              onChange={setRooms}
              searchable
              clearable
            />
            <MultiSelect
              label={t('slots')}
              description={t('allWhenEmpty')}
              data={(waktu.data ?? [])
                .filter((w) => w.active !== false)
                .map((w) => ({ value: w.uuid, label: label(w) }))}
              value={slots}
              onChange={setSlots}
              clearable
            />
            <Group align="end">
              <Checkbox
                label={t('seats.ketua')}
                checked={seats.ketua}
                onChange={(e) => setSeats({ ...seats, ketua: e.currentTarget.checked })}
              />
              <Checkbox
                label={t('seats.sekretaris')}
                checked={seats.sekretaris}
                onChange={(e) => setSeats({ ...seats, sekretaris: e.currentTarget.checked })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="auto-plan-penguji">
                  {t('seats.penguji')}
                </Text>
                <SegmentedControl
                  aria-labelledby="auto-plan-penguji"
                  data={['0', '1', '2']}
                  value={String(seats.penguji)}
                  onChange={(v) => setSeats({ ...seats, penguji: Number(v) as 0 | 1 | 2 })}
                />
              </Stack>
            </Group>
            <Checkbox
              label={t('pembimbingHadir')}
              checked={pembimbingHadir}
              onChange={(e) => setPembimbingHadir(e.currentTarget.checked)}
            />
            <NumberInput
              label={t('timeLimit')}
              min={1}
              max={300}
              value={limit}
              onChange={(v) => setLimit(typeof v === 'number' ? v : 30)}
              error={fields.timeLimitSeconds}
              w={200}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={start.isPending} data-testid="auto-plan-start">
                {t('start')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {runId && running && (
        <Stack data-testid="auto-plan-progress">
          <Text>{queued ? t('queued') : t('solving')}</Text>
          <Progress value={Math.round((run.data?.progress ?? 0) * 100)} animated aria-label={t('progress')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => cancel.mutate(runId)} loading={cancel.isPending}>
              {t('stopNow')}
            </Button>
          </Group>
        </Stack>
      )}
      {runId && run.error && <Alert color="red">{t('loadFailed')}</Alert>}
      {runId && run.data && !running && (
        <AutoPlanResult
          run={run.data}
          onApplied={close}
          onBack={() => setRunId(undefined)}
          onRerun={lastBody ? rerun : undefined}
          rerunning={start.isPending}
        />
      )}
    </Modal>
  );
}
