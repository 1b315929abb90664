import { Alert, Badge, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../components/server-message';
import { importSummary, translateAccountMessage } from './account-form';
import { type ImportAnswer, useImportStudents } from './api';

/**
 * "Import students": a CSV or XLSX file -> the preview of every line with its errors -> the import of
 * the valid lines (in one go; lines with errors are skipped).
 */
export function ImportStudentsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation(['admin', 'auth', 'errors']);
  const run = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);

  const close = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    run.reset();
    onClose();
  };
  const onPreview = () => {
    if (!file) return;
    setResult(null);
    run.mutate({ file, dryRun: true }, { onSuccess: setPreview });
  };
  const onImport = () => {
    if (!file) return;
    run.mutate({ file, dryRun: false }, { onSuccess: setResult });
  };
  const summary = preview ? importSummary(preview.rows) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('importStudents.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('importStudents.close') }}
      data-testid="import-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('importStudents.hint')}</Text>
        <Group align="flex-end">
          <FileInput
            label={t('importStudents.file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPreview(null);
              setResult(null);
            }}
            leftSection={<IconFileSpreadsheet size={16} />}
            style={{ flex: 1 }}
            data-testid="import-file"
          />
          <Button
            variant="light"
            onClick={onPreview}
            disabled={!file}
            loading={run.isPending && !preview}
            data-testid="import-preview"
          >
            {t('importStudents.preview')}
          </Button>
        </Group>
        {run.error ? (
          <Alert color="red" role="alert" data-testid="import-error">
            {serverMessageOf(run.error, t)}
          </Alert>
        ) : null}
        {preview && summary && !result && (
          <>
            <Text size="sm" data-testid="import-summary">
              {t('importStudents.summary', { valid: summary.valid, invalid: summary.invalid })}
            </Text>
            <Table striped withTableBorder data-testid="import-preview-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('importStudents.line')}</Table.Th>
                  <Table.Th>{t('createAccount.username')}</Table.Th>
                  <Table.Th>{t('createAccount.email')}</Table.Th>
                  <Table.Th>{t('importStudents.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.line} data-testid="import-row" data-valid={row.errors.length === 0}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.username}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>
                      {row.errors.length === 0 ? (
                        <Badge color="green" variant="light">
                          {t('importStudents.ok')}
                        </Badge>
                      ) : (
                        <List size="sm" c="red.9">
                          {row.errors.map((e) => (
                            <List.Item key={e}>{translateAccountMessage(t, e)}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button
                onClick={onImport}
                disabled={summary.valid === 0}
                loading={run.isPending}
                data-testid="import-confirm"
              >
                {t('importStudents.confirm', { count: summary.valid })}
              </Button>
            </Group>
          </>
        )}
        {result && (
          <Alert color="green" data-testid="import-done">
            {t('importStudents.done', { created: result.created ?? 0, skipped: result.skipped ?? 0 })}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
