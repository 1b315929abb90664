import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout, IconQuestionMark } from '@tabler/icons-react';
import type { AccountSession } from '@ujian/shared/account-setting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatInstant } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { useRevokeSessions, useSessions } from './api';
import { type DeviceInfo, describeUserAgent, displayIp, otherSessions, sortSessions } from './session-list';

const deviceIcons = { mobile: IconDeviceMobile, desktop: IconDeviceDesktop, unknown: IconQuestionMark };

function DeviceCell({ session, device }: { session: AccountSession; device: DeviceInfo }) {
  const { t } = useTranslation('account');
  const Icon = deviceIcons[device.kind];
  const name =
    device.browser && device.os
      ? t('sessions.browserOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('sessions.unknownDevice'));
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={22} stroke={1.5} />
      <div>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {session.current && (
            <Badge size="sm" color="green" variant="light" data-testid="session-current">
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </Group>
        {session.userAgent && (
          <Text size="xs" c="dimmed" lineClamp={1} title={session.userAgent} maw={360}>
            {session.userAgent}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** The user's logins that can still refresh; any but this one can be signed out (its sockets end at once). */
export function SessionsPanel() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const [confirming, setConfirming] = useState<'all' | AccountSession | null>(null);
  const rows = sortSessions(sessions.data ?? []);
  const others = otherSessions(rows);

  const confirm = () => {
    if (!confirming) return;
    const ids = confirming === 'all' ? others.map((s) => s.id) : [confirming.id];
    revoke.mutate(ids, { onSuccess: () => setConfirming(null) });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={4}>{t('sessions.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('sessions.subtitle')}
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={others.length === 0}
          onClick={() => {
            revoke.reset();
            setConfirming('all');
          }}
          data-testid="sessions-revoke-others"
        >
          {t('sessions.revokeOthers')}
        </Button>
      </Group>
      {sessions.isPending ? (
        <Stack gap="xs">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : sessions.isError ? (
        <Alert color="red" data-testid="sessions-error">
          {errorMessageOf(sessions.error, t)}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="sessions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.ip')}</Table.Th>
                <Table.Th>{t('sessions.createdAt')}</Table.Th>
                <Table.Th>{t('sessions.lastUsedAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((session) => (
                <Table.Tr key={session.id} data-testid="session-row" data-current={session.current}>
                  <Table.Td>
                    <DeviceCell session={session} device={describeUserAgent(session.userAgent)} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {displayIp(session.ip) ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatInstant(session.createdAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatInstant(session.lastUsedAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {!session.current && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          revoke.reset();
                          setConfirming(session);
                        }}
                        data-testid="session-revoke"
                      >
                        {t('sessions.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sessions.isSuccess && others.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="sessions-only-this">
          {t('sessions.onlyThis')}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'all' ? t('sessions.revokeOthers') : t('sessions.revokeOne')}
        confirmLabel={t('sessions.revoke')}
        loading={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        testId="sessions-confirm"
      >
        {confirming === 'all' ? t('sessions.confirmOthers', { count: others.length }) : t('sessions.confirmOne')}
      </ConfirmDialog>
    </Card>
  );
}
