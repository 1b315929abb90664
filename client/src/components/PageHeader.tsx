import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title, a line of explanation and the page's main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        {/* the page's one h1, at the size the pages were designed with */}
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </div>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
