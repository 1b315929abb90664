import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status chip of a row that can be deactivated instead of deleted. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('master');
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" data-testid="active-badge" data-active={active}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
