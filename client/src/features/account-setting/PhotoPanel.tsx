import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { PHOTO_MIME_TYPES } from '@ujian/shared/account-photo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import { errorCodeOf, removePhoto, uploadPhoto, useAvatarObjectUrl } from './photo-api';
import { checkPhotoFile, photoErrorKey } from './photo-check';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The profile photo in the Biodata tab: change (checked here, then by the server) or remove. */
export function PhotoPanel() {
  const { t } = useTranslation(['account', 'errors']);
  const userData = useSessionStore((s) => s.userData);
  const src = useAvatarObjectUrl(userData?.avatar);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!userData) return null;

  const failed = (err: unknown) => {
    const key = photoErrorKey(errorCodeOf(err));
    setError(key ? t(key) : errorMessageOf(err, t));
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    const problem = checkPhotoFile(file);
    if (problem) {
      setError(t(`photo.errors.${problem}`));
      return;
    }
    setProgress(0);
    try {
      await uploadPhoto(file, setProgress);
    } catch (err) {
      failed(err);
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setError(null);
    setRemoving(true);
    try {
      await removePhoto();
    } catch (err) {
      failed(err);
    } finally {
      setRemoving(false);
    }
  };

  const busy = progress !== null || removing;
  return (
    <Stack gap="xs" mb="lg" data-testid="photo-panel">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={src}
          size={72}
          radius="xl"
          color="indigo"
          alt={t('photo.alt')}
          data-testid="photo-avatar"
          data-has-photo={src ? 'true' : 'false'}
        >
          {initialsOf(userData.fullName || userData.username)}
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={PHOTO_MIME_TYPES.join(',')} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconPhotoUp size={14} />}
                  loading={progress !== null}
                  data-testid="photo-change"
                >
                  {t('photo.change')}
                </Button>
              )}
            </FileButton>
            {userData.avatar ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={removing}
                disabled={busy}
                onClick={() => void remove()}
                data-testid="photo-remove"
              >
                {t('photo.remove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('photo.hint')}
          </Text>
        </Stack>
      </Group>
      {progress !== null ? (
        <Progress value={progress} size="sm" aria-label={t('photo.uploading')} data-testid="photo-progress" />
      ) : null}
      {error ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          data-testid="photo-error"
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
