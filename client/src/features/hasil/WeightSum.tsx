import { Alert } from '@mantine/core';
import { sumOfWeights } from '@ujian/shared/hasil';
import { useTranslation } from 'react-i18next';
import { useMasterOptions } from '../master/api';

/** The running sum of the active rubric weights: a hasil is finalised only when it is exactly 100. */
export function WeightSum() {
  const { t } = useTranslation('hasil');
  const rows = useMasterOptions('komponen-nilai');
  if (!rows.data) return null;
  const active = rows.data.filter((r) => r.active !== false) as Array<{ bobot?: unknown }>;
  const sum = sumOfWeights(active.map((r) => ({ bobot: Number(r.bobot ?? 0) })));
  const complete = sum === 100;
  return (
    <Alert color={complete ? 'teal' : 'orange'} variant="light" data-testid="komponen-weight-sum" role="status">
      {t(complete ? 'rubric.sumComplete' : 'rubric.sumIncomplete', { sum })}
    </Alert>
  );
}
