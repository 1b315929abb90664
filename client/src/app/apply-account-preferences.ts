import type { Preferences } from '@ujian/shared/account-setting';
import type { LayoutType, Locale } from '../stores/ui';

/** What this device shows: the ui store's language and layout. */
export type DevicePreferences = { locale: Locale; layoutType: LayoutType };
/** The account's saved choice (`GET /account/preferences`); null when the user never chose. */
export type SavedPreferences = Pick<Preferences, 'locale' | 'layout'>;

/**
 * The changes to make on this device once signed in: the account's saved choice wins where it has one,
 * so a choice follows the user to another device. A field the user changed on this device while the
 * request ran (`before` differs from `now`) is left alone: that newer choice is being saved to the account.
 */
export function preferencesToApply(
  saved: SavedPreferences,
  before: DevicePreferences,
  now: DevicePreferences,
): Partial<DevicePreferences> {
  const changes: Partial<DevicePreferences> = {};
  if (saved.locale !== null && before.locale === now.locale && saved.locale !== now.locale) {
    changes.locale = saved.locale;
  }
  if (saved.layout !== null && before.layoutType === now.layoutType && saved.layout !== now.layoutType) {
    changes.layoutType = saved.layout;
  }
  return changes;
}

export type ApplyAccountPreferencesDeps = {
  fetchSaved(): Promise<SavedPreferences>;
  readDevice(): DevicePreferences;
  applyToDevice(changes: Partial<DevicePreferences>): void;
  /** keeps a language on the account (`PUT /account/preferences`) */
  saveLocale(locale: DevicePreferences['locale']): Promise<unknown>;
};

/**
 * Reads the account's saved choice and applies it; the changes made are returned (for tests and logs).
 * An account that never chose a language keeps the one its screens show now, so its notifications,
 * mails, letters and workbooks come in the language the person reads.
 */
export async function applyAccountPreferences(deps: ApplyAccountPreferencesDeps): Promise<Partial<DevicePreferences>> {
  const before = deps.readDevice();
  const saved = await deps.fetchSaved();
  if (saved.locale === null) await deps.saveLocale(deps.readDevice().locale);
  const changes = preferencesToApply(saved, before, deps.readDevice());
  if (changes.locale !== undefined || changes.layoutType !== undefined) deps.applyToDevice(changes);
  return changes;
}
