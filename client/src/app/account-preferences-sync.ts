import { fetchPreferences, savePreferences } from '../features/account-setting/api';
import { selectIsLoggedIn, useSessionStore } from '../stores/session';
import { type LayoutType, type Locale, useUiStore } from '../stores/ui';
import { applyAccountPreferences, type DevicePreferences } from './apply-account-preferences';

function readDevice(): DevicePreferences {
  const { locale, layoutType } = useUiStore.getState();
  return { locale, layoutType };
}

/** After sign-in or the start-up check: the account's saved language and layout replace this device's. */
export async function applySavedPreferences(): Promise<void> {
  try {
    await applyAccountPreferences({
      fetchSaved: fetchPreferences,
      readDevice,
      applyToDevice: (changes) => {
        const ui = useUiStore.getState();
        if (changes.locale) ui.setLocale(changes.locale);
        if (changes.layoutType) ui.setLayoutType(changes.layoutType);
      },
      saveLocale: (locale) => savePreferences({ locale }),
    });
  } catch (error) {
    // the device's own choice still works; the account's is only a convenience
    console.warn('saved preferences could not be read', error);
  }
}

/** An explicit choice on this device (header menus): shown at once and kept by the account when signed in. */
export function chooseDevicePreferences(choice: { locale?: Locale; layoutType?: LayoutType }): void {
  const ui = useUiStore.getState();
  if (choice.locale) ui.setLocale(choice.locale);
  if (choice.layoutType) ui.setLayoutType(choice.layoutType);
  if (!selectIsLoggedIn(useSessionStore.getState())) return;
  savePreferences({ locale: choice.locale, layout: choice.layoutType }).catch((error: unknown) =>
    console.warn('preference could not be saved to the account', error),
  );
}
