import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { isRealDate } from '@ujian/shared/dates';
import type { KetersediaanRow } from '@ujian/shared/ketersediaan';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { errorInfoOf, serverMessageOf } from '../../components/server-message';
import { useAppAbility } from '../../lib/ability';
import { formatDay, formatInstant } from '../../lib/format-date';
import { addDays, todayJakarta, weekStart } from '../jadwal/schedule-grid';
import { MasterPicker } from '../master/MasterPicker';
import { AvailabilityGrid } from './AvailabilityGrid';
import { useCreateKetersediaan, useDeleteKetersediaan, useKetersediaan, useUpcomingSidang } from './api';
import { sidangOfError } from './has-sidang';
import { selectionToBlocks, weekDays, weekOccurrences } from './week-cells';

const JAKARTA = 'Asia/Jakarta';

/**
 * `/ketersediaan`: "My availability" for a dosen; koordinator and admin pick a dosen first. A week of
 * hour cells: drag (or select cells and press the button) to mark time as unavailable, optionally
 * every week until a date; blocks are listed with a delete that asks first. `?blok=<uuid>&tanggal=<day>`
 * (the link of a staff request to free a block) opens that day's week with the block highlighted.
 */
export function KetersediaanPage() {
  const { t, i18n } = useTranslation(['ketersediaan', 'errors']);
  const ability = useAppAbility();
  const staff = ability.can('read', 'rekapitulasi-jadwal-sidang');
  const [params] = useSearchParams();
  const highlighted = params.get('blok');
  const askedDay = params.get('tanggal');
  const [dosenUuid, setDosenUuid] = useState<string | null>(null);
  const [monday, setMonday] = useState(() => weekStart(askedDay && isRealDate(askedDay) ? askedDay : todayJakarta()));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [weekly, setWeekly] = useState(false);
  const [until, setUntil] = useState(() => addDays(todayJakarta(), 112));
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<KetersediaanRow | null>(null);
  const days = weekDays(monday);
  const last = addDays(monday, 6);
  const ready = !staff || Boolean(dosenUuid);
  const who = staff ? dosenUuid : null;

  const rows = useKetersediaan(who, monday, last, ready);
  const upcoming = useUpcomingSidang(who, todayJakarta());
  const create = useCreateKetersediaan();
  const remove = useDeleteKetersediaan();
  const occurrences = useMemo(() => weekOccurrences(rows.data ?? [], monday), [rows.data, monday]);
  const highlightShown = Boolean(highlighted && rows.data?.some((r) => r.uuid === highlighted));
  useEffect(() => {
    if (highlightShown)
      document.querySelector('[data-highlighted="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlightShown]);

  const save = async (cells: Set<string>) => {
    setError(null);
    for (const block of selectionToBlocks(cells)) {
      try {
        await create.mutateAsync({
          ...(who ? { dosenUuid: who } : {}),
          mulai: block.mulai,
          selesai: block.selesai,
          mingguanSampai: weekly ? until : null,
          catatan: catatan.trim() || null,
        });
      } catch (err) {
        setError(err);
        break;
      }
    }
    setSelected(new Set());
  };

  const hasSidang = error ? sidangOfError(error) : undefined;
  const errorText = hasSidang
    ? t('hasSidang', {
        mahasiswa: hasSidang.mahasiswa,
        when: formatInstant(hasSidang.mulai, i18n.language, { timeZone: JAKARTA }),
      })
    : error
      ? serverMessageOf(error, t)
      : null;
  const fieldErrors = errorInfoOf(error)?.fields;

  return (
    <Stack gap="lg" data-testid="ketersediaan-page">
      <PageHeader title={staff ? t('titleStaff') : t('title')} subtitle={t('subtitle')} />
      {staff && (
        <div style={{ maxWidth: 420 }}>
          {/* searched on the server: a faculty has more lecturers than one page of options */}
          <MasterPicker
            master="dosen"
            label={t('dosen')}
            value={dosenUuid}
            onChange={(v) => {
              setDosenUuid(v);
              setSelected(new Set());
            }}
            testId="ketersediaan-dosen"
          />
        </div>
      )}
      {ready && (
        <Card withBorder radius="md">
          <Stack gap="md">
            <Group justify="space-between">
              <Group gap="xs">
                <ActionIcon
                  variant="default"
                  aria-label={t('week.previous')}
                  onClick={() => setMonday(addDays(monday, -7))}
                >
                  <IconChevronLeft size={16} />
                </ActionIcon>
                <Button variant="default" size="xs" onClick={() => setMonday(weekStart(todayJakarta()))}>
                  {t('week.today')}
                </Button>
                <ActionIcon
                  variant="default"
                  aria-label={t('week.next')}
                  onClick={() => setMonday(addDays(monday, 7))}
                  data-testid="ketersediaan-next-week"
                >
                  <IconChevronRight size={16} />
                </ActionIcon>
              </Group>
              <Text fw={600} data-testid="ketersediaan-range">
                {formatDay(monday, i18n.language)} – {formatDay(last, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('howTo')}
            </Text>
            <AvailabilityGrid
              days={days}
              occurrences={occurrences}
              highlighted={highlighted}
              selected={selected}
              onSelect={setSelected}
              onDragEnd={(cells) => void save(cells)}
            />
            <Group align="flex-end" gap="md" wrap="wrap">
              <Checkbox
                label={t('weekly')}
                checked={weekly}
                onChange={(e) => setWeekly(e.currentTarget.checked)}
                data-testid="ketersediaan-weekly"
              />
              <TextInput
                type="date"
                label={t('until')}
                value={until}
                disabled={!weekly}
                onChange={(e) => setUntil(e.currentTarget.value)}
                error={fieldErrors?.mingguanSampai}
                data-testid="ketersediaan-until"
              />
              <TextInput
                label={t('catatan')}
                value={catatan}
                maxLength={500}
                onChange={(e) => setCatatan(e.currentTarget.value)}
                data-testid="ketersediaan-catatan"
              />
              <Button
                disabled={selected.size === 0}
                loading={create.isPending}
                onClick={() => void save(selected)}
                data-testid="ketersediaan-block"
              >
                {t('block', { count: selected.size })}
              </Button>
            </Group>
            {errorText && (
              <Alert color="red" role="alert" data-testid="ketersediaan-error">
                {errorText}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
      {ready && (
        <Card withBorder radius="md">
          <Title order={3} size="h4" mb="sm">
            {t('blocks')}
          </Title>
          {(rows.data ?? []).length === 0 ? (
            <Text c="dimmed" data-testid="ketersediaan-none">
              {t('noBlocks')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="ketersediaan-list">
              {(rows.data ?? []).map((row) => {
                const asked = row.uuid === highlighted;
                return (
                  <Group
                    key={row.uuid}
                    justify="space-between"
                    wrap="nowrap"
                    data-testid={`ketersediaan-row-${row.uuid}`}
                    data-highlighted={asked ? 'true' : undefined}
                    aria-current={asked ? 'true' : undefined}
                    p={asked ? 'xs' : undefined}
                    style={asked ? { outline: '2px solid var(--mantine-color-orange-8)', borderRadius: 4 } : undefined}
                  >
                    {asked && (
                      // white on red shade 9 is 5.4:1
                      <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                        {t('requested')}
                      </Badge>
                    )}
                    <Text size="sm" style={{ flexGrow: 1 }}>
                      {formatInstant(row.mulai, i18n.language, { timeZone: JAKARTA })} –{' '}
                      {formatInstant(row.selesai, i18n.language, { timeZone: JAKARTA })}
                      {row.mingguanSampai
                        ? ` · ${t('weeklyUntil', { date: formatDay(row.mingguanSampai, i18n.language) })}`
                        : ''}
                      {row.catatan ? ` · ${row.catatan}` : ''}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete')}
                      onClick={() => setDeleting(row)}
                      data-testid={`ketersediaan-delete-${row.uuid}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Card>
      )}
      {ready && (
        <Card withBorder radius="md">
          <Title order={3} size="h4" mb="xs">
            {t('upcoming')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('upcomingHint')}
          </Text>
          {(upcoming.data ?? []).length === 0 ? (
            <Text c="dimmed">{t('noUpcoming')}</Text>
          ) : (
            <Stack gap={4} data-testid="ketersediaan-upcoming">
              {(upcoming.data ?? []).map((j) => (
                <Text key={j.uuid} size="sm">
                  {formatInstant(j.mulai, i18n.language, { timeZone: JAKARTA })} · {j.mahasiswa.fullName}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        color="red"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.uuid, {
            onSuccess: () => setDeleting(null),
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        testId="ketersediaan-delete-confirm"
      >
        {t('deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
