import { photoMessages } from '@ujian/shared/account-photo';
import { accountTokenMessages } from '@ujian/shared/account-token';
import { accountMessages, authMessages } from '@ujian/shared/auth';
import { biodataMessages } from '@ujian/shared/biodata';
import { dateMessages } from '@ujian/shared/dates';
import { hasilMessages } from '@ujian/shared/hasil';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import { suratMessages } from '@ujian/shared/surat';
import { accountTexts } from './message-catalogue/account';
import type { CatalogueEntry } from './message-catalogue/entry';
import { scheduleTexts } from './message-catalogue/schedule';
import { suratTexts } from './message-catalogue/surat';
import { workflowTexts } from './message-catalogue/workflow';

/**
 * Particular messages the server sends as `error.message` or in `fields` (the shared message lists:
 * the schemas' field messages and the services' refusals), by their English text. A message found
 * here says more than its reason or code; `error-texts.test.ts` checks every one of those lists.
 */
export const messageCatalogue: CatalogueEntry[] = [...accountTexts, ...workflowTexts, ...scheduleTexts, ...suratTexts];

/** The shared message lists whose every text the catalogue must hold (checked by the test). */
export const cataloguedMessageLists: Record<string, Record<string, string>> = {
  authMessages: Object.fromEntries(Object.entries(authMessages).filter(([k]) => k !== 'invalidCredentials')),
  accountMessages,
  biodataMessages,
  pengajuanMessages,
  hasilMessages,
  photoMessages,
  dateMessages,
  ketersediaanMessages,
  accountTokenMessages: {
    invalidResetToken: accountTokenMessages.invalidResetToken,
    invalidVerifyToken: accountTokenMessages.invalidVerifyToken,
  },
  suratMessages,
};
