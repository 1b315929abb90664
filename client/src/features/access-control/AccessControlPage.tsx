import { Alert, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import type { AbilityRule } from '@ujian/shared/ability';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { Can } from '../../lib/ability';
import { useSessionStore } from '../../stores/session';
import { abilityRows } from './ability-rows';
import { portalAreas } from './areas';

/** Where students land (spec section 2): what this account may do, from the rules it signed in with. */
export function AccessControlPage() {
  const { t } = useTranslation(['access', 'auth']);
  const userData = useSessionStore((s) => s.userData);
  const rows = abilityRows((userData?.ability ?? []) as AbilityRule[]);
  // The server fills `${user.id}` into the rules; say in words what that condition means.
  const ownCondition = `userId = ${userData?.id}`;

  return (
    <Stack gap="lg" data-testid="access-control">
      <PageHeader title={t('common:menu.accessControl')} subtitle={t('subtitle')} />

      <Card withBorder radius="md">
        <Group gap="md">
          <IconShieldCheck size={32} color="var(--mantine-color-indigo-6)" />
          <div>
            <Text size="sm" c="dimmed">
              {t('signedInAs')}
            </Text>
            <Group gap="xs">
              <Text fw={600}>{userData?.fullName || userData?.username}</Text>
              <Badge variant="light" data-testid="access-role">
                {t(`auth:roles.${userData?.role ?? 'unknown'}`, { defaultValue: userData?.role ?? '' })}
              </Badge>
            </Group>
          </div>
        </Group>
      </Card>

      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          {t('areasTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('areasHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="access-areas">
          {portalAreas.map((area) => (
            <Can key={area.key} I={area.action} a={area.subject}>
              <Button
                component={Link}
                to={area.path}
                variant="light"
                justify="space-between"
                leftSection={<IconLockOpen size={16} />}
                rightSection={<IconArrowRight size={16} />}
                data-testid={`access-area-${area.key}`}
              >
                {t(`areas.${area.key}`)}
              </Button>
            </Can>
          ))}
        </SimpleGrid>
      </Card>

      <Card withBorder radius="md">
        <Title order={4} mb="md">
          {t('rulesTitle')}
        </Title>
        {rows.length === 0 ? (
          <Alert icon={<IconInfoCircle />} color="gray">
            {t('noRules')}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="ability-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.action')}</Table.Th>
                  <Table.Th>{t('columns.subject')}</Table.Th>
                  <Table.Th>{t('columns.conditions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  // Rules may repeat an action/subject pair with other conditions; the index keeps keys unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                  <Table.Tr key={index}>
                    <Table.Td>
                      <Group gap={6}>
                        {row.inverted && (
                          <Badge color="red" size="xs">
                            {t('cannot')}
                          </Badge>
                        )}
                        <Text size="sm">{t(`actions.${row.action}`, { defaultValue: row.action })}</Text>
                        <Code>{row.action}</Code>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{t(`subjects.${row.subject}`, { defaultValue: row.subject })}</Text>
                        <Code>{row.subject}</Code>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {row.conditions.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('noConditions')}
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          {row.conditions.map((condition) => (
                            <Group key={condition} gap={6}>
                              <Code>{condition}</Code>
                              {condition === ownCondition && (
                                <Text span size="xs" c="dimmed">
                                  {t('ownOnly')}
                                </Text>
                              )}
                            </Group>
                          ))}
                        </Stack>
                      )}
                      {row.fields.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('fieldsOnly', { fields: row.fields.join(', ') })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
