import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fieldErrorsOf } from '@ujian/shared/errors';
import { defaultKepalaAkademik, type Pengaturan, pengaturanSchema, suratJenis } from '@ujian/shared/surat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { apiErrorOf } from '../../lib/api-error';
import { errorMessageOf } from '../../lib/http';
import { translateFieldMessage } from '../forms/field-message';
import { type PengaturanBody, previewPengaturanPdf, usePengaturan, useSavePengaturan } from './api';

/** `/pengaturan` (admin): the institution, letterhead, signatory, number formats and payroll settings. */
export function PengaturanPage() {
  const { t } = useTranslation(['surat', 'errors']);
  const loaded = usePengaturan();
  const save = useSavePengaturan();
  const [form, setForm] = useState<PengaturanBody>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<unknown>();
  const previewCard = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loaded.data && !form) setForm(loaded.data);
  }, [loaded.data, form]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  // the preview button sits at the form's end: the letter it made is brought to where the person is looking
  useEffect(() => {
    if (previewUrl) previewCard.current?.scrollIntoView({ block: 'nearest' });
  }, [previewUrl]);

  if (loaded.isPending || !form) return <Loader />;
  const { version: _version, ...settings } = form;
  const checked = pengaturanSchema.safeParse(settings);
  const local = checked.success ? {} : fieldErrorsOf(checked.error);
  // the server decodes the logo and renders a sample letter: its refusals name the field (in our language)
  const server = apiErrorOf(save.error ?? previewError)?.fields ?? {};
  const errors: Record<string, string | undefined> = { ...server };
  for (const [field, message] of Object.entries(local)) errors[field] = translateFieldMessage(t, message);
  const namesAField = Object.keys(server).some((field) => field !== '_' && field !== 'reason');
  const set = (patch: Partial<Pengaturan>) => {
    setPreviewError(undefined);
    save.reset();
    setForm({ ...form, ...patch });
  };
  const kepala = form.kepalaAkademik ?? defaultKepalaAkademik;
  const chooseLogo = (file: File | null) => {
    if (!file) return set({ logo: null });
    const reader = new FileReader();
    reader.onload = () => set({ logo: typeof reader.result === 'string' ? reader.result : null });
    reader.readAsDataURL(file);
  };

  const submit = async () => {
    if (!checked.success) return;
    const saved = await save.mutateAsync(form).catch(() => undefined);
    if (!saved) return;
    setForm(saved);
    notifications.show({ color: 'teal', message: t('settings.saved') });
  };
  const preview = async () => {
    if (!checked.success) return;
    setPreviewing(true);
    setPreviewError(undefined);
    try {
      setPreviewUrl(URL.createObjectURL(await previewPengaturanPdf(checked.data)));
    } catch (err) {
      setPreviewError(err);
      notifications.show({ color: 'red', message: errorMessageOf(err, t) });
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {save.error && !namesAField && (
        <Alert color="red" role="alert">
          {errorMessageOf(save.error, t)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Stack>
            <TextInput
              label={t('settings.institusi')}
              value={form.institusi}
              onChange={(e) => set({ institusi: e.currentTarget.value })}
              error={errors.institusi}
              required
            />
            <TextInput
              label={t('settings.unit')}
              value={form.unit}
              onChange={(e) => set({ unit: e.currentTarget.value })}
              error={errors.unit}
              required
            />
            <TextInput
              label={t('settings.alamat')}
              value={form.alamat}
              onChange={(e) => set({ alamat: e.currentTarget.value })}
              error={errors.alamat}
              required
            />
            <TextInput
              label={t('settings.kota')}
              value={form.kota}
              onChange={(e) => set({ kota: e.currentTarget.value })}
              error={errors.kota}
              required
            />
            <FileInput
              label={t('settings.logo')}
              description={t('settings.logoHint')}
              accept="image/png,image/jpeg"
              clearable
              clearButtonProps={{ 'aria-label': t('settings.logoRemove') }}
              onChange={chooseLogo}
              error={errors.logo}
              data-testid="pengaturan-logo"
            />
            {form.logo && (
              <Group gap="sm">
                <Image src={form.logo} alt={t('settings.logo')} h={56} w="auto" fit="contain" />
                <Button variant="subtle" size="xs" onClick={() => set({ logo: null })}>
                  {t('settings.logoRemove')}
                </Button>
              </Group>
            )}
            <Title order={4}>{t('settings.signatory')}</Title>
            <TextInput
              label={t('settings.nama')}
              value={form.penandatangan.nama}
              onChange={(e) => set({ penandatangan: { ...form.penandatangan, nama: e.currentTarget.value } })}
              error={errors['penandatangan.nama']}
              required
            />
            <TextInput
              label={t('settings.nip')}
              value={form.penandatangan.nip}
              onChange={(e) => set({ penandatangan: { ...form.penandatangan, nip: e.currentTarget.value } })}
              error={errors['penandatangan.nip']}
              required
            />
            <TextInput
              label={t('settings.jabatan')}
              value={form.penandatangan.jabatan}
              onChange={(e) => set({ penandatangan: { ...form.penandatangan, jabatan: e.currentTarget.value } })}
              error={errors['penandatangan.jabatan']}
              required
            />
            <Title order={4}>{t('settings.kepalaAkademik')}</Title>
            {(['nama', 'nip', 'jabatan'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(`settings.${field}`)}
                value={kepala[field]}
                onChange={(e) => set({ kepalaAkademik: { ...kepala, [field]: e.currentTarget.value } })}
                error={errors[`kepalaAkademik.${field}`]}
                required
              />
            ))}
            <Title order={4}>{t('settings.formats')}</Title>
            <Text size="xs" c="dimmed">
              {t('settings.formatHint')}
            </Text>
            {suratJenis.map((jenis) => (
              <TextInput
                key={jenis}
                label={t(`jenis.${jenis}`)}
                value={form.formatNomor[jenis]}
                onChange={(e) => set({ formatNomor: { ...form.formatNomor, [jenis]: e.currentTarget.value } })}
                error={errors[`formatNomor.${jenis}`]}
                required
              />
            ))}
            <Group grow>
              <NumberInput
                label={t('settings.maxSidangPerHari')}
                value={form.maxSidangPerHari}
                min={1}
                max={20}
                onChange={(v) => set({ maxSidangPerHari: typeof v === 'number' ? v : 0 })}
                error={errors.maxSidangPerHari}
              />
              <NumberInput
                label={t('settings.pajakPersen')}
                value={form.pajakPersen}
                min={0}
                max={50}
                decimalScale={2}
                onChange={(v) => set({ pajakPersen: typeof v === 'number' ? v : -1 })}
                error={errors.pajakPersen}
              />
            </Group>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => void preview()}
                loading={previewing}
                disabled={!checked.success}
                data-testid="pengaturan-preview"
              >
                {t('settings.preview')}
              </Button>
              <Button
                onClick={() => void submit()}
                loading={save.isPending}
                disabled={!checked.success}
                data-testid="pengaturan-save"
              >
                {t('settings.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {/* beside the form on wide screens it stays in view while the form scrolls (below the header) */}
        <Card
          withBorder
          ref={previewCard}
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-md))',
            alignSelf: 'start',
            scrollMarginTop: 'calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-md))',
          }}
        >
          {previewUrl ? (
            <iframe
              src={previewUrl}
              title={t('settings.preview')}
              data-testid="pengaturan-preview-frame"
              style={{ width: '100%', height: 'calc(100vh - var(--app-shell-header-offset, 60px) - 5rem)', border: 0 }}
            />
          ) : (
            <Text c="dimmed">{t('settings.previewHint')}</Text>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
