import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyPengajuan } from '../pengajuan/api';
import { resultOf } from './student-home';

/** The student's result once known; until then a line saying there is none yet. */
export function ResultCard() {
  const { t } = useTranslation(['dashboard', 'pengajuan']);
  const sidang = useMyPengajuan('sidang', true);
  const yudisium = useMyPengajuan('yudisium', true);
  const result = resultOf(sidang.data ?? [], yudisium.data ?? []);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="home-result" data-result={result.kind}>
      <Title order={3} size="h4" mb="sm">
        {t('home.result.title')}
      </Title>
      {result.kind === 'graduated' ? (
        <Text fw={600}>{t('home.result.graduated')}</Text>
      ) : result.kind === 'hasil' ? (
        <Text>
          {t('home.result.hasil')}:{' '}
          <Text span fw={600} data-testid="home-result-hasil">
            {t(`pengajuan:hasil.${result.hasil}`)}
          </Text>
        </Text>
      ) : (
        <Text c="dimmed">{t('home.result.none')}</Text>
      )}
    </Card>
  );
}
