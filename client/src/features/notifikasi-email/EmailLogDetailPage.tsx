import { Alert, Anchor, Badge, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatInstant } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { statusColor, useEmailLogDetail } from './api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** `/notifikasi-email/:uuid`: one mail with its delivery attempts, last error and the start of its text. */
export function EmailLogDetailPage() {
  const { t, i18n } = useTranslation(['notifikasi', 'errors']);
  const { uuid = '' } = useParams();
  const mail = useEmailLogDetail(uuid);
  const when = (iso: string | null) => (iso ? formatInstant(iso, i18n.language, { seconds: true }) : '—');

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/notifikasi-email" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('emailLog.back')}
        </Group>
      </Anchor>
      {mail.isPending ? (
        <Loader size="sm" />
      ) : mail.isError ? (
        <Alert color="red">{errorMessageOf(mail.error, t)}</Alert>
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <Title order={2} style={{ wordBreak: 'break-word' }}>
              {mail.data.subject}
            </Title>
            <Badge size="lg" color={statusColor[mail.data.status]} variant="light" data-testid="email-detail-status">
              {t(`emailStatus.${mail.data.status}`)}
            </Badge>
          </Group>
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              <Field label={t('emailLog.to')}>{mail.data.to}</Field>
              <Field label={t('emailLog.attempts')}>{mail.data.attempts}</Field>
              <Field label={t('emailLog.createdAt')}>{when(mail.data.createdAt)}</Field>
              <Field label={t('emailLog.sentAt')}>{when(mail.data.sentAt)}</Field>
              <Field label={t('emailLog.nextAttemptAt')}>{when(mail.data.nextAttemptAt)}</Field>
              <Field label={t('emailLog.html')}>{mail.data.hasHtml ? t('emailLog.yes') : t('emailLog.no')}</Field>
            </SimpleGrid>
          </Card>
          {mail.data.lastError && (
            <Alert color="red" title={t('emailLog.lastError')} data-testid="email-detail-error">
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {mail.data.lastError}
              </Text>
            </Alert>
          )}
          {mail.data.status === 'not_sent' && !mail.data.lastError && (
            <Alert color="gray">{t('emailLog.notSentHint')}</Alert>
          )}
          <Card withBorder radius="md">
            <Text fw={600} size="sm" mb="xs">
              {t('emailLog.bodyPreview')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="email-detail-body">
              {mail.data.bodyPreview}
            </Code>
          </Card>
        </>
      )}
    </Stack>
  );
}
