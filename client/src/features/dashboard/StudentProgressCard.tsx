import { Alert, Anchor, Card, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DashboardData } from '@ujian/shared/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { progressStepKeys, studentProgress } from './dashboard-series';

/** A student's path from biodata to yudisium, read only from their own data (no estimates). */
export function StudentProgressCard({ progress }: { progress: NonNullable<DashboardData['progress']> }) {
  const { t } = useTranslation('dashboard');
  const { done, attention, yudisiumReturned } = studentProgress(progress);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="dashboard-progress" data-done={done}>
      <Title order={4} mb="md">
        {t('progress.title')}
      </Title>
      {!progress.biodataComplete && (
        <Alert color="yellow" icon={<IconAlertTriangle />} mb="md" data-testid="dashboard-progress-biodata">
          {t('progress.biodataMissing')}{' '}
          <Anchor component={Link} to="/pages/account-setting?tab=biodata" size="sm">
            {t('progress.completeBiodata')}
          </Anchor>
        </Alert>
      )}
      {attention && (
        <Alert color="orange" icon={<IconAlertTriangle />} mb="md" data-testid="dashboard-progress-attention">
          {t(`progress.attention.${attention}`)}
        </Alert>
      )}
      {yudisiumReturned && (
        <Alert color="orange" icon={<IconAlertTriangle />} mb="md">
          {t('progress.attention.yudisiumDikembalikan')}
        </Alert>
      )}
      <Stepper active={done} orientation="vertical" size="sm" allowNextStepsSelect={false}>
        {progressStepKeys.map((key, index) => (
          <Stepper.Step
            key={key}
            label={t(`progress.steps.${key}.label`)}
            description={<Text size="xs">{t(`progress.steps.${key}.hint`)}</Text>}
            data-testid={`progress-step-${key}`}
            data-state={index < done ? 'done' : index === done ? 'current' : 'todo'}
          />
        ))}
      </Stepper>
    </Card>
  );
}
