import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { masterNames } from '@ujian/shared/ability';
import { masterFilters, masterSchemas } from '@ujian/shared/master';
import { describe, expect, it } from 'vitest';
import { listStateFromSearch, listStateToParams } from '../../components/list-query';
import { listShapeOf, rowTitle } from './define-master';
import { emptyFormValues, formValuesToBody, rowToFormValues, validateMasterForm } from './master-form';
import { masterScreenOfPath, masterScreens } from './screens';
import { validationKeyOf, validationMessageKeys } from './validation-messages';

const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../locales/en/master.json', import.meta.url)), 'utf8'));
const enMenu = JSON.parse(readFileSync(fileURLToPath(new URL('../../locales/en/common.json', import.meta.url)), 'utf8'))
  .menu as Record<string, unknown>;
const has = (key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ===
  'string';

describe('the master screen configs', () => {
  it('cover every master list of the contract, and a path finds its screen', () => {
    expect(Object.keys(masterScreens).sort()).toEqual([...masterNames].sort());
    expect(masterScreenOfPath('/ruangan')?.name).toBe('ruangan');
    expect(masterScreenOfPath('/periode-ujian/0b0c7a4e-0000-4000-8000-000000000000')?.name).toBe('periode-ujian');
    expect(masterScreenOfPath('/pengguna')).toBeUndefined();
  });

  it.each(masterNames)('%s: fields match the shared schema and every label exists in en', (name) => {
    const config = masterScreens[name];
    const shape = masterSchemas[name].fields.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    for (const field of config.fields) expect(Object.keys(shape), `${name}.${field.name}`).toContain(field.name);
    // every field the server requires has an input, or no form could ever create a row
    const required = Object.entries(shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([k]) => k);
    for (const key of required)
      expect(
        config.fields.map((f) => f.name),
        `${name} lacks ${key}`,
      ).toContain(key);

    // the list is titled by its menu entry (common:menu.<name>): one name for one screen
    expect(typeof enMenu[name], `common:menu.${name}`).toBe('string');
    const keys = [`${name}.one`, `${name}.subtitle`];
    for (const field of config.fields) keys.push(`${name}.fields.${field.name}`);
    for (const column of config.columns) if (column.kind !== 'active') keys.push(`${name}.fields.${column.name}`);
    for (const filter of config.filters) {
      if (filter.type !== 'active') keys.push(`${name}.fields.${filter.name}`);
      if (filter.type === 'enum') for (const o of filter.options) keys.push(`${name}.options.${filter.name}.${o}`);
    }
    for (const field of config.fields) {
      if (field.type === 'enum') for (const o of field.options) keys.push(`${name}.options.${field.name}.${o}`);
    }
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it.each(masterNames)('%s: filters are ones the server takes', (name) => {
    const known = ['active', ...masterFilters[name]];
    for (const filter of masterScreens[name].filters) expect(known).toContain(filter.name);
  });

  it('has every validation message key in en', () => {
    expect(validationMessageKeys.filter((k) => !has(k))).toEqual([]);
  });
});

describe('config -> list query params', () => {
  it('maps a ruangan URL to the API query, dropping what the list does not know', () => {
    const shape = listShapeOf(masterScreens.ruangan);
    const state = listStateFromSearch(
      new URLSearchParams('q=lab&onlineAllowed=true&active=false&jenis=sidang&sort=kapasitas:desc&page=2'),
      shape,
    );
    expect(listStateToParams(state)).toEqual({
      q: 'lab',
      onlineAllowed: 'true',
      active: 'false',
      sortBy: '-kapasitas',
      page: 2,
      perPage: 10,
    });
  });

  it('uses the list default sort (periode-ujian: newest opening first)', () => {
    const shape = listShapeOf(masterScreens['periode-ujian']);
    expect(listStateToParams(listStateFromSearch(new URLSearchParams(''), shape))).toEqual({
      page: 1,
      perPage: 10,
      sortBy: '-tanggalBuka',
    });
  });
});

describe('form values <-> body', () => {
  it('creates a valid ruangan body: number input, trimmed text, cleared optional text as null', () => {
    const config = masterScreens.ruangan;
    const values = { ...emptyFormValues(config), kode: ' R-301 ', nama: 'Ruang Sidang 1', kapasitas: 12, lokasi: '' };
    const body = formValuesToBody(config, values, 'create');
    expect(body).toEqual({
      kode: 'R-301',
      nama: 'Ruang Sidang 1',
      kapasitas: 12,
      lokasi: null,
      onlineAllowed: false,
      active: true,
    });
    expect(masterSchemas.ruangan.fields.safeParse(body).success).toBe(true);
    expect(validateMasterForm(config, values, 'create')).toEqual({});
  });

  it('names empty required fields and cross-field problems on the right input', () => {
    const config = masterScreens['periode-ujian'];
    const errors = validateMasterForm(
      config,
      { ...emptyFormValues(config), nama: '', tanggalBuka: '2026-12-10', tanggalTutup: '2026-12-01' },
      'create',
    );
    expect(Object.keys(errors).sort()).toEqual(['nama', 'tanggalTutup']);
    expect(errors.tanggalTutup).toBe('The closing date must not be before the opening date.');
  });

  it('sends datetimes with an offset and clears the lecturer when the scope is not "dosen"', () => {
    const config = masterScreens['jadwal-external-umum'];
    const values = {
      ...emptyFormValues(config),
      judul: 'Libur nasional',
      mulai: '2026-12-25T00:00',
      selesai: '2026-12-25T23:59',
      cakupan: 'semua',
      dosenUuid: '0b0c7a4e-0000-4000-8000-000000000000',
    };
    const body = formValuesToBody(config, values, 'create');
    expect(body.dosenUuid).toBeNull();
    expect(String(body.mulai)).toMatch(/^2026-12-25T00:00:00[+-]\d\d:\d\d$/);
    expect(validateMasterForm(config, values, 'create')).toEqual({});
    expect(Object.keys(validateMasterForm(config, { ...values, cakupan: 'dosen', dosenUuid: null }, 'create'))).toEqual(
      ['dosenUuid'],
    );
    // and a stored row fills the inputs back in the browser's time zone
    expect(rowToFormValues(config, { ...body }).mulai).toBe('2026-12-25T00:00');
  });

  it('edits a status: labels in every language, the machine code never sent', () => {
    const config = masterScreens['status-pengajuan-sidang'];
    const row = {
      uuid: 'u',
      kode: 'diajukan',
      label: { id: 'Diajukan', en: 'Submitted' },
      warna: 'blue',
      urutan: 2,
      active: true,
    };
    const values = rowToFormValues(config, row);
    expect(values.label).toEqual({ id: 'Diajukan', en: 'Submitted', de: '', fr: '', pt: '' });
    expect(Object.keys(validateMasterForm(config, values, 'update'))).toEqual(['label']);
    const filled = {
      ...values,
      label: { id: 'Diajukan', en: 'Submitted', de: 'Eingereicht', fr: 'Soumis', pt: 'Submetido' },
    };
    const body = formValuesToBody(config, filled, 'update');
    expect(body).not.toHaveProperty('kode');
    expect(validateMasterForm(config, filled, 'update')).toEqual({});
    expect(rowTitle(config, row)).toBe('diajukan');
  });

  it('jenis-berkas: a new type is required by default; kind and code are never sent on update', () => {
    const config = masterScreens['jenis-berkas'];
    expect(masterScreenOfPath('/jenis-berkas')?.name).toBe('jenis-berkas');
    const values = { ...emptyFormValues(config), kode: ' surat_bebas_lab ', label: 'Surat bebas laboratorium' };
    const body = formValuesToBody(config, values, 'create');
    expect(body).toEqual({
      kind: 'sidang',
      kode: 'surat_bebas_lab',
      label: 'Surat bebas laboratorium',
      required: true,
      active: true,
    });
    expect(masterSchemas['jenis-berkas'].fields.safeParse(body).success).toBe(true);

    const errors = validateMasterForm(config, { ...values, kode: 'Bebas-Lab', urutan: 2000 }, 'create');
    expect(Object.keys(errors).sort()).toEqual(['kode', 'urutan']);
    expect(validationKeyOf(errors.kode!)).toBe('validation.snakeCode');
    expect(validationKeyOf(errors.urutan!)).toBe('validation.orderRange');

    const row = {
      uuid: 'u',
      kind: 'yudisium',
      kode: 'bebas_pustaka',
      label: 'Surat bebas pustaka',
      required: true,
      urutan: 4,
      active: false,
    };
    const edited = { ...rowToFormValues(config, row), label: 'Surat keterangan bebas pustaka', required: false };
    const patch = formValuesToBody(config, edited, 'update');
    expect(patch).toEqual({ label: 'Surat keterangan bebas pustaka', urutan: 4, required: false, active: false });
    expect(masterSchemas['jenis-berkas'].update.safeParse(patch).success).toBe(true);
    // the server refuses a changed code: documents store it
    expect(masterSchemas['jenis-berkas'].update.safeParse({ kode: 'pustaka' }).success).toBe(false);
    expect(rowTitle(config, row)).toBe('Surat bebas pustaka');
  });

  it('reads a stored time as HH:MM', () => {
    const values = rowToFormValues(masterScreens['waktu-ujian'], {
      nama: 'Sesi 1',
      mulai: '08:00:00',
      selesai: '10:00:00',
    });
    expect(values).toMatchObject({ mulai: '08:00', selesai: '10:00' });
  });
});
