import type { MessageLocale } from '../features/notifikasi/messages';

/**
 * The Intl tag each server language formats dates and numbers with: letters, mails, notifications
 * and reminders all take it from here, so one reader never meets two ways of writing a date.
 *
 * English is British English (`en-GB`): the institution writes dates day-month-year ("24 November
 * 2026"), and an English letter or mail is a translation of that Indonesian original, so it keeps
 * the same order (not `en-US` "November 24, 2026") and a 24-hour clock. Decimal points are the same
 * in both. Portuguese is Brazilian Portuguese, the portal's Portuguese.
 */
export const intlLocale: Record<MessageLocale, string> = {
  id: 'id-ID',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  pt: 'pt-BR',
};
