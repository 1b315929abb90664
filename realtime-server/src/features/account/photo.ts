import type { Readable } from 'node:stream';
import {
  PHOTO_HEAD_BYTES,
  PHOTO_MAX_BYTES,
  type PhotoMime,
  photoMessages,
  sniffImage,
} from '@ujian/shared/account-photo';
import { authorityFieldsIn } from '@ujian/shared/biodata';
import { AppError } from '@ujian/shared/errors';
import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { AppDeps } from '../../app-deps';
import { profiles } from '../../db/schema/profile';
import { receiveUpload, type UploadAccept } from '../berkas/receive-upload';
import type { Storage } from '../storage/storage';
import { avatarUrlOf } from './avatar-url';
import { assertNoAuthorityFields } from './self-service-guard';

export type PhotoDeps = Pick<AppDeps, 'db' | 'clock' | 'logger'> & { storage: Storage };

const photoAccept: UploadAccept = {
  headBytes: PHOTO_HEAD_BYTES,
  sniff: (head) => sniffImage(head),
  notAccepted: photoMessages.notImage,
  tooLarge: () => photoMessages.tooLarge,
  fileRequired: photoMessages.fileRequired,
  keyExtension: 'photo',
  defaultFilename: 'photo',
};

async function photoPathOf(deps: PhotoDeps, userId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ photoPath: profiles.photoPath })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.photoPath ?? null;
}

/** Removes a replaced file; a leftover file is only wasted space, so a failure is logged, not thrown. */
async function removeQuietly(deps: PhotoDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (err) {
    deps.logger.warn({ err, key }, 'could not remove a replaced photo');
  }
}

/** Stores a new photo (image by content, at most 2 MiB) and then drops the old one. */
export async function uploadPhoto(deps: PhotoDeps, userId: number, req: Request): Promise<{ avatar: string | null }> {
  const { file, fields } = await receiveUpload(req, deps.storage, PHOTO_MAX_BYTES, photoAccept);
  if (authorityFieldsIn(fields).length > 0) {
    await removeQuietly(deps, file.storageKey);
    assertNoAuthorityFields(fields);
  }
  let old: string | null;
  try {
    old = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photoPath: profiles.photoPath })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      const now = deps.clock.now();
      await tx
        .insert(profiles)
        .values({ userId, photoPath: file.storageKey, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { photoPath: file.storageKey, updatedAt: now } });
      return row?.photoPath ?? null;
    });
  } catch (err) {
    await removeQuietly(deps, file.storageKey);
    throw err;
  }
  if (old && old !== file.storageKey) await removeQuietly(deps, old);
  return { avatar: avatarUrlOf(file.storageKey) };
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > limit) {
      stream.destroy();
      throw new Error('stored photo larger than the upload limit');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** The user's photo bytes and type; 404 when they have none (or its file is gone). */
export async function readPhoto(deps: PhotoDeps, userId: number): Promise<{ bytes: Buffer; mime: PhotoMime }> {
  const key = await photoPathOf(deps, userId);
  const notFound = () => new AppError('NOT_FOUND', photoMessages.notFound);
  if (!key) throw notFound();
  let stream: Readable;
  try {
    stream = await deps.storage.get(key);
  } catch {
    throw notFound();
  }
  // photos are small (2 MiB at most): reading them whole lets us take the type from the bytes again
  const bytes = await readAll(stream, PHOTO_MAX_BYTES);
  const mime = sniffImage(bytes.subarray(0, PHOTO_HEAD_BYTES));
  if (!mime) throw notFound();
  return { bytes, mime };
}

/** Clears the photo (idempotent). */
export async function deletePhoto(deps: PhotoDeps, userId: number): Promise<void> {
  const key = await photoPathOf(deps, userId);
  if (!key) return;
  await deps.db
    .update(profiles)
    .set({ photoPath: null, updatedAt: deps.clock.now() })
    .where(eq(profiles.userId, userId));
  await removeQuietly(deps, key);
}
