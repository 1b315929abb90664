import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconDeviceFloppy, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import type { AbilityRule } from '@ujian/shared/ability';
import type { HakAksesMeta, Role } from '@ujian/shared/hak-akses';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useHakAksesMeta, useRole, useSaveRoleRules } from './api';
import { diffMatrices, type Matrix, matrixToRules, rulesToMatrix } from './matrix';
import { RuleMatrix } from './RuleMatrix';

/** `/hak-akses/edit/{id}`: one role's abilities as a matrix; saving applies to its live sessions. */
export function HakAksesEditPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const role = useRole(id);
  const meta = useHakAksesMeta();
  // The editor starts afresh after a save (new version); the confirmation lives up here.
  const [savedFor, setSavedFor] = useState<number | null>(null);
  return (
    <Stack gap="lg" data-testid="hak-akses-edit">
      <Anchor component={Link} to="/hak-akses" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('common:menu.hakAkses')}
        </Group>
      </Anchor>
      {role.isError || meta.isError ? (
        <FormErrorAlert error={role.error ?? meta.error} testId="hak-akses-error" />
      ) : role.data && meta.data ? (
        <>
          {savedFor === role.data.version && (
            <Alert color="green" icon={<IconCircleCheck />} data-testid="hak-akses-saved">
              {t('hakAkses.saved', { count: role.data.userCount })}
            </Alert>
          )}
          <RoleEditor
            key={`${role.data.id}:${role.data.version}`}
            role={role.data}
            meta={meta.data}
            onSaved={(saved) => setSavedFor(saved.version)}
          />
        </>
      ) : (
        <Skeleton h={400} />
      )}
    </Stack>
  );
}

function RoleEditor({ role, meta, onSaved }: { role: Role; meta: HakAksesMeta; onSaved(role: Role): void }) {
  const { t } = useTranslation(['admin', 'common', 'master', 'errors']);
  const ability = useAppAbility();
  const canSave = ability.can('update', 'hak-akses');
  const initial = useMemo(() => rulesToMatrix(role.rules as AbilityRule[]), [role]);
  const [matrix, setMatrix] = useState<Matrix>(initial);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveRoleRules(role.id);
  const diff = diffMatrices(initial, matrix);
  const dirty = diff.added.length + diff.removed.length + diff.changed.length > 0;
  const order = { subjects: meta.subjects, actions: meta.actions };
  const describe = (pair: string) => {
    const [action, subject] = [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)];
    return t('hakAkses.pair', {
      action: t(`access:actions.${action}`, { defaultValue: action }),
      subject: t(`access:subjects.${subject}`, { defaultValue: subject }),
    });
  };

  return (
    <>
      <PageHeader
        title={t('hakAkses.editTitle', { role: t(`common:roles.${role.name}`, { defaultValue: role.name }) })}
        subtitle={role.description ?? t('hakAkses.editSubtitle')}
        actions={
          canSave && (
            <>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                disabled={!dirty}
                onClick={() => setMatrix(initial)}
                data-testid="hak-akses-undo"
              >
                {t('hakAkses.undo')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!dirty}
                onClick={() => setConfirming(true)}
                data-testid="hak-akses-save"
              >
                {t('master:actions.save')}
              </Button>
            </>
          )
        }
      />
      <Alert color="blue" icon={<IconInfoCircle />} variant="light">
        {t('hakAkses.matrixHelp')}
      </Alert>
      {matrix.passthrough.length > 0 && (
        <Alert color="gray" data-testid="hak-akses-passthrough">
          {t('hakAkses.passthrough', { count: matrix.passthrough.length })}
        </Alert>
      )}
      <Card withBorder radius="md" p={0}>
        <RuleMatrix
          matrix={matrix}
          subjects={meta.subjects}
          actions={meta.actions}
          onChange={setMatrix}
          readOnly={!canSave}
        />
      </Card>
      <ConfirmDialog
        opened={confirming}
        title={t('hakAkses.confirmTitle')}
        confirmLabel={t('hakAkses.confirmSave')}
        color="indigo"
        loading={save.isPending}
        error={save.error}
        onConfirm={() =>
          save.mutate(matrixToRules(matrix, order), {
            onSuccess: (saved) => {
              setConfirming(false);
              onSaved(saved);
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          save.reset();
        }}
        testId="hak-akses-confirm"
      >
        <Stack gap="xs" component="span">
          <Text span size="sm">
            {t('hakAkses.confirmText', {
              count: role.userCount,
              role: t(`common:roles.${role.name}`, { defaultValue: role.name }),
            })}
          </Text>
          <List size="sm" spacing={2}>
            {diff.added.map((p) => (
              <List.Item key={`a${p}`}>+ {describe(p)}</List.Item>
            ))}
            {diff.removed.map((p) => (
              <List.Item key={`r${p}`}>− {describe(p)}</List.Item>
            ))}
            {diff.changed.map((p) => (
              <List.Item key={`c${p}`}>~ {describe(p)}</List.Item>
            ))}
          </List>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
