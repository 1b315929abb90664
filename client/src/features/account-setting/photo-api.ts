import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiErrorOf } from '../../lib/api-error';
import { getBlob, http, postMultipart } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import { accountKeys } from './keys';
import { avatarRequestPath } from './photo-check';

const photoResponseSchema = z.object({ avatar: z.string().nullable() });

/** The new avatar path goes into userData (stored), so the header and a reload both see it. */
function setAvatar(avatar: string | null): void {
  const { userData, setUserData } = useSessionStore.getState();
  if (userData) setUserData({ ...userData, avatar });
}

export async function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<void> {
  const form = new FormData();
  form.append('File', file);
  const body = photoResponseSchema.parse(await postMultipart<unknown>('/account/photo', form, onProgress));
  setAvatar(body.avatar);
}

export async function removePhoto(): Promise<void> {
  await http.delete('/account/photo');
  setAvatar(null);
}

/** The error code of a failed call, when the server sent one. */
export function errorCodeOf(err: unknown): string | undefined {
  return axios.isAxiosError(err) ? apiErrorOf(err)?.code : undefined;
}

/**
 * An object URL for the avatar, fetched with the bearer header (an <img> cannot send it). The URL
 * changes with each new photo (`?v=`), and the previous object URL is revoked when it does.
 */
export function useAvatarObjectUrl(avatar: string | null | undefined): string | undefined {
  const photo = useQuery({
    queryKey: accountKeys.photo(avatar),
    queryFn: () => getBlob(avatarRequestPath(avatar ?? '')),
    enabled: Boolean(avatar),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const blob = avatar ? photo.data : undefined;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
