import { PHOTO_MAX_BYTES } from '@ujian/shared/account-photo';
import { describe, expect, it } from 'vitest';
import { avatarRequestPath, checkPhotoFile, photoErrorKey } from './photo-check';

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WebP up to 2 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkPhotoFile({ type, size: 1000 }), type).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('names the type problem first, then the size', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'application/pdf', size: PHOTO_MAX_BYTES * 2 })).toBe('type');
    expect(checkPhotoFile({ type: '', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('photo helpers', () => {
  it('maps the upload error codes the panel explains', () => {
    expect(photoErrorKey('UNSUPPORTED_MEDIA_TYPE')).toBe('photo.errors.type');
    expect(photoErrorKey('PAYLOAD_TOO_LARGE')).toBe('photo.errors.size');
    expect(photoErrorKey('INTERNAL')).toBeNull();
    expect(photoErrorKey(undefined)).toBeNull();
  });

  it('strips the API base from the avatar path for the http client', () => {
    expect(avatarRequestPath('/api/v1/account/photo?v=abc')).toBe('/account/photo?v=abc');
    expect(avatarRequestPath('/account/photo')).toBe('/account/photo');
  });
});
