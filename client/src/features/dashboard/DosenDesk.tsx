import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconCash, IconClipboardCheck, IconReplace } from '@tabler/icons-react';
import type { DeskData, DeskHonorarium, DeskPerubahan, DeskSidang } from '@ujian/shared/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay, formatSidangWhen } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { formatRupiah } from '../../lib/rupiah';
import { useDesk } from './api';

function whenOf(row: Pick<DeskSidang, 'mulai' | 'selesai' | 'tanggal'>, language: string): string {
  if (!row.mulai) return row.tanggal ? formatDay(row.tanggal, language, 'full') : '-';
  return formatSidangWhen(row.mulai, row.selesai, language);
}

/** One desk card: an icon and title, its rows or a sentence saying what will appear there, a link to its screen. */
function DeskCard(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  empty: string | null;
  link: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={props.testId}>
      <Group gap="xs" mb="md">
        {props.icon}
        <Title order={3} size="h4">
          {props.title}
        </Title>
      </Group>
      {props.empty ? (
        <Text c="dimmed" size="sm" data-testid={`${props.testId}-empty`}>
          {props.empty}
        </Text>
      ) : (
        <Stack gap="sm">{props.children}</Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button
          component={Link}
          to={props.link.to}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
          data-testid={`${props.testId}-link`}
        >
          {props.link.label}
        </Button>
      </Group>
    </Card>
  );
}

function NextSidangCard({ rows }: { rows: DeskSidang[] }) {
  const { t, i18n } = useTranslation(['dashboard', 'jadwal']);
  const peranOf = (peran: string) =>
    peran === 'pembimbing' ? t('desk.pembimbing') : t(`jadwal:peran.${peran}`, { defaultValue: peran });
  return (
    <DeskCard
      testId="desk-next"
      icon={<IconCalendarEvent size={20} aria-hidden />}
      title={t('desk.next.title')}
      empty={rows.length === 0 ? t('desk.next.empty') : null}
      link={{ to: '/jadwal-sidang', label: t('desk.next.open') }}
    >
      {rows.map((row) => (
        <Stack key={row.jadwalUuid} gap={4} data-testid="desk-next-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {whenOf(row, i18n.language)}
            </Text>
            <Badge variant="light" color={row.status === 'berlangsung' ? 'teal' : 'blue'} style={{ flexShrink: 0 }}>
              {t(`jadwal:status.${row.status}`, { defaultValue: row.status })}
            </Badge>
          </Group>
          <Text size="sm">
            {row.mahasiswa.fullName}
            {row.mahasiswa.nomorInduk ? ` (${row.mahasiswa.nomorInduk})` : ''}: {row.judul}
          </Text>
          <Text size="sm" c="dimmed" data-testid="desk-next-place">
            {row.ruangan
              ? t('desk.next.room', { room: row.ruangan })
              : row.onlineUrl
                ? t('desk.next.online')
                : t('desk.next.noPlace')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="desk-next-komite">
            {t('desk.next.committee')}: {row.komite.map((k) => `${peranOf(k.peran)} ${k.nama}`).join(' · ')}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('desk.next.yourRole')}
            </Text>
            <Badge variant="light" color="grape" data-testid="desk-next-peran">
              {peranOf(row.peran)}
            </Badge>
          </Group>
        </Stack>
      ))}
    </DeskCard>
  );
}

function ScoresCard({ rows }: { rows: DeskData['scoresToEnter'] }) {
  const { t, i18n } = useTranslation(['dashboard', 'jadwal']);
  return (
    <DeskCard
      testId="desk-scores"
      icon={<IconClipboardCheck size={20} aria-hidden />}
      title={t('desk.scores.title')}
      empty={rows.length === 0 ? t('desk.scores.empty') : null}
      link={{ to: '/hasil-sidang', label: t('desk.scores.open') }}
    >
      {rows.map((row) => (
        <Group key={row.hasilUuid} justify="space-between" wrap="nowrap" data-testid="desk-score-row">
          <div>
            <Text size="sm" fw={500}>
              {row.mahasiswa.fullName}: {row.judul}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDay(row.tanggal, i18n.language) || '-'} ·{' '}
              {t(`jadwal:peran.${row.peran}`, { defaultValue: row.peran })} ·{' '}
              {t('desk.scores.progress', { submitted: row.submitted, examiners: row.examiners })}
            </Text>
          </div>
          <Anchor component={Link} to={`/hasil-sidang-edit/${row.hasilUuid}`} size="sm" data-testid="desk-score-enter">
            {t('desk.scores.enter')}
          </Anchor>
        </Group>
      ))}
    </DeskCard>
  );
}

function PerubahanRows({ rows, testId }: { rows: DeskPerubahan[]; testId: string }) {
  const { t } = useTranslation(['dashboard', 'hasil']);
  const color = { diajukan: 'yellow', disetujui: 'teal', ditolak: 'red' } as const;
  return rows.map((row) => (
    <Group key={row.uuid} justify="space-between" wrap="nowrap" data-testid={testId}>
      <div>
        <Anchor component={Link} to={`/hasil-sidang-edit/perubahan-nilai/${row.uuid}`} size="sm" fw={500}>
          {row.mahasiswa.fullName}: {row.judul}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.dosenNama} · {row.nilaiAkhirLama ?? '-'} ({row.hurufLama ?? '-'}) → {row.nilaiAkhirBaru ?? '-'} (
          {row.hurufBaru ?? '-'})
        </Text>
      </div>
      <Badge variant="light" color={color[row.status]} style={{ flexShrink: 0 }}>
        {t(`hasil:perubahan.status.${row.status}`, { defaultValue: row.status })}
      </Badge>
    </Group>
  ));
}

function PerubahanCard({ perubahan }: { perubahan: DeskData['perubahan'] }) {
  const { t } = useTranslation('dashboard');
  const empty = perubahan.mine.length === 0 && perubahan.toDecide.length === 0;
  return (
    <DeskCard
      testId="desk-perubahan"
      icon={<IconReplace size={20} aria-hidden />}
      title={t('desk.perubahan.title')}
      empty={empty ? t('desk.perubahan.empty') : null}
      link={{ to: '/perubahan-nilai', label: t('desk.perubahan.open') }}
    >
      {perubahan.toDecide.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('desk.perubahan.toDecide', { count: perubahan.toDecideTotal })}
          </Text>
          <PerubahanRows rows={perubahan.toDecide} testId="desk-perubahan-decide" />
        </Stack>
      )}
      {perubahan.mine.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('desk.perubahan.mine')}
          </Text>
          <PerubahanRows rows={perubahan.mine} testId="desk-perubahan-mine" />
        </Stack>
      )}
    </DeskCard>
  );
}

function HonorariumLine({ label, totals }: { label: string; totals: DeskHonorarium }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={600} data-testid="desk-honorarium-neto">
          {formatRupiah(totals.neto)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {formatDay(totals.from, i18n.language)} – {formatDay(totals.to, i18n.language)} ·{' '}
        {t('desk.honorarium.detail', {
          count: totals.jumlahSidang,
          bruto: formatRupiah(totals.bruto),
          pajak: formatRupiah(totals.pajak),
        })}
      </Text>
    </Stack>
  );
}

function HonorariumCard({ honorarium }: { honorarium: NonNullable<DeskData['honorarium']> }) {
  const { t } = useTranslation('dashboard');
  const { month, periode } = honorarium;
  const empty = month.jumlahSidang === 0 && (periode?.jumlahSidang ?? 0) === 0;
  return (
    <DeskCard
      testId="desk-honorarium"
      icon={<IconCash size={20} aria-hidden />}
      title={t('desk.honorarium.title')}
      empty={empty ? t('desk.honorarium.empty') : null}
      link={{ to: '/rekapitulasi-payroll', label: t('desk.honorarium.open') }}
    >
      <HonorariumLine label={t('desk.honorarium.month')} totals={month} />
      {periode && <HonorariumLine label={t('desk.honorarium.periode', { nama: periode.nama })} totals={periode} />}
    </DeskCard>
  );
}

/** A lecturer's dashboard: their next sidang, the scores they owe, score changes, their honorarium; live. */
export function DosenDesk() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const desk = useDesk();
  if (desk.isPending) return <Loader data-testid="desk-loading" />;
  if (desk.isError)
    return (
      <Alert color="red" title={t('desk.loadFailed')} data-testid="desk-error">
        {errorMessageOf(desk.error, t)}
      </Alert>
    );
  const data = desk.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="desk">
      <NextSidangCard rows={data.nextSidang} />
      <ScoresCard rows={data.scoresToEnter} />
      <PerubahanCard perubahan={data.perubahan} />
      {data.honorarium && <HonorariumCard honorarium={data.honorarium} />}
    </SimpleGrid>
  );
}
