import { Alert, Button, Card, Stack, Tabs, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconBell,
  IconDevices,
  IconId,
  IconRefresh,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf } from '../../lib/http';
import { useAllOptions, useBiodata } from './api';
import { BiodataForm, BiodataFormSkeleton } from './BiodataForm';
import { NotificationsPanel } from './NotificationsPanel';
import { PasswordPanel } from './PasswordPanel';
import { PhotoPanel } from './PhotoPanel';
import { PreferencesPanel } from './PreferencesPanel';
import { SessionsPanel } from './SessionsPanel';

/** Deep-linkable: `?tab=security` opens that tab (an unknown value falls back to biodata). */
export const accountTabs = ['biodata', 'security', 'sessions', 'notifications', 'preferences'] as const;
type Tab = (typeof accountTabs)[number];
const tabIcons = {
  biodata: IconId,
  security: IconShieldLock,
  sessions: IconDevices,
  notifications: IconBell,
  preferences: IconAdjustments,
};

/** Account settings; the start-up check sends incomplete profiles here with ?warning=biodata. */
export function AccountSettingPage() {
  const { t } = useTranslation(['account', 'errors']);
  const [params, setParams] = useSearchParams();
  const biodata = useBiodata();
  const warned = params.get('warning') === 'biodata';
  const tab: Tab = (accountTabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'biodata';
  // the biodata form's selects read these: asked beside the biodata, not once its answer shows the form
  useAllOptions('prodi', tab === 'biodata');
  useAllOptions('peminatan', tab === 'biodata');

  return (
    <Stack gap="lg" data-testid="account-setting">
      <PageHeader title={t('common:menu.accountSetting')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('tab', value ?? 'biodata');
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {accountTabs.map((value) => {
            const Icon = tabIcons[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`tab-${value}`}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="biodata">
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="md">
              {t('biodata.title')}
            </Title>
            <PhotoPanel />
            {biodata.isPending ? (
              <BiodataFormSkeleton />
            ) : biodata.isError ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle />}
                title={t('biodata.loadFailed')}
                data-testid="biodata-load-error"
              >
                {errorMessageOf(biodata.error, t)}
                <Button
                  mt="sm"
                  size="xs"
                  variant="light"
                  display="block"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => void biodata.refetch()}
                >
                  {t('biodata.retry')}
                </Button>
              </Alert>
            ) : (
              <BiodataForm biodata={biodata.data} warned={warned} />
            )}
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <PasswordPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sessions">
          <SessionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="preferences">
          <PreferencesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
