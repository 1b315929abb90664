import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { Clash } from '@ujian/shared/jadwal';
import { useTranslation } from 'react-i18next';
import { type ClashNames, clashText } from './clash-text';

type Props = {
  /** Nothing to check yet (no date or slot). */
  idle: boolean;
  /** The check is waiting or running (and no save has answered with its own clashes). */
  checking: boolean;
  clashes: readonly Clash[];
  warnings: readonly Clash[];
  ok: boolean;
  names: ClashNames;
};

/** The check's answer, read out as it changes: a hint, "checking", the clashes named, or "no clash". */
export function PlacementCheckPanel({ idle, checking, clashes, warnings, ok, names }: Props) {
  const { t } = useTranslation(['jadwal', 'errors']);
  return (
    <div aria-live="polite" data-testid="placement-check">
      {idle ? (
        <Text size="sm" c="dimmed">
          {t('form.checkHint')}
        </Text>
      ) : checking ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('form.checking')}</Text>
        </Group>
      ) : clashes.length > 0 ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('form.clashTitle')} data-testid="placement-clashes">
          <List size="sm">
            {clashes.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity of a clash
              <List.Item key={i} data-code={c.code} data-testid="placement-clash">
                {clashText(c, t, names)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : ok ? (
        <Alert color="green" icon={<IconCheck />} data-testid="placement-ok">
          {t('form.noClash')}
        </Alert>
      ) : null}
      {warnings.length > 0 && (
        <Alert
          mt="xs"
          color="yellow"
          icon={<IconInfoCircle />}
          title={t('form.warningTitle')}
          data-testid="placement-warnings"
        >
          <List size="sm">
            {warnings.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity of a warning
              <List.Item key={i} data-code={c.code}>
                {clashText(c, t, names)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
