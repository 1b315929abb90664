/**
 * The shared schemas (shared/master.ts) speak English, as the API does. The form shows the common
 * ones in the reader's language through these keys of the `master` namespace; any other text is
 * shown as it is, so nothing is ever hidden.
 */
const keyOfMessage: Record<string, string> = {
  'The NIDN has 10 digits.': 'validation.nidn',
  'The NIP has 8 to 20 digits.': 'validation.nip',
  'Please enter a valid email.': 'validation.email',
  'The code may have at most 30 characters.': 'validation.codeLength',
  'The code may use letters, digits, dot, dash and underscore.': 'validation.codeChars',
  'Capacity must be a whole number.': 'validation.wholeNumber',
  'Order must be a whole number.': 'validation.wholeNumber',
  'Capacity must be at least 1.': 'validation.atLeastOne',
  'Capacity must be at most 10000.': 'validation.capacityRange',
  'Order must be at least 1.': 'validation.atLeastOne',
  'Start time must look like 08:00.': 'validation.time',
  'End time must look like 10:00.': 'validation.time',
  'Opening date must be a date (YYYY-MM-DD).': 'validation.date',
  'Closing date must be a date (YYYY-MM-DD).': 'validation.date',
  'Start must be a date and time with offset.': 'validation.dateTime',
  'End must be a date and time with offset.': 'validation.dateTime',
  'The end must be after the start.': 'validation.endAfterStart',
  'The end time must be after the start.': 'validation.endAfterStart',
  'The closing date must not be before the opening date.': 'validation.closeBeforeOpen',
  'Please choose the lecturer this applies to.': 'validation.chooseDosen',
  'Please choose the room this applies to.': 'validation.chooseRuangan',
  'Use a colour name (e.g. blue) or #rrggbb.': 'validation.colour',
  'The code may use lowercase letters, digits and single underscores (e.g. bebas_pustaka).': 'validation.snakeCode',
  'Order must be 0 or more.': 'validation.orderRange',
  'Order must be at most 1000.': 'validation.orderRange',
};

export const validationMessageKeys = [...new Set(Object.values(keyOfMessage)), 'validation.required'];

export function validationKeyOf(message: string): string | undefined {
  if (message.startsWith('Please enter the') || message.startsWith('Please choose a')) return 'validation.required';
  return keyOfMessage[message];
}
