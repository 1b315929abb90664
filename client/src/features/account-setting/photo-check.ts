import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@ujian/shared/account-photo';
import { API_BASE_URL } from '../../lib/http';

export type PhotoProblem = 'type' | 'size';

/**
 * What is wrong with a chosen file before it is sent (null: nothing). The server decides by the bytes;
 * this only spares a useless upload, so it trusts the browser's type and size.
 */
export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The account-namespace key for an upload error code the photo panel explains itself; else null. */
export function photoErrorKey(code: string | undefined): string | null {
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return 'photo.errors.type';
  if (code === 'PAYLOAD_TOO_LARGE') return 'photo.errors.size';
  return null;
}

/** `userData.avatar` is a full path (`/api/v1/account/photo?v=…`); the http client already prefixes `/api/v1`. */
export function avatarRequestPath(avatar: string): string {
  return avatar.startsWith(`${API_BASE_URL}/`) ? avatar.slice(API_BASE_URL.length) : avatar;
}
