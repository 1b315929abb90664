import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import type { Biodata, BiodataResponse } from '@ujian/shared/biodata';
import { missingBiodata } from '@ujian/shared/biodata';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionEvents } from '../../app/session-actor';
import { useSessionStore } from '../../stores/session';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { translateFieldMessage } from '../forms/field-message';
import { apiErrorOf, splitFieldErrors } from '../forms/server-errors';
import { useAllOptions, useSaveBiodata } from './api';
import { BiodataMissingAlert } from './BiodataMissingAlert';
import {
  type BiodataField,
  type BiodataFormValues,
  biodataFormFields,
  biodataResolver,
  isUnchanged,
  peminatanFor,
  toFormValues,
} from './biodata-form';

type BiodataFormProps = {
  biodata: BiodataResponse;
  /** The URL carries ?warning=biodata: the start-up check sent the user here. */
  warned: boolean;
};

export function BiodataForm({ biodata, warned }: BiodataFormProps) {
  const { t } = useTranslation('account');
  const role = useSessionStore((s) => s.userData?.role ?? '');
  const setUserData = useSessionStore((s) => s.setUserData);
  const sendSession = useSessionEvents();
  const save = useSaveBiodata();
  const prodi = useAllOptions('prodi');
  const peminatan = useAllOptions('peminatan');
  const [justCompleted, setJustCompleted] = useState(false);
  // a save that would change nothing is not sent, and says so instead of "saved"
  const [unchanged, setUnchanged] = useState(false);
  const required = new Set<string>(missingBiodata(role, {}));

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isDirty },
  } = useForm<BiodataFormValues, unknown, Biodata>({
    resolver: biodataResolver,
    defaultValues: toFormValues(biodata),
  });

  useEffect(() => reset(toFormValues(biodata)), [biodata, reset]);
  useEffect(() => {
    const subscription = watch(() => setUnchanged(false));
    return () => subscription.unsubscribe();
  }, [watch]);

  const prodiUuid = watch('prodiUuid');
  const peminatanOptions = peminatanFor(prodiUuid, peminatan.data ?? []);

  const onSubmit = handleSubmit(async (body) => {
    if (isUnchanged(getValues(), biodata)) {
      save.reset();
      setUnchanged(true);
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      // The name lives on the account too: keep the header and greeting in step without a new sign-in.
      const { userData } = useSessionStore.getState();
      if (userData && userData.fullName !== saved.fullName) setUserData({ ...userData, fullName: saved.fullName });
      if (saved.complete && !biodata.complete) {
        sendSession({ type: 'BIODATA_COMPLETED' });
        setJustCompleted(true);
      }
    } catch (err) {
      const split = splitFieldErrors(apiErrorOf(err), biodataFormFields);
      for (const [field, message] of Object.entries(split.byField)) {
        setError(field as BiodataField, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  const fieldError = (name: BiodataField) => translateFieldMessage(t, errors[name]?.message);
  const nomorIndukLabel = role === 'client' ? t('biodata.fields.nim') : t('biodata.fields.nidn');
  const labelOf = (field: string) =>
    field === 'nomorInduk' ? nomorIndukLabel : t(`biodata.fields.${field}`, { defaultValue: field });
  const serverFieldErrors = splitFieldErrors(apiErrorOf(save.error), biodataFormFields);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('biodata.title')}>
      <Stack gap="md">
        {!biodata.complete && <BiodataMissingAlert missing={biodata.missing} warned={warned} labelOf={labelOf} />}
        {justCompleted && (
          <Alert
            color="green"
            icon={<IconCircleCheck />}
            title={t('biodata.completedTitle')}
            data-testid="biodata-completed"
          >
            {t('biodata.completedText')}
            <Group mt="sm">
              <Button
                component={Link}
                to="/dashboard/analytics"
                size="xs"
                rightSection={<IconArrowRight size={14} />}
                data-testid="biodata-go-dashboard"
              >
                {t('biodata.goToDashboard')}
              </Button>
            </Group>
          </Alert>
        )}
        {unchanged && (
          <Alert color="blue" icon={<IconInfoCircle />} data-testid="biodata-unchanged">
            {biodata.complete ? t('biodata.unchanged') : t('biodata.unchangedIncomplete')}
          </Alert>
        )}
        {save.isSuccess && !isDirty && !justCompleted && !unchanged && (
          <Alert color="green" icon={<IconCircleCheck />} data-testid="biodata-saved">
            {t('biodata.saved')}
          </Alert>
        )}
        {Object.keys(serverFieldErrors.byField).length === 0 && (
          <FormErrorAlert error={save.error} testId="biodata-error" />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...register('nomorInduk')}
            label={nomorIndukLabel}
            withAsterisk={required.has('nomorInduk')}
            error={fieldError('nomorInduk')}
            data-testid="biodata-nomor-induk"
          />
          <TextInput
            {...register('fullName')}
            label={t('biodata.fields.fullName')}
            withAsterisk
            autoComplete="name"
            error={fieldError('fullName')}
            data-testid="biodata-fullname"
          />
          <Controller
            control={control}
            name="prodiUuid"
            render={({ field }) => (
              <Select
                label={t('biodata.fields.prodiUuid')}
                placeholder={prodi.isPending ? t('biodata.loadingOptions') : t('biodata.choose')}
                withAsterisk={required.has('prodiUuid')}
                // a staff member's prodi decides what they may see: only an admin moves it
                disabled={role !== 'client'}
                description={role !== 'client' ? t('biodata.prodiAdminOnly') : undefined}
                data={(prodi.data ?? []).map((p) => ({
                  value: p.uuid,
                  label: p.kode ? `${p.nama} (${p.kode})` : p.nama,
                }))}
                value={field.value}
                onChange={(value) => {
                  if (value === field.value) return;
                  field.onChange(value);
                  // A peminatan belongs to one prodi: another prodi empties it.
                  setValue('peminatanUuid', null, { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                searchable
                clearable
                nothingFoundMessage={t('biodata.nothingFound')}
                error={fieldError('prodiUuid') ?? (prodi.isError ? t('biodata.optionsFailed') : undefined)}
                data-testid="biodata-prodi"
              />
            )}
          />
          <Controller
            control={control}
            name="peminatanUuid"
            render={({ field }) => (
              <Select
                label={t('biodata.fields.peminatanUuid')}
                placeholder={prodiUuid ? t('biodata.choose') : t('biodata.chooseProdiFirst')}
                data={peminatanOptions.map((p) => ({ value: p.uuid, label: p.nama }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!prodiUuid}
                clearable
                nothingFoundMessage={t('biodata.nothingFound')}
                error={fieldError('peminatanUuid')}
                data-testid="biodata-peminatan"
              />
            )}
          />
          <TextInput
            {...register('phone')}
            type="tel"
            label={t('biodata.fields.phone')}
            placeholder="08xxxxxxxxxx"
            withAsterisk={required.has('phone')}
            autoComplete="tel"
            error={fieldError('phone')}
            data-testid="biodata-phone"
          />
        </SimpleGrid>
        <Textarea
          {...register('address')}
          label={t('biodata.fields.address')}
          autosize
          minRows={2}
          error={fieldError('address')}
          data-testid="biodata-address"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!isDirty && biodata.complete}
            leftSection={<IconDeviceFloppy size={18} />}
            data-testid="biodata-save"
          >
            {t('biodata.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BiodataFormSkeleton() {
  return (
    <Stack gap="md" data-testid="biodata-loading">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {['a', 'b', 'c', 'd', 'e'].map((k) => (
          <Skeleton key={k} h={58} />
        ))}
      </SimpleGrid>
      <Skeleton h={70} />
    </Stack>
  );
}
