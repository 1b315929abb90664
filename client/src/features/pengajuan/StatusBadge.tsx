import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { useStatusMaster } from './api';
import { statusDisplay } from './status';

/** A status's label and colour: the status master's for those who may read it, translated codes otherwise. */
export function useStatusDisplay() {
  const { t, i18n } = useTranslation('pengajuan');
  const ability = useAppAbility();
  const master = useStatusMaster(ability.can('read', 'status-pengajuan-sidang'));
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
