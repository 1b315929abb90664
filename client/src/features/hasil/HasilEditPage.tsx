import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type HasilRow, type Keputusan, keputusanValues, weightedTotal } from '@ujian/shared/hasil';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf } from '../../components/server-message';
import { formatInstant } from '../../lib/format-date';
import { useSessionStore } from '../../stores/session';
import { useCreatePerubahan, useFinalize, useHasil, usePerubahanList, usePutNilai } from './api';
import { KeputusanBadge } from './HasilListPage';
import { ConfirmedStep } from './MutationConfirm';
import { scoreText } from './score-text';

/** The live weighted total with the server's exact decimal rules; null until every komponen has a value. */
export function liveTotal(komponen: HasilRow['komponen'], values: Record<string, number | ''>): string | null {
  if (komponen.some((k) => values[k.kode] === '' || values[k.kode] === undefined)) return null;
  return weightedTotal(values as Record<string, number>, komponen)
    .toDecimalPlaces(2)
    .toFixed(2);
}

type ScoreValues = Record<string, number | ''>;

/** One input per komponen with its weight, and the live weighted total (scoring and change requests). */
function ScoreInputs(props: {
  komponen: HasilRow['komponen'];
  values: ScoreValues;
  onChange: Dispatch<SetStateAction<ScoreValues>>;
  total: string | null;
}) {
  const { t } = useTranslation('hasil');
  return (
    <>
      {props.komponen.map((k) => (
        <NumberInput
          key={k.kode}
          label={`${k.nama} (${t('edit.weight', { bobot: k.bobot })})`}
          min={0}
          max={100}
          decimalScale={2}
          value={props.values[k.kode] ?? ''}
          onChange={(v) => props.onChange((old) => ({ ...old, [k.kode]: typeof v === 'number' ? v : '' }))}
          data-testid={`nilai-${k.kode}`}
        />
      ))}
      <Text data-testid="live-total" aria-live="polite">
        {t('edit.total', { total: props.total ?? '-' })}
      </Text>
    </>
  );
}

/** A reason or note the step cannot go without. */
function RequiredNote(props: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Textarea
      label={props.label}
      required
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/** Whom an admin scores first: an examiner still missing, one without a sign-in before the others. */
function adminDefaultPenilai(penilai: HasilRow['penilai']): string | null {
  const missing = penilai.filter((p) => p.submittedAt === null);
  return (missing.find((p) => !p.hasAccount) ?? missing[0] ?? penilai[0])?.dosenUuid ?? null;
}

function ScoreForm({ row }: { row: HasilRow }) {
  const { t } = useTranslation(['hasil', 'errors']);
  const role = useSessionStore((s) => s.userData?.role);
  const isAdmin = role === 'admin';
  const [dosenUuid, setDosenUuid] = useState<string | null>(
    row.myDosenUuid ?? (isAdmin ? adminDefaultPenilai(row.penilai) : (row.penilai[0]?.dosenUuid ?? null)),
  );
  const current = row.penilai.find((p) => p.dosenUuid === dosenUuid);
  const [values, setValues] = useState<ScoreValues>({});
  const [catatan, setCatatan] = useState('');
  const [alasan, setAlasan] = useState('');
  const save = usePutNilai(row.uuid);
  useEffect(() => {
    setValues(Object.fromEntries(row.komponen.map((k) => [k.kode, current?.nilai?.[k.kode] ?? ''])));
    setCatatan(current?.catatan ?? '');
  }, [current, row.komponen]);
  const own = row.myDosenUuid !== null && dosenUuid === row.myDosenUuid;
  const mayScore = own || isAdmin;
  const total = liveTotal(row.komponen, values);
  const started = row.jadwalStatus === 'berlangsung' || row.jadwalStatus === 'selesai';

  if (row.status !== 'penilaian') return null;
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm" data-testid="nilai-title">
        {own || !current ? t('edit.scores') : t('edit.scoresOf', { nama: current.nama })}
      </Title>
      {!started && <Alert color="yellow">{t('edit.notStarted')}</Alert>}
      {isAdmin && (
        <Select
          label={t('fields.penilai')}
          value={dosenUuid}
          onChange={(value) => {
            save.reset();
            setDosenUuid(value);
          }}
          data={row.penilai.map((p) => ({ value: p.dosenUuid, label: `${p.nama} (${t(`peran.${p.peran}`)})` }))}
          mb="sm"
        />
      )}
      {mayScore && started && (
        <Stack>
          <ScoreInputs komponen={row.komponen} values={values} onChange={setValues} total={total} />
          <Textarea label={t('fields.catatan')} value={catatan} onChange={(e) => setCatatan(e.currentTarget.value)} />
          {!own && <RequiredNote label={t('fields.alasan')} value={alasan} onChange={setAlasan} />}
          {save.isSuccess && (
            <Alert color="teal" data-testid="nilai-saved">
              {t('edit.saved', { nama: current?.nama ?? '' })}
            </Alert>
          )}
          <ConfirmedStep
            trigger={{ label: t('edit.save'), testId: 'nilai-save', disabled: total === null }}
            mutation={save}
            body={() => ({
              dosenUuid: dosenUuid!,
              nilai: values as Record<string, number>,
              catatan: catatan || undefined,
              alasan: own ? undefined : alasan,
              version: row.version,
            })}
            title={t('edit.confirmSaveTitle')}
            confirmLabel={t('edit.save')}
            testId="nilai-confirm"
          >
            {t('edit.confirmSaveText', { total: total ?? '-' })}
          </ConfirmedStep>
        </Stack>
      )}
    </Card>
  );
}

function FinalizeCard({ row }: { row: HasilRow }) {
  const { t } = useTranslation('hasil');
  const role = useSessionStore((s) => s.userData?.role);
  const ketua = row.penilai.find((p) => p.peran === 'ketua');
  const mayFinalize = role === 'admin' || (ketua !== undefined && ketua.dosenUuid === row.myDosenUuid);
  const [keputusan, setKeputusan] = useState<Keputusan>('lulus');
  const [catatan, setCatatan] = useState('');
  const finalize = useFinalize(row.uuid);
  if (row.status !== 'penilaian' || !mayFinalize) return null;
  const missing = row.penilai.filter((p) => p.submittedAt === null);
  return (
    <Card withBorder data-testid="finalize-card">
      <Title order={3} size="h4" mb="sm">
        {t('edit.finalize')}
      </Title>
      <Stack>
        <Select
          label={t('fields.keputusan')}
          value={keputusan}
          onChange={(v) => v && setKeputusan(v as Keputusan)}
          data={keputusanValues.map((k) => ({ value: k, label: t(`keputusan.${k}`) }))}
          allowDeselect={false}
        />
        {keputusan === 'lulus_revisi' && (
          <RequiredNote label={t('fields.catatanRevisi')} value={catatan} onChange={setCatatan} />
        )}
        {missing.length > 0 && (
          <Alert color="yellow" title={t('edit.missingTitle')} data-testid="finalize-missing">
            <List size="sm">
              {missing.map((p) => (
                <List.Item key={p.dosenUuid}>
                  {p.hasAccount
                    ? t('edit.missingOwn', { nama: p.nama, peran: t(`peran.${p.peran}`) })
                    : t('edit.missingAdmin', { nama: p.nama, peran: t(`peran.${p.peran}`) })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <ConfirmedStep
          trigger={{ label: t('edit.finalize'), testId: 'finalize-open', disabled: missing.length > 0 }}
          mutation={finalize}
          body={() => ({ keputusan, catatanRevisi: catatan || undefined, version: row.version })}
          title={t('edit.finalize')}
          confirmLabel={t('edit.finalize')}
          testId="finalize-confirm"
        >
          {t('edit.confirmFinalize', { keputusan: t(`keputusan.${keputusan}`) })}
        </ConfirmedStep>
      </Stack>
    </Card>
  );
}

/** After final: the examiner (or an admin) asks for a score change, approved by someone else. */
function RequestChange({ row }: { row: HasilRow }) {
  const { t, i18n } = useTranslation(['hasil', 'errors']);
  const role = useSessionStore((s) => s.userData?.role);
  const dosenUuid =
    row.myDosenUuid && row.penilai.some((p) => p.dosenUuid === row.myDosenUuid) ? row.myDosenUuid : null;
  const [target, setTarget] = useState<string | null>(dosenUuid ?? row.penilai[0]?.dosenUuid ?? null);
  const [values, setValues] = useState<ScoreValues>({});
  const [alasan, setAlasan] = useState('');
  const create = useCreatePerubahan(row.uuid);
  const mayRequest = row.status === 'final' && (dosenUuid !== null || role === 'admin');
  const open = usePerubahanList({ hasilUuid: row.uuid, status: 'diajukan' }, mayRequest);
  if (!mayRequest) return null;
  const total = liveTotal(row.komponen, values);
  // one open request per examiner: show it instead of a form the server would refuse
  const pending = open.data?.data.find((p) => p.dosenUuid === target);
  return (
    <Card withBorder data-testid="perubahan-request">
      <Title order={3} size="h4" mb="sm">
        {t('perubahan.request')}
      </Title>
      <Stack>
        {role === 'admin' && (
          <Select
            label={t('fields.penilai')}
            value={target}
            onChange={setTarget}
            data={row.penilai.map((p) => ({ value: p.dosenUuid, label: p.nama }))}
          />
        )}
        <ScoreInputs komponen={row.komponen} values={values} onChange={setValues} total={total} />
        <RequiredNote label={t('fields.alasan')} value={alasan} onChange={setAlasan} />
        {create.error ? <Alert color="red">{serverMessageOf(create.error, t)}</Alert> : null}
        {create.data ? (
          <Alert color="teal" data-testid="perubahan-sent">
            <Link to={`/hasil-sidang-edit/perubahan-nilai/${create.data.uuid}`}>{t('perubahan.sent')}</Link>
          </Alert>
        ) : null}
        {pending && !create.data ? (
          <Alert color="blue" data-testid="perubahan-pending">
            {t('perubahan.pending', { nama: pending.dosenNama, when: formatInstant(pending.createdAt, i18n.language) })}{' '}
            <Link to={`/hasil-sidang-edit/perubahan-nilai/${pending.uuid}`}>{t('perubahan.openPending')}</Link>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            data-testid="perubahan-send"
            disabled={total === null || !alasan.trim() || !target || pending !== undefined}
            loading={create.isPending}
            onClick={() => create.mutate({ dosenUuid: target!, nilai: values as Record<string, number>, alasan })}
          >
            {t('perubahan.request')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/hasil-sidang-edit/:uuid`: the committee's scores (others' numbers hidden until final), live. */
export function HasilEditPage() {
  const { t } = useTranslation(['hasil', 'errors']);
  const { uuid } = useParams();
  const query = useHasil(uuid);
  const row = query.data;
  if (query.error) return <Alert color="red">{serverMessageOf(query.error, t)}</Alert>;
  if (!row) return null;
  return (
    <Stack gap="lg" data-testid="hasil-edit">
      <PageHeader title={row.mahasiswa.fullName} subtitle={row.judul} actions={<KeputusanBadge row={row} />} />
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('edit.committee')}
        </Title>
        <Table data-testid="penilai-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.penilai')}</Table.Th>
              <Table.Th>{t('fields.peran')}</Table.Th>
              <Table.Th>{t('fields.progress')}</Table.Th>
              <Table.Th>{t('fields.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row.penilai.map((p) => (
              <Table.Tr key={p.dosenUuid}>
                <Table.Td>{p.nama}</Table.Td>
                <Table.Td>{t(`peran.${p.peran}`)}</Table.Td>
                <Table.Td>{p.submittedAt ? t('edit.submitted') : t('edit.waiting')}</Table.Td>
                <Table.Td>{p.total === null ? '-' : p.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text mt="sm" data-testid="nilai-akhir">
          {t('student.score', { score: scoreText(row.nilaiAkhir, row.huruf) })}
        </Text>
        {row.catatanRevisi && <Text mt="sm">{row.catatanRevisi}</Text>}
      </Card>
      <ScoreForm row={row} />
      <FinalizeCard row={row} />
      <RequestChange row={row} />
    </Stack>
  );
}
