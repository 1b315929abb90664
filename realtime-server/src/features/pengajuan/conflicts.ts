import { AppError } from '@ujian/shared/errors';
import { pengajuanMessages } from '@ujian/shared/pengajuan';

/**
 * The 409 CONFLICTs of a pengajuan, each with a machine-readable `fields.reason` so a client can say
 * it in the reader's language (docs/CONTRACT-additions.md).
 */
export const staleVersion = () =>
  new AppError('CONFLICT', pengajuanMessages.changedMeanwhile, { fields: { reason: 'STALE_VERSION' } });

export const notEditable = () =>
  new AppError('CONFLICT', pengajuanMessages.notEditable, { fields: { reason: 'NOT_EDITABLE' } });
