import { describe, expect, it } from 'vitest';
import {
  applyAccountPreferences,
  type DevicePreferences,
  preferencesToApply,
  type SavedPreferences,
} from './apply-account-preferences';

const device: DevicePreferences = { locale: 'en', layoutType: 'vertical' };

describe('preferencesToApply: the account’s saved choice vs this device’s', () => {
  it('applies the saved language and layout when they differ from the device', () => {
    expect(preferencesToApply({ locale: 'id', layout: 'horizontal' }, device, device)).toEqual({
      locale: 'id',
      layoutType: 'horizontal',
    });
  });

  it('keeps the device’s choice where the account has none saved', () => {
    expect(preferencesToApply({ locale: null, layout: null }, device, device)).toEqual({});
    expect(preferencesToApply({ locale: 'fr', layout: null }, device, device)).toEqual({ locale: 'fr' });
    expect(preferencesToApply({ locale: null, layout: 'horizontal' }, device, device)).toEqual({
      layoutType: 'horizontal',
    });
  });

  it('changes nothing when the device already shows the saved choice', () => {
    expect(preferencesToApply({ locale: 'en', layout: 'vertical' }, device, device)).toEqual({});
  });

  it('leaves a field alone that the user changed on this device while the request ran', () => {
    const now: DevicePreferences = { locale: 'de', layoutType: 'vertical' };
    expect(preferencesToApply({ locale: 'id', layout: 'horizontal' }, device, now)).toEqual({
      layoutType: 'horizontal',
    });
  });
});

describe('applyAccountPreferences', () => {
  function fakeDevice(start: DevicePreferences) {
    let state = { ...start };
    const applied: Partial<DevicePreferences>[] = [];
    const stored: string[] = [];
    return {
      applied,
      stored,
      get state() {
        return state;
      },
      set(next: Partial<DevicePreferences>) {
        state = { ...state, ...next };
      },
      deps(saved: SavedPreferences, during?: () => void) {
        return {
          fetchSaved: async () => {
            during?.();
            return saved;
          },
          readDevice: () => state,
          applyToDevice: (changes: Partial<DevicePreferences>) => {
            applied.push(changes);
            state = { ...state, ...changes };
          },
          saveLocale: async (locale: string) => {
            stored.push(locale);
          },
        };
      },
    };
  }

  it('writes the saved choice to the device', async () => {
    const d = fakeDevice(device);
    await applyAccountPreferences(d.deps({ locale: 'id', layout: 'horizontal' }));
    expect(d.state).toEqual({ locale: 'id', layoutType: 'horizontal' });
  });

  it('does not touch the device when nothing is saved, and keeps the screen’s language on the account', async () => {
    const d = fakeDevice(device);
    await applyAccountPreferences(d.deps({ locale: null, layout: null }));
    expect(d.applied).toEqual([]);
    expect(d.state).toEqual(device);
    expect(d.stored).toEqual([device.locale]);
  });

  it('never overwrites a language the account chose', async () => {
    const d = fakeDevice(device);
    await applyAccountPreferences(d.deps({ locale: 'pt', layout: null }));
    expect(d.stored).toEqual([]);
  });

  it('keeps a choice made while the saved one was being read', async () => {
    const d = fakeDevice(device);
    await applyAccountPreferences(d.deps({ locale: 'id', layout: 'horizontal' }, () => d.set({ locale: 'pt' })));
    expect(d.state).toEqual({ locale: 'pt', layoutType: 'horizontal' });
  });

  it('passes a failed read on to the caller and leaves the device as it was', async () => {
    const d = fakeDevice(device);
    await expect(
      applyAccountPreferences({
        ...d.deps({ locale: 'id', layout: null }),
        fetchSaved: () => Promise.reject(new Error('offline')),
      }),
    ).rejects.toThrow('offline');
    expect(d.state).toEqual(device);
  });
});
