import { createHash } from 'node:crypto';
import { PHOTO_URL } from '@ujian/shared/account-photo';

/**
 * `userData.avatar`: the photo's URL with a version taken from its (random, per upload) storage key,
 * so a new photo gets a new URL while the key itself stays on the server.
 */
export function avatarUrlOf(photoPath: string | null | undefined): string | null {
  if (!photoPath) return null;
  const version = createHash('sha256').update(photoPath).digest('hex').slice(0, 12);
  return `${PHOTO_URL}?v=${version}`;
}
