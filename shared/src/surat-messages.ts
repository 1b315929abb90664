/** The field messages and refusals of letters and settings (translated in the server's catalogue). */
export const suratMessages = {
  toBeforeFrom: 'The end date is before the start date.',
  rangeTooLong: 'A nota dinas covers at most 366 days.',
  unknownProdi: 'This study programme does not exist.',
  emptyRange: 'No sidang takes place in this range: there is nothing to report.',
  formatNomor:
    'Use exactly one {seq} or {seq:N} (N from 1 to 8); besides it only {year}, {month} and {romawi} are allowed.',
  logoType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: 'The logo may be at most 512 KB.',
  logoUnreadable: 'The logo image cannot be read.',
  logoTooWide: 'The logo may be at most 2000 pixels on each side.',
  settingsUnrenderable: 'A letter cannot be made with these settings.',
} as const;
