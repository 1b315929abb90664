import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type SuratJenis, type SuratLocale, type SuratRow, suratStatuses } from '@ujian/shared/surat';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { formatDay } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { fetchSuratPdf, useReissueSurat, useRevokeSurat, useSuratList } from './api';
import { FailedLettersPanel } from './FailedLettersPanel';

const PER_PAGE = 15;
export const suratStatusColor: Record<string, string> = { terbit: 'teal', diganti: 'gray', dicabut: 'red' };

/** The menu entry of each letters screen: its title is the menu's label. */
const menuKeyOf: Record<SuratJenis, string> = {
  'surat-tugas': 'suratTugas',
  'surat-tugas-pembimbing': 'suratTugasPembimbing',
  'nota-dinas': 'notaDinas',
  sktmt: 'sktmt',
};

/** The jenis of a letters screen from its path (`/surat-tugas`, `/sktmt`, ...). */
export function jenisOfPath(pathname: string): SuratJenis {
  const first = pathname.split('/').filter(Boolean)[0];
  return (
    (['surat-tugas', 'surat-tugas-pembimbing', 'nota-dinas', 'sktmt'] as const).find((j) => j === first) ??
    'surat-tugas'
  );
}

/** A letters screen: list with filters, preview in the browser, download, revoke with a reason (admin). */
export function SuratListPage({ extra }: { extra?: ReactNode }) {
  const { t, i18n } = useTranslation(['surat', 'errors']);
  const jenis = jenisOfPath(useLocation().pathname);
  const ability = useAppAbility();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useSuratList(jenis, { q, status: status ?? undefined, page, perPage: PER_PAGE });
  const [preview, setPreview] = useState<{ row: SuratRow; url: string }>();
  const [revoking, setRevoking] = useState<SuratRow>();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  const mayRevoke = ability.can('manage', jenis);
  const reissue = useReissueSurat();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const issueAgain = async (row: SuratRow) => {
    try {
      const issued = await reissue.mutateAsync({ uuid: row.uuid, version: row.version });
      notifications.show({ color: 'teal', message: t('reissued', { nomor: row.nomor, baru: issued.nomor }) });
    } catch (err) {
      notifications.show({ color: 'red', message: errorMessageOf(err, t) });
    }
  };
  const open = async (row: SuratRow) => {
    try {
      setPreview({ row, url: URL.createObjectURL(await fetchSuratPdf(row.uuid)) });
    } catch (err) {
      notifications.show({ color: 'red', message: errorMessageOf(err, t) });
    }
  };
  // without `lang`: the reader's language (row.locale); `id`: the issued original
  const download = async (row: SuratRow, lang?: SuratLocale) => {
    try {
      const url = URL.createObjectURL(await fetchSuratPdf(row.uuid, lang));
      const locale = lang ?? row.locale;
      const a = document.createElement('a');
      a.href = url;
      a.download = `${row.jenis}-${row.nomor.replace(/[^A-Za-z0-9.-]/g, '_')}${locale === 'id' ? '' : `-${locale}`}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      notifications.show({ color: 'red', message: errorMessageOf(err, t) });
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t(`common:menu.${menuKeyOf[jenis]}`)} subtitle={t(`subtitle.${jenis}`)} />
      {extra}
      <FailedLettersPanel jenis={jenis} enabled={ability.can('manage', 'all')} />
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
        <Select
          label={t('status')}
          data={suratStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          clearable
          placeholder={t('anyStatus')}
          w={200}
        />
      </Group>
      {list.error && <Alert color="red">{errorMessageOf(list.error, t)}</Alert>}
      {list.isPending ? (
        <Loader />
      ) : list.data?.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table striped highlightOnHover data-testid="surat-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('nomor')}</Table.Th>
              <Table.Th>{t('perihal')}</Table.Th>
              <Table.Th>{t('tanggal')}</Table.Th>
              <Table.Th>{t('penerima')}</Table.Th>
              <Table.Th>{t('status')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.data.map((row) => (
              <Table.Tr key={row.uuid}>
                <Table.Td>{row.nomor}</Table.Td>
                {/* the subject as the letter was issued (the Indonesian original), not screen text */}
                <Table.Td translate="no">{row.perihal}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.tanggal, i18n.language)}</Table.Td>
                <Table.Td>{row.penerima.map((p) => p.nama).join(', ')}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={suratStatusColor[row.status] ?? 'gray'}
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => void open(row)}>
                      {t('preview')}
                    </Button>
                    {row.locale === 'id' ? (
                      <Button size="xs" variant="default" onClick={() => void download(row)}>
                        {t('download')}
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void download(row)}
                          data-testid="surat-download-translation"
                        >
                          {t('downloadIn', { language: t(`languageNames.${row.locale}`) })}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void download(row, 'id')}
                          data-testid="surat-download-original"
                        >
                          {t('downloadOriginal')}
                        </Button>
                      </>
                    )}
                    {mayRevoke && row.status === 'dicabut' && !row.replacedBy && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void issueAgain(row)}
                        loading={reissue.isPending && reissue.variables?.uuid === row.uuid}
                        data-testid="surat-reissue"
                      >
                        {t('reissue')}
                      </Button>
                    )}
                    {mayRevoke && row.status === 'terbit' && (
                      <Button size="xs" color="red" variant="light" onClick={() => setRevoking(row)}>
                        {t('revoke')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:layout.close') }}
        opened={Boolean(preview)}
        onClose={() => setPreview(undefined)}
        title={preview ? `${t(`jenis.${preview.row.jenis}`)} ${preview.row.nomor}` : ''}
        size="xl"
      >
        {preview && (
          <Stack gap="xs">
            <iframe src={preview.url} title={preview.row.nomor} style={{ width: '100%', height: '70vh', border: 0 }} />
            {preview.row.locale !== 'id' && (
              <Text size="sm">{t('translationNote', { language: t(`languageNames.${preview.row.locale}`) })}</Text>
            )}
            <Text size="xs" c="dimmed">
              SHA-256: {preview.row.sha256}
            </Text>
            {preview.row.locale !== 'id' && (
              <Text size="xs" c="dimmed">
                {t('sha256Original')}: {preview.row.sha256Asli}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
      <RevokeModal row={revoking} onClose={() => setRevoking(undefined)} />
    </Stack>
  );
}

function RevokeModal({ row, onClose }: { row?: SuratRow; onClose(): void }) {
  const { t } = useTranslation(['surat', 'errors']);
  const revoke = useRevokeSurat();
  const [alasan, setAlasan] = useState('');
  const submit = async () => {
    if (!row) return;
    const done = await revoke.mutateAsync({ uuid: row.uuid, alasan, version: row.version }).catch(() => undefined);
    if (!done) return;
    notifications.show({ color: 'teal', message: t('revoked', { nomor: row.nomor }) });
    setAlasan('');
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:layout.close') }}
      opened={Boolean(row)}
      onClose={onClose}
      title={t('revokeTitle', { nomor: row?.nomor ?? '' })}
    >
      <Stack>
        <Text size="sm">{t('revokeBody')}</Text>
        {revoke.error && <Alert color="red">{errorMessageOf(revoke.error, t)}</Alert>}
        <Textarea
          label={t('alasan')}
          value={alasan}
          onChange={(e) => setAlasan(e.currentTarget.value)}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} disabled={!alasan.trim()} loading={revoke.isPending}>
            {t('revoke')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
