import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createPengajuanSidangBodySchema,
  createPengajuanYudisiumBodySchema,
  type Pengajuan,
  type PengajuanKind,
} from '@ujian/shared/pengajuan';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorInfoOf } from '../../components/server-message';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { StaleVersionDialog } from '../forms/StaleVersionDialog';
import { apiErrorOf } from '../forms/server-errors';
import { compareRows, staleCurrentOf, useStaleVersion } from '../forms/stale-version';
import { MasterPicker } from '../master/MasterPicker';
import { MasterRef } from '../master/MasterValue';
import { useSavePengajuan } from './api';
import {
  messageKeyOf,
  type PengajuanFormValues,
  setPembimbing,
  supervisorsRequired,
  toFormValues,
} from './form-values';
import { pengajuanKeys } from './keys';
import { pengajuanRefusalOf } from './refusal';

type Props = {
  kind: PengajuanKind;
  row?: Pengajuan;
  disabled: boolean;
  onSaved(row: Pengajuan): void;
};

/** Title and supervisors, checked with the same zod schema the server uses. */
export function PengajuanForm({ kind, row, disabled, onSaved }: Props) {
  const { t } = useTranslation(['pengajuan', 'errors']);
  const save = useSavePengajuan(kind);
  // the shared body schemas, minus their preprocessing (snake_case link ids) and the fields not on screen
  const resolver = useMemo(() => {
    const body = kind === 'sidang' ? createPengajuanSidangBodySchema : createPengajuanYudisiumBodySchema;
    return zodResolver(body.out.pick({ judul: true, pembimbingIds: true })) as unknown as Resolver<PengajuanFormValues>;
  }, [kind]);
  const initial = useMemo(() => toFormValues(row), [row]);
  const { control, handleSubmit, reset, setError, formState } = useForm<PengajuanFormValues>({
    resolver,
    defaultValues: initial,
  });
  const queryClient = useQueryClient();
  // follows the row it shows and sends the version its values are based on; a stale save opens the dialog
  const stale = useStaleVersion<Pengajuan, PengajuanFormValues>(
    { version: row?.version, values: initial },
    { isDirty: formState.isDirty, reset },
  );

  const onSubmit = handleSubmit(async (values) => {
    const body = { judul: values.judul.trim(), pembimbingIds: values.pembimbingIds };
    const send = (version: number | undefined) =>
      save.mutateAsync({ uuid: row?.uuid, body: row && version !== undefined ? { ...body, version } : body });
    try {
      let saved: Pengajuan;
      try {
        saved = await send(stale.version);
      } catch (err) {
        // the newer row changed neither title nor supervisors (a document uploaded elsewhere): save again
        const retry = row ? stale.rebaseIfUntouched(err, toFormValues) : undefined;
        if (retry === undefined) throw err;
        saved = await send(retry);
      }
      const shown = toFormValues(saved);
      reset(shown);
      stale.settle(saved.version, shown);
      onSaved(saved);
    } catch (err) {
      if (row && stale.capture(err, body)) return;
      for (const [path, message] of Object.entries(apiErrorOf(err)?.fields ?? {})) {
        const name = path.split('.')[0];
        if (name === 'judul' || name === 'pembimbingIds') setError(name, { type: 'server', message });
      }
    }
  });

  const reloadTheirs = () => {
    const theirs = stale.conflict?.theirs;
    stale.close();
    if (!theirs) return;
    queryClient.setQueryData(pengajuanKeys.detail(kind, theirs.uuid), theirs);
    const shown = toFormValues(theirs);
    reset(shown);
    stale.settle(theirs.version, shown);
    save.reset();
  };
  const compared = stale.conflict
    ? compareRows(
        [
          { name: 'judul', label: t(`form.judul.${kind}`) },
          { name: 'pembimbingIds', label: t('details.pembimbing') },
        ],
        toFormValues(stale.conflict.theirs),
        stale.conflict.mine,
      )
    : null;

  const messageOf = (message: string | undefined) => {
    const key = messageKeyOf(message);
    return key ? t(key) : message;
  };
  // a 409 (stale version, no longer editable) says why in the reader's language, not the generic conflict text
  const saveError = staleCurrentOf(save.error) ? undefined : errorInfoOf(save.error);
  const refusal = saveError?.status === 409 ? pengajuanRefusalOf()(saveError, t) : undefined;
  const required = supervisorsRequired(kind);
  const pembimbingError = messageOf(
    (formState.errors.pembimbingIds as { message?: string } | undefined)?.message ??
      (formState.errors.pembimbingIds as unknown as { root?: { message?: string } } | undefined)?.root?.message,
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="pengajuan-form">
      <Stack gap="md">
        <Controller
          control={control}
          name="judul"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={t(`form.judul.${kind}`)}
              description={t('form.judulHint')}
              withAsterisk
              autosize
              minRows={2}
              maxRows={5}
              disabled={disabled}
              error={messageOf(fieldState.error?.message)}
              data-testid="pengajuan-judul"
            />
          )}
        />
        <Controller
          control={control}
          name="pembimbingIds"
          render={({ field }) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {([0, 1] as const).map((index) => (
                <MasterPicker
                  key={index}
                  master="dosen"
                  label={t(`form.pembimbing${index + 1}`)}
                  required={required && index === 0}
                  value={field.value[index] ?? null}
                  onChange={(value) => field.onChange(setPembimbing(field.value, index, value))}
                  onBlur={field.onBlur}
                  disabled={disabled || (index === 1 && !field.value[0])}
                  error={index === 0 ? pembimbingError : undefined}
                  testId={`pengajuan-pembimbing-${index + 1}`}
                />
              ))}
            </SimpleGrid>
          )}
        />
        {refusal ? (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="pengajuan-form-error" role="alert">
            {refusal}
          </Alert>
        ) : (
          <FormErrorAlert error={staleCurrentOf(save.error) ? null : save.error} testId="pengajuan-form-error" />
        )}
        {!disabled && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={Boolean(row) && !formState.isDirty}
              leftSection={<IconDeviceFloppy size={16} />}
              data-testid="pengajuan-save"
            >
              {row ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        )}
      </Stack>
      <StaleVersionDialog
        rows={compared}
        render={(line, value) =>
          line.name === 'pembimbingIds' && Array.isArray(value) ? (
            <Stack gap={2}>
              {value.map((uuid) => (
                <span key={String(uuid)}>
                  <MasterRef master="dosen" uuid={String(uuid)} />
                </span>
              ))}
            </Stack>
          ) : (
            String(value ?? '')
          )
        }
        onReload={reloadTheirs}
        onKeepMine={() => stale.conflict && stale.keepMine(toFormValues(stale.conflict.theirs))}
        onClose={stale.close}
      />
    </form>
  );
}
