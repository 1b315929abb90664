import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCloudDownload, IconEye, IconFileSpreadsheet, IconPlayerPlay } from '@tabler/icons-react';
import type { SyncPreview } from '@ujian/shared/sync-dosen';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf } from '../../components/server-message';
import { useAppAbility } from '../../lib/ability';
import { formatInstant } from '../../lib/format-date';
import { useSyncApply, useSyncPreview } from './api';
import { SyncPreviewView } from './SyncPreviewView';
import { SyncRunHistory } from './SyncRunHistory';
import { sourceUrlErrorOf } from './source-error';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `/sync-dosen`: import lecturers from a CSV/XLSX file or the university's source, preview first. */
export function SyncDosenPage() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const ability = useAppAbility();
  const canRun = ability.can('create', 'sync-dosen');
  const [kind, setKind] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [sourceUrl, setSourceUrl] = useState('');
  const [deactivateMissing, setDeactivateMissing] = useState(true);
  const [preview, setPreview] = useState<SyncPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewCall = useSyncPreview();
  const apply = useSyncApply();

  const runPreview = () => {
    apply.reset();
    setPreview(null);
    const request =
      kind === 'file' && file
        ? { kind, file, deactivateMissing }
        : { kind: 'url' as const, sourceUrl, deactivateMissing };
    previewCall.mutate(request, { onSuccess: setPreview });
  };
  const changes = preview ? preview.toAdd.length + preview.toChange.length + preview.toDeactivate.length : 0;

  return (
    <Stack gap="lg" data-testid="sync-dosen">
      <PageHeader title={t('common:menu.syncDosen')} subtitle={t('sync.subtitle')} />
      {canRun && (
        <Card withBorder radius="md">
          <Stack gap="md">
            <SegmentedControl
              value={kind}
              onChange={(v) => setKind(v as 'file' | 'url')}
              data={[
                { value: 'file', label: t('sync.fromFile') },
                { value: 'url', label: t('sync.fromSource') },
              ]}
              w="fit-content"
              data-testid="sync-kind"
            />
            {kind === 'file' ? (
              <FileInput
                label={t('sync.file')}
                description={t('sync.fileHelp')}
                placeholder={t('sync.choose')}
                accept={ACCEPT}
                value={file}
                onChange={setFile}
                clearable
                leftSection={<IconFileSpreadsheet size={16} />}
                data-testid="sync-file"
              />
            ) : (
              <TextInput
                label={t('sync.sourceUrl')}
                description={t('sync.sourceUrlHelp')}
                placeholder="https://siakad.example.ac.id/api/dosen.json"
                value={sourceUrl}
                onChange={(e) => setSourceUrl(e.currentTarget.value)}
                leftSection={<IconCloudDownload size={16} />}
                error={sourceUrlErrorOf(previewCall.error, t)}
                data-testid="sync-url"
              />
            )}
            <Switch
              label={t('sync.deactivateMissing')}
              description={t('sync.deactivateMissingHelp')}
              checked={deactivateMissing}
              onChange={(e) => setDeactivateMissing(e.currentTarget.checked)}
              data-testid="sync-deactivate-missing"
            />
            {previewCall.error ? (
              <Alert color="red" role="alert" data-testid="sync-preview-error">
                {serverMessageOf(previewCall.error, t)}
              </Alert>
            ) : null}
            <Group>
              <Button
                leftSection={<IconEye size={16} />}
                onClick={runPreview}
                loading={previewCall.isPending}
                disabled={kind === 'file' && !file}
                data-testid="sync-preview-button"
              >
                {t('sync.preview')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {preview && (
        <Card withBorder radius="md">
          <Stack gap="md">
            <Group justify="space-between">
              <div>
                <Title order={4}>{t('sync.previewTitle')}</Title>
                <Text size="sm" c="dimmed">
                  {t('sync.previewOf', {
                    source: preview.source,
                    until: formatInstant(preview.expiresAt, i18n.language),
                  })}
                </Text>
              </div>
              <Button
                color="green"
                leftSection={<IconPlayerPlay size={16} />}
                disabled={changes === 0 || apply.isSuccess}
                onClick={() => setConfirming(true)}
                data-testid="sync-apply"
              >
                {t('sync.apply')}
              </Button>
            </Group>
            {apply.data && (
              <Alert color="green" icon={<IconCircleCheck />} title={t('sync.reportTitle')} data-testid="sync-report">
                {t('sync.counts', apply.data.report)} ·{' '}
                {t('sync.unchangedCount', { count: apply.data.report.unchanged })}
              </Alert>
            )}
            <SyncPreviewView preview={preview} />
          </Stack>
        </Card>
      )}
      <Card withBorder radius="md">
        <Title order={4} mb="md">
          {t('sync.history')}
        </Title>
        <SyncRunHistory />
      </Card>
      <ConfirmDialog
        opened={confirming}
        title={t('sync.confirmTitle')}
        confirmLabel={t('sync.apply')}
        color="green"
        loading={apply.isPending}
        error={apply.error}
        onConfirm={() => preview && apply.mutate(preview.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
        testId="sync-confirm"
      >
        {preview
          ? t('sync.confirmText', {
              added: preview.toAdd.length,
              changed: preview.toChange.length,
              deactivated: preview.toDeactivate.length,
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
