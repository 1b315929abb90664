import { Anchor, Group, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function Brand() {
  return (
    // the product's name stays the link's name on a phone, where only the icon shows
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Aplikasi Ujian">
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
