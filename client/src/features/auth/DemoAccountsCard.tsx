import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DemoAccount, demoAccounts } from './demo-accounts';

const roleColor: Record<string, string> = { admin: 'red', koordinator: 'grape', dosen: 'teal', client: 'blue' };

/** Demo build only: the seeded accounts; a click fills the sign-in form. */
export function DemoAccountsCard({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Card withBorder radius="md" padding="md" data-testid="demo-accounts">
      <Text fw={600}>{t('demo.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('demo.description')}
      </Text>
      <Stack gap={6}>
        {demoAccounts.map((account) => (
          <UnstyledButton
            key={account.username}
            onClick={() => onPick(account)}
            title={t('demo.useAccount', { username: account.username })}
            data-testid={`demo-account-${account.username}`}
            p={8}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <IconUserCircle size={22} stroke={1.5} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {account.username}
                  </Text>
                  <Badge size="xs" variant="light" color={roleColor[account.role] ?? 'gray'}>
                    {t(`roles.${account.role}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {account.email}
                  {account.hintKey ? ` · ${t(account.hintKey)}` : ''}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
