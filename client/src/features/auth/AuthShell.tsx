import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconCertificate, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two-column frame of the sign-in screens: what the portal is on the left, the form on the right.
 * Its left column is also painted by index.html's boot script (src/boot/brand-splash.ts) before the
 * app has loaded: a change to its layout is a change to `.bb-*` in index.html.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const points = [
    { icon: IconSchool, text: t('brand.pointSidang') },
    { icon: IconCalendarCheck, text: t('brand.pointJadwal') },
    { icon: IconCertificate, text: t('brand.pointYudisium') },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      {/* A window high and kept in view while the form scrolls, its content centred in the window: the
          same place and gradient as the panel index.html paints before the app has loaded (.bb-panel
          there), whatever the form's length. */}
      <Box
        visibleFrom="md"
        px={48}
        mih="100vh"
        pos="sticky"
        top={0}
        style={{
          alignSelf: 'start',
          background: 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-6))',
          color: 'white',
        }}
      >
        <Stack justify="center" mih="100vh" py={48} maw={460} mx="auto" gap="xl">
          <Group gap="sm">
            <ThemeIcon size={48} radius="md" variant="white" color="indigo">
              <IconSchool size={30} />
            </ThemeIcon>
            <Title order={2}>Aplikasi Ujian</Title>
          </Group>
          <Text size="lg">{t('brand.tagline')}</Text>
          <Stack gap="md">
            {points.map(({ icon: Icon, text }) => (
              <Group key={text} gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="white" radius="xl" size="lg">
                  <Icon size={20} />
                </ThemeIcon>
                <Text>{text}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Box>
      <Stack justify="center" align="center" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-body)">
        <Box w="100%" maw={440}>
          <Group gap="xs" mb="lg" hiddenFrom="md">
            <ThemeIcon size={36} radius="md" color="indigo">
              <IconSchool size={22} />
            </ThemeIcon>
            <Title order={3}>Aplikasi Ujian</Title>
          </Group>
          {children}
        </Box>
      </Stack>
    </SimpleGrid>
  );
}

/** A card around a form on the auth screens. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
      {children}
    </Paper>
  );
}
