import { Badge, type BadgeProps } from '@mantine/core';
import { type JadwalStatus, jadwalStatuses } from '@ujian/shared/jadwal';
import { useTranslation } from 'react-i18next';
import { statusColor } from './format';

const isStatus = (s: string): s is JadwalStatus => (jadwalStatuses as readonly string[]).includes(s);

export function JadwalStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const { t } = useTranslation('jadwal');
  return (
    <Badge
      color={isStatus(status) ? statusColor[status] : 'gray'}
      variant="light"
      data-testid="jadwal-status"
      data-status={status}
      {...props}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
