/** A user's profile photo: limits and messages shared by the server's check and the client's pre-check. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

export const photoMessages = {
  notImage: 'The photo must be a JPEG, PNG or WebP image.',
  tooLarge: 'The photo is too large. The limit is 2 MB.',
  fileRequired: 'Please choose a photo to upload.',
  notFound: 'No photo',
} as const;

export const PHOTO_URL = '/api/v1/account/photo';

/** Bytes `sniffImage` needs to decide (WebP's RIFF header). */
export const PHOTO_HEAD_BYTES = 12;

/** The image type from the first bytes (magic numbers), or undefined when it is none of the accepted ones. */
export function sniffImage(head: Uint8Array): PhotoMime | undefined {
  const at = (i: number) => head[i];
  const ascii = (from: number, text: string) =>
    head.length >= from + text.length && [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (head.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}
