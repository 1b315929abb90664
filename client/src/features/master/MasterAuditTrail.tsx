import { Badge, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import type { MasterName } from '@ujian/shared/ability';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format-date';
import { useMasterAudit } from './api';
import { changedFields } from './audit-diff';

/** Who changed this row, when, and what: the server's audit trail of the row (newest first). */
export function MasterAuditTrail({ name, uuid }: { name: MasterName; uuid: string }) {
  const { t, i18n } = useTranslation('master');
  const trail = useMasterAudit(name, uuid);
  if (!trail.data || trail.data.data.length === 0) return null;
  return (
    <Card withBorder radius="md">
      <Stack gap="sm" data-testid="master-audit">
        <Text fw={600}>{t('audit.title')}</Text>
        <Timeline bulletSize={14} lineWidth={2}>
          {trail.data.data.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={
                <Group gap="xs">
                  <Badge size="xs" variant="light">
                    {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                  </Badge>
                  <Text size="sm">{entry.actorName ?? t('audit.system')}</Text>
                  <Text size="xs" c="dimmed">
                    {formatInstant(entry.at, i18n.language)}
                  </Text>
                </Group>
              }
            >
              {changedFields(entry.before, entry.after).map((change) => (
                <Text key={change.field} size="xs" c="dimmed">
                  {t(`${name}.fields.${change.field}`, { defaultValue: change.field })}: {change.from} → {change.to}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
