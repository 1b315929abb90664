import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconHome } from '@tabler/icons-react';
import { homePathFor } from '@ujian/shared/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '../../stores/session';

type MiscScreenProps = {
  icon: Icon;
  color: string;
  /** A big label above the title, e.g. "404". */
  code?: string;
  title: string;
  description: string;
  testId: string;
  /** Extra actions beside "back home". */
  actions?: ReactNode;
};

/** The shared frame of the full-page misc screens: an illustration, a message and a way back home. */
export function MiscScreen({ icon: Illustration, color, code, title, description, testId, actions }: MiscScreenProps) {
  const { t } = useTranslation('misc');
  const home = useSessionStore((s) => homePathFor(selectIsLoggedIn(s) ? s.userData?.role : undefined));
  return (
    <Center mih="100vh" p="md" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={120} radius={120} variant="light" color={color}>
          <Illustration size={68} stroke={1.4} />
        </ThemeIcon>
        {code && (
          <Text fz={56} fw={800} lh={1} c={`${color}.6`}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={home} leftSection={<IconHome size={18} />} data-testid="misc-home">
            {t('backHome')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Center>
  );
}
