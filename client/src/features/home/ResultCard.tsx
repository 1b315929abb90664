import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHasilList } from '../hasil/api';
import { scoreText } from '../hasil/score-text';
import { useMyPengajuan } from '../pengajuan/api';
import { resultOf } from './student-home';

/** The student's final score and grade, with where to read the result and fetch the certificate. */
function FinalGrade() {
  const { t } = useTranslation('dashboard');
  // a student is shown only their own rows, and only once final
  const hasil = useHasilList({ status: 'final', perPage: 1 });
  const row = hasil.data?.data[0];
  return (
    <Stack gap={4}>
      {row?.nilaiAkhir != null && (
        <Text data-testid="home-result-nilai">
          {t('home.result.nilai')}:{' '}
          <Text span fw={600}>
            {scoreText(row.nilaiAkhir, row.huruf)}
          </Text>
        </Text>
      )}
      <Group gap="md">
        <Anchor component={Link} to="/hasil-sidang" size="sm">
          {t('home.result.open')}
        </Anchor>
        <Anchor component={Link} to="/sktmt" size="sm">
          {t('home.result.sktmt')}
        </Anchor>
      </Group>
    </Stack>
  );
}

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
        <Stack gap="xs">
          <Text fw={600}>{t('home.result.graduated')}</Text>
          <FinalGrade />
        </Stack>
      ) : result.kind === 'hasil' ? (
        <Stack gap="xs">
          <Text>
            {t('home.result.hasil')}:{' '}
            <Text span fw={600} data-testid="home-result-hasil">
              {t(`pengajuan:hasil.${result.hasil}`)}
            </Text>
          </Text>
          <FinalGrade />
        </Stack>
      ) : (
        <Text c="dimmed">{t('home.result.none')}</Text>
      )}
    </Card>
  );
}
