import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isChunkLoadError } from '../lib/lazy-page';

/**
 * Error boundary of every screen. A screen whose code or stylesheet did not load (new deploy, lost
 * connection, 120 s timeout) gets a reload button; anything else a way home.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const code = chunk ? error.code : 'INTERNAL';
  useEffect(() => {
    // a splash of index.html still up must not hide the way out
    document.getElementById('boot-splash')?.remove();
  }, []);
  return (
    <Center mih="60vh" p="md" data-testid="route-error" data-error-code={code}>
      <Stack align="center" maw={520} ta="center" gap="md">
        <IconAlertTriangle size={56} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}</Title>
        <Text c="dimmed">{t(chunk ? 'routeError.chunkBody' : 'routeError.body')}</Text>
        <Alert color="gray" variant="light" w="100%">
          <Text size="sm">
            {t('routeError.code')}: <Code>{code}</Code>
          </Text>
        </Alert>
        <Group>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()} data-testid="reload">
            {t('routeError.reload')}
          </Button>
          <Button variant="default" component={Link} to="/">
            {t('routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** Catches what a screen throws while loading or rendering; keyed by path, so navigating resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
