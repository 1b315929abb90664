import { Alert, Blockquote, Loader, Text, Timeline } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconCircleDot, IconSend, IconX } from '@tabler/icons-react';
import type { PengajuanKind } from '@ujian/shared/pengajuan';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { useHistory } from './api';
import { useStatusDisplay } from './StatusBadge';

const iconOf: Record<string, ReactNode> = {
  SUBMIT: <IconSend size={12} />,
  RESUBMIT: <IconSend size={12} />,
  VERIFY: <IconCheck size={12} />,
  APPROVE: <IconCheck size={12} />,
  RETURN: <IconArrowBackUp size={12} />,
  STEP_BACK: <IconArrowBackUp size={12} />,
  REJECT: <IconX size={12} />,
  CANCEL: <IconX size={12} />,
};

/** Every transition of a pengajuan, oldest first; refreshed by `pengajuan:status` like the row. */
export function HistoryTimeline({ kind, uuid }: { kind: PengajuanKind; uuid: string }) {
  const { t, i18n } = useTranslation(['pengajuan', 'errors']);
  const history = useHistory(kind, uuid);
  const display = useStatusDisplay();

  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) return <Alert color="red">{errorMessageOf(history.error, t)}</Alert>;
  const items = history.data;

  return (
    <Timeline active={items.length - 1} bulletSize={22} lineWidth={2} data-testid="pengajuan-history">
      {items.map((item, i) => {
        const to = display(item.to);
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: history is append-only, its order is its identity
            key={i}
            bullet={iconOf[item.event] ?? <IconCircleDot size={12} />}
            color={to.color}
            title={t(`history.event.${item.event}`, { defaultValue: item.event })}
            data-testid="history-item"
            data-event={item.event}
          >
            <Text size="sm">
              {item.from ? t('history.moved', { from: display(item.from).label, to: to.label }) : to.label}
            </Text>
            {item.note && (
              <Blockquote color={to.color} p="xs" mt={4} fz="sm" data-testid="history-note">
                {item.note}
              </Blockquote>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('history.byAt', { by: item.byName ?? t('history.system'), at: formatInstant(item.at, i18n.language) })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
