import { AppError } from '@ujian/shared/errors';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import { staleVersionError } from '../../http/stale-version';

/**
 * The 409 CONFLICTs of a pengajuan, each with a machine-readable `fields.reason` so a client can say
 * it in the reader's language (docs/CONTRACT-additions.md).
 */
export const staleVersion = () => staleVersionError(pengajuanMessages.changedMeanwhile);

export const notEditable = () =>
  new AppError('CONFLICT', pengajuanMessages.notEditable, { fields: { reason: 'NOT_EDITABLE' } });
