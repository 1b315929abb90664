import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PengajuanKind } from '@ujian/shared/pengajuan';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppAbility } from '../../lib/ability';
import { useHasLulusSidang, useMyPengajuan } from './api';
import { baruPath, kindConfigs, readonlyPath } from './kinds';
import { mayStartNew, nextStepKey } from './my-pengajuan';
import { NoteAlert } from './NoteAlert';
import { StatusBadge } from './StatusBadge';

function MyKind({ kind }: { kind: PengajuanKind }) {
  const { t } = useTranslation('pengajuan');
  const ability = useAppAbility();
  const subject = kindConfigs[kind].subject;
  const enabled = ability.can('read', subject) && ability.can('create', subject);
  const mine = useMyPengajuan(kind, enabled);
  const lulus = useHasLulusSidang(enabled && kind === 'yudisium');
  if (!enabled) return null;
  const rows = mine.data ?? [];
  const canStart = mine.isSuccess && mayStartNew(kind, rows, lulus.data === true);
  return (
    <Stack gap="xs" data-testid={`my-pengajuan-${kind}`}>
      <Group justify="space-between">
        <Text fw={600}>{t(`mine.kind.${kind}`)}</Text>
        {canStart && (
          <Button component={Link} to={baruPath(kind)} size="xs" variant="light" leftSection={<IconPlus size={14} />}>
            {t(`mine.new.${kind}`)}
          </Button>
        )}
      </Group>
      {mine.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mine.none')}
        </Text>
      ) : (
        rows.map((row) => (
          <Stack key={row.uuid} gap={6} data-testid="my-pengajuan-row" data-uuid={row.uuid}>
            <Group justify="space-between" wrap="nowrap">
              {/* the title gives way (ellipsis, full text on hover); the badge keeps its width */}
              <Anchor
                component={Link}
                to={readonlyPath(kind, row.uuid)}
                size="sm"
                lineClamp={2}
                title={row.judul}
                style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {row.judul}
              </Anchor>
              <StatusBadge status={row.status} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="xs" c="dimmed" data-testid="my-pengajuan-next">
              {t('mine.nextLabel')}: {t(nextStepKey(kind, row))}
            </Text>
            <NoteAlert row={row} />
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** The student's home: their pengajuan with a status that follows `pengajuan:status` live. */
export function MyPengajuanCard() {
  const { t } = useTranslation('pengajuan');
  const ability = useAppAbility();
  // staff read everyone's rows on the daftar screens; this card is the applicant's own view
  if (!ability.can('create', 'pengajuan-sidang') && !ability.can('create', 'yudisium')) return null;
  if (ability.can('manage', 'all')) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-pengajuan">
      <Title order={4} mb="md">
        {t('mine.title')}
      </Title>
      <Stack gap="lg">
        <MyKind kind="sidang" />
        <MyKind kind="yudisium" />
      </Stack>
    </Card>
  );
}
