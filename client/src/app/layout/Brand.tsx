import { Anchor, Group, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function Brand() {
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" color="indigo">
          <IconSchool size={20} />
        </ThemeIcon>
        <Title order={4} visibleFrom="xs">
          Aplikasi Ujian
        </Title>
      </Group>
    </Anchor>
  );
}
