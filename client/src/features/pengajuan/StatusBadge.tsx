import { Badge, type BadgeProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppAbility } from '../../lib/ability';
import { getJson } from '../../lib/http';
import { masterKeys } from '../master/keys';
import { statusDisplay } from './status';

const statusRows = z.object({
  data: z.array(
    z.object({ kode: z.string(), warna: z.string().optional(), label: z.record(z.string(), z.string()).optional() }),
  ),
});

/** The status master's rows, for those who may read it (others get translated codes). */
export function useStatusMaster() {
  const ability = useAppAbility();
  const readable = ability.can('read', 'status-pengajuan-sidang');
  return useQuery({
    queryKey: masterKeys.display('status-pengajuan-sidang'),
    queryFn: async () =>
      statusRows.parse(await getJson<unknown>('/master/status-pengajuan-sidang', { page: 1, perPage: 100 })).data,
    enabled: readable,
    staleTime: 60_000,
  });
}

export function useStatusDisplay() {
  const { t, i18n } = useTranslation('pengajuan');
  const master = useStatusMaster();
  return (code: string) => statusDisplay(code, i18n.language, master.data, t(`status.${code}`, { defaultValue: code }));
}

export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const display = useStatusDisplay();
  const { label, color } = display(status);
  return (
    <Badge color={color} variant="light" data-testid="pengajuan-status" data-status={status} {...props}>
      {label}
    </Badge>
  );
}
