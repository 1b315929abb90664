import { authorityFieldsIn, biodataMessages } from '@ujian/shared/biodata';
import { AppError } from '@ujian/shared/errors';
import type { RequestHandler } from 'express';

/** 403 when a body (or multipart fields) of the caller's own account names a field only an admin may change. */
export function assertNoAuthorityFields(body: unknown): void {
  const named = authorityFieldsIn(body);
  if (named.length > 0)
    throw new AppError('FORBIDDEN', biodataMessages.authorityField, {
      logMessage: `self-service body tried ${named.join(', ')}`,
    });
}

/** The same check as middleware for the JSON self-service routes. */
export const refuseAuthorityFields: RequestHandler = (req, _res, next) => {
  assertNoAuthorityFields(req.body);
  next();
};
