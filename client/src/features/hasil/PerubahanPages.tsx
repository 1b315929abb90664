import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type Keputusan, keputusanValues, type PerubahanRow, perubahanStatuses } from '@ujian/shared/hasil';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { errorInfoOf, serverMessageOf } from '../../components/server-message';
import { formatInstant } from '../../lib/format-date';
import { useSessionStore } from '../../stores/session';
import { useDecidePerubahan, useHasil, usePerubahan, usePerubahanList } from './api';
import { MutationConfirm } from './MutationConfirm';
import { scoreText } from './score-text';

function StatusBadge({ status }: { status: PerubahanRow['status'] }) {
  const { t } = useTranslation('hasil');
  const color = status === 'disetujui' ? 'teal' : status === 'ditolak' ? 'red' : 'blue';
  return (
    <Badge color={color} variant="light">
      {t(`perubahan.status.${status}`)}
    </Badge>
  );
}

/** `/perubahan-nilai`: the approvers' queue (open requests first) and the history of decided ones. */
export function PerubahanListPage() {
  const { t, i18n } = useTranslation('hasil');
  const [status, setStatus] = useState<string>('all');
  const list = usePerubahanList({ perPage: 50, ...(status === 'all' ? {} : { status }) });
  const rows = list.data?.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('perubahan.title')} subtitle={t('perubahan.subtitle')} />
      <Card withBorder>
        <Group justify="flex-end" mb="sm">
          <SegmentedControl
            aria-label={t('fields.status')}
            value={status}
            onChange={setStatus}
            data={[
              { value: 'all', label: t('list.filterAll') },
              ...perubahanStatuses.map((value) => ({ value, label: t(`perubahan.status.${value}`) })),
            ]}
          />
        </Group>
        {!rows ? (
          <Loader size="sm" aria-label={t('common:layout.loading')} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" data-testid="perubahan-empty">
            {t('perubahan.empty')}
          </Text>
        ) : (
          <Table striped data-testid="perubahan-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.mahasiswa')}</Table.Th>
                <Table.Th>{t('fields.penilai')}</Table.Th>
                <Table.Th>{t('fields.alasan')}</Table.Th>
                <Table.Th>{t('perubahan.effect')}</Table.Th>
                <Table.Th>{t('perubahan.requestedAt')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.uuid}>
                  <Table.Td>
                    <Link to={`/hasil-sidang-edit/perubahan-nilai/${r.uuid}`}>{r.mahasiswa.fullName}</Link>
                  </Table.Td>
                  <Table.Td>{r.dosenNama}</Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" lineClamp={2} title={r.alasan}>
                      {r.alasan}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {`${scoreText(r.nilaiAkhirLama, r.hurufLama)} → ${scoreText(r.nilaiAkhirBaru, r.hurufBaru)}`}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(r.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

/** `/hasil-sidang-edit/perubahan-nilai/:uuid`: old and new side by side, the effect on the grade, the decision. */
export function PerubahanDetailPage() {
  const { t } = useTranslation(['hasil', 'errors']);
  const { uuid } = useParams();
  const query = usePerubahan(uuid);
  // the rubric of the result: its order and names for the compared scores
  const hasil = useHasil(query.data?.hasilUuid);
  const me = useSessionStore((s) => s.userData);
  const decide = useDecidePerubahan(uuid ?? '');
  const [event, setEvent] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [note, setNote] = useState('');
  const [keputusan, setKeputusan] = useState<Keputusan | null>(null);
  const row = query.data;
  if (query.error) return <Alert color="red">{serverMessageOf(query.error, t)}</Alert>;
  if (!row) return null;
  const mayDecide =
    row.status === 'diajukan' && row.requestedBy !== me?.id && (me?.role === 'admin' || me?.role === 'koordinator');
  const rubric = hasil.data?.komponen ?? [];
  const scored = Object.keys({ ...row.nilaiLama, ...row.nilaiBaru });
  const kode = [
    ...rubric.map((k) => k.kode).filter((k) => scored.includes(k)),
    ...scored.filter((k) => !rubric.some((r) => r.kode === k)),
  ];
  const nameOf = (k: string) => rubric.find((r) => r.kode === k)?.nama ?? k;
  return (
    <Stack gap="lg" data-testid="perubahan-detail">
      <PageHeader title={row.mahasiswa.fullName} subtitle={row.judul} actions={<StatusBadge status={row.status} />} />
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {row.dosenNama}
        </Title>
        <Table data-testid="perubahan-compare">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.komponen')}</Table.Th>
              <Table.Th>{t('perubahan.old')}</Table.Th>
              <Table.Th>{t('perubahan.new')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kode.map((k) => (
              <Table.Tr key={k} data-testid="perubahan-komponen" data-kode={k}>
                <Table.Td>{nameOf(k)}</Table.Td>
                <Table.Td>{row.nilaiLama[k] ?? '-'}</Table.Td>
                <Table.Td>{row.nilaiBaru[k] ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>{t('fields.total')}</Table.Td>
              <Table.Td>{row.totalLama}</Table.Td>
              <Table.Td>{row.totalBaru}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('fields.nilaiAkhir')}</Table.Td>
              <Table.Td>{scoreText(row.nilaiAkhirLama, row.hurufLama)}</Table.Td>
              <Table.Td>{scoreText(row.nilaiAkhirBaru, row.hurufBaru)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text mt="sm">
          <strong>{t('fields.alasan')}:</strong> {row.alasan}
        </Text>
        {row.note && (
          <Text mt="sm">
            <strong>{t('fields.catatan')}:</strong> {row.note}
          </Text>
        )}
      </Card>
      {mayDecide && (
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setEvent('REJECT')} data-testid="perubahan-reject">
            {t('perubahan.reject')}
          </Button>
          <Button onClick={() => setEvent('APPROVE')} data-testid="perubahan-approve">
            {t('perubahan.approve')}
          </Button>
        </Group>
      )}
      <MutationConfirm
        opened={event !== null}
        onClose={() => setEvent(null)}
        mutation={decide}
        body={() => ({
          event: event!,
          note: note || undefined,
          keputusan: keputusan ?? undefined,
          version: row.version,
        })}
        title={event === 'REJECT' ? t('perubahan.reject') : t('perubahan.approve')}
        confirmLabel={event === 'REJECT' ? t('perubahan.reject') : t('perubahan.approve')}
        testId="perubahan-confirm"
        color={event === 'REJECT' ? 'red' : undefined}
      >
        <Stack>
          <Textarea
            label={t('fields.catatan')}
            required={event === 'REJECT'}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            // the refusal names the missing reason under the field, not as a generic failure
            error={errorInfoOf(decide.error)?.fields?.note}
            data-testid="perubahan-note"
          />
          {event === 'APPROVE' && (
            <Select
              label={t('fields.keputusan')}
              description={t('perubahan.keputusanHint')}
              value={keputusan}
              onChange={(v) => setKeputusan(v as Keputusan | null)}
              data={keputusanValues.map((k) => ({ value: k, label: t(`keputusan.${k}`) }))}
              clearable
            />
          )}
        </Stack>
      </MutationConfirm>
    </Stack>
  );
}
