import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { isKeptAfterCreate } from '@ujian/shared/master';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorInfoOf, serverMessageOf } from '../../components/server-message';
import { fieldMessagesOf } from '../../components/server-message-reasons';
import { StaleVersionDialog } from '../forms/StaleVersionDialog';
import { compareRows, staleCurrentOf, useStaleVersion } from '../forms/stale-version';
import { type MasterRow, useSaveMasterRow } from './api';
import { type ColumnKind, isFieldVisible, type MasterField, type MasterScreenConfig } from './define-master';
import { masterKeys } from './keys';
import { MasterFieldInput } from './MasterFieldInput';
import { MasterValue } from './MasterValue';
import {
  emptyFormValues,
  type FormMode,
  isEmptyValue,
  type MasterFormValues,
  masterFormSchema,
  rowToFormValues,
} from './master-form';
import { validationKeyOf } from './validation-messages';

type MasterFormProps = {
  config: MasterScreenConfig;
  row?: MasterRow;
  readOnly: boolean;
  /** the row was created a moment ago on the previous address: say it was saved */
  justCreated?: boolean;
  onSaved(row: MasterRow, mode: FormMode): void;
};

/** The create/edit form of any master, built from its config and checked with the shared schema. */
export function MasterForm({ config, row, readOnly, justCreated = false, onSaved }: MasterFormProps) {
  const { t } = useTranslation(['master', 'errors']);
  const mode: FormMode = row ? 'update' : 'create';
  const save = useSaveMasterRow(config.name);
  const resolver = useMemo(() => zodResolver(masterFormSchema(config, mode)), [config, mode]);
  const initial = useMemo(() => (row ? rowToFormValues(config, row) : emptyFormValues(config)), [config, row]);
  const { control, handleSubmit, reset, setError, watch, formState } = useForm<
    MasterFormValues,
    unknown,
    Record<string, unknown>
  >({
    resolver,
    defaultValues: initial,
  });

  const values = watch();
  const queryClient = useQueryClient();
  // follows the row it shows and sends the version its values are based on; a stale save opens the dialog
  const stale = useStaleVersion<MasterRow, MasterFormValues>(
    { version: versionOf(row), values: initial },
    { isDirty: formState.isDirty, reset },
  );

  const onSubmit = handleSubmit(async (body) => {
    const send = (version: number | undefined) =>
      save.mutateAsync({ uuid: row?.uuid, body: row && version !== undefined ? { ...body, version } : body });
    try {
      let saved: MasterRow;
      try {
        saved = await send(stale.version);
      } catch (err) {
        // the newer row changed none of these fields: save over it once more, nothing of theirs is lost
        const retry = row ? stale.rebaseIfUntouched(err, (theirs) => rowToFormValues(config, theirs)) : undefined;
        if (retry === undefined) throw err;
        saved = await send(retry);
      }
      const shown = rowToFormValues(config, saved);
      reset(shown);
      stale.settle(versionOf(saved), shown);
      onSaved(saved, mode);
    } catch (err) {
      if (row && stale.capture(err, values)) return;
      const info = errorInfoOf(err);
      const fields = (err as { response?: { data?: { error?: { fields?: Record<string, string> } } } }).response?.data
        ?.error?.fields;
      for (const [path, message] of Object.entries(fieldMessagesOf(info, t))) {
        const name = path.split('.')[0] ?? path;
        if (config.fields.some((f) => f.name === name))
          setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      // A taken code (409) belongs to the code field when the form has one.
      if (info?.status === 409 && !fields && config.fields.some((f) => f.name === 'kode')) {
        setError('kode', { type: 'server', message: info.message }, { shouldFocus: true });
      }
    }
  });

  /** The message under a field, in the reader's language: empty required inputs say so plainly. */
  const messageOf = (message: string | undefined, value: unknown): string | undefined => {
    if (!message) return undefined;
    if (isEmptyValue(value as never)) return t('validation.required');
    const key = validationKeyOf(message);
    return key ? t(key) : message;
  };

  const reloadTheirs = () => {
    const theirs = stale.conflict?.theirs;
    stale.close();
    if (!theirs || !row) return;
    queryClient.setQueryData(masterKeys.detail(config.name, row.uuid), theirs);
    const shown = rowToFormValues(config, theirs);
    reset(shown);
    stale.settle(versionOf(theirs), shown);
    save.reset();
    void queryClient.invalidateQueries({ queryKey: masterKeys.all(config.name) });
  };
  const compared = stale.conflict
    ? compareRows(
        config.fields.map((f) => ({ name: f.name, label: t(`${config.name}.fields.${f.name}`) })),
        rowToFormValues(config, stale.conflict.theirs),
        stale.conflict.mine,
      )
    : null;
  const fieldsByName = new Map(config.fields.map((f) => [f.name, f]));

  const fieldErrors = formState.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="master-form">
      <Stack gap="md">
        {(save.isSuccess || justCreated) && !formState.isDirty && (
          <Alert color="green" icon={<IconCircleCheck />} data-testid="master-saved">
            {t('form.saved')}
          </Alert>
        )}
        {save.error && !staleCurrentOf(save.error) && Object.keys(formState.errors).length === 0 ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="master-form-error">
            {serverMessageOf(save.error, t)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {config.fields.map((field) => {
            if (!isFieldVisible(field, values)) return null;
            const locked = readOnly || (mode === 'update' && isKeptAfterCreate(config.name, field.name));
            const error = fieldErrors[field.name];
            const subErrors =
              field.type === 'labels' && error && !error.message
                ? Object.fromEntries(
                    Object.entries(error).map(([lng, e]) => [
                      lng,
                      messageOf(
                        typeof e === 'object' ? e?.message : undefined,
                        (values[field.name] as Record<string, string>)?.[lng],
                      ),
                    ]),
                  )
                : undefined;
            return (
              <div
                key={field.name}
                style={field.wide || field.type === 'labels' ? { gridColumn: '1 / -1' } : undefined}
              >
                <Controller
                  control={control}
                  name={field.name}
                  render={({ field: input }) => (
                    <MasterFieldInput
                      listName={config.name}
                      field={field}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={messageOf(error?.message, input.value)}
                      subErrors={subErrors}
                      disabled={locked}
                    />
                  )}
                />
              </div>
            );
          })}
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={mode === 'update' && !formState.isDirty}
              leftSection={<IconDeviceFloppy size={18} />}
              data-testid="master-save"
            >
              {mode === 'create' ? t('actions.create') : t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
      <StaleVersionDialog
        rows={compared}
        render={(line, value) => {
          const field = fieldsByName.get(line.name);
          return field ? (
            <MasterValue
              kind={columnKindOf(field)}
              value={value}
              master={field.type === 'master' || field.type === 'masters' ? field.master : undefined}
              enumPrefix={`${config.name}.options.${field.name}`}
            />
          ) : null;
        }}
        onReload={reloadTheirs}
        onKeepMine={() => stale.conflict && stale.keepMine(rowToFormValues(config, stale.conflict.theirs))}
        onClose={stale.close}
      />
    </form>
  );
}

function versionOf(row: MasterRow | undefined): number | undefined {
  return typeof row?.version === 'number' ? row.version : undefined;
}

/** A form field's value shown as the list shows it (names for references, labels for codes). */
function columnKindOf(field: MasterField): ColumnKind {
  if (field.name === 'active') return 'boolean';
  return field.type === 'textarea' ? 'text' : field.type;
}
