import { describe, expect, it } from 'vitest';
import {
  biodataIssueKey,
  biodataResolver,
  isUnchanged,
  missingInForm,
  peminatanFor,
  toBiodataBody,
  toFormValues,
  validateBiodataForm,
} from './biodata-form';

const prodiA = '6f1c2a4e-8a51-4c1e-9d7e-2f1a0b3c4d5e';
const prodiB = '0b5e9a77-3d2c-4e8f-a1b2-c3d4e5f60718';

describe('biodata form values', () => {
  it('fills empty inputs from a server answer with nulls', () => {
    expect(toFormValues({ fullName: 'Siti', nomorInduk: null, prodiUuid: null, complete: false, missing: [] })).toEqual(
      {
        nomorInduk: '',
        fullName: 'Siti',
        prodiUuid: null,
        peminatanUuid: null,
        phone: '',
        address: '',
      },
    );
  });

  it('sends blank inputs as null, trims text, and drops a peminatan without a prodi', () => {
    expect(
      toBiodataBody({
        nomorInduk: ' 2021001 ',
        fullName: ' Siti Aminah ',
        prodiUuid: null,
        peminatanUuid: prodiB,
        phone: '   ',
        address: '',
      }),
    ).toEqual({
      nomorInduk: '2021001',
      fullName: 'Siti Aminah',
      prodiUuid: null,
      peminatanUuid: null,
      phone: null,
      address: null,
    });
  });

  it('lists what a student still has to fill in, and nothing once complete', () => {
    const empty = toFormValues({ fullName: 'Siti' });
    expect(missingInForm('client', empty)).toEqual(['nomorInduk', 'prodiUuid', 'phone']);
    expect(missingInForm('admin', empty)).toEqual([]);
    expect(missingInForm('client', { ...empty, nomorInduk: '2021001', prodiUuid: prodiA, phone: '0812' })).toEqual([]);
  });

  it('offers only the peminatan of the chosen prodi', () => {
    const list = [
      { uuid: '1', nama: 'Jaringan', prodiUuid: prodiA },
      { uuid: '2', nama: 'Akuntansi Publik', prodiUuid: prodiB },
    ];
    expect(peminatanFor(prodiA, list).map((p) => p.nama)).toEqual(['Jaringan']);
    expect(peminatanFor(null, list)).toEqual([]);
  });
});

describe('validateBiodataForm (the shared schema on the body the form sends)', () => {
  it('requires a full name and limits lengths with translatable messages', () => {
    const values = { ...toFormValues(undefined), phone: 'x'.repeat(41) };
    const errors = validateBiodataForm(values);
    expect(errors).toEqual({ fullName: 'account:validation.required', phone: 'account:validation.tooLong' });
  });

  it('checks NIM/NIDN digits and the phone number as the server does', () => {
    const values = { ...toFormValues({ fullName: 'Siti' }), nomorInduk: '21A01', phone: '12345' };
    const errors = validateBiodataForm(values);
    expect(errors).toEqual({ nomorInduk: 'account:validation.nomorInduk', phone: 'account:validation.phone' });
    expect(validateBiodataForm({ ...values, nomorInduk: '2101010001', phone: '+62 812-3456-7890' })).toEqual({});
  });

  it('accepts a complete biodata', () => {
    expect(
      validateBiodataForm({
        nomorInduk: '2021001',
        fullName: 'Siti',
        prodiUuid: prodiA,
        peminatanUuid: null,
        phone: '081234567890',
        address: 'Jl. Merdeka 1',
      }),
    ).toEqual({});
  });
});

describe('biodata issues in the user language, whatever text the shared schema carries', () => {
  it('names the field for a refused format, and keeps required/too long apart', () => {
    expect(biodataIssueKey({ code: 'invalid_format', path: ['nomorInduk'] })).toBe('account:validation.nomorInduk');
    expect(biodataIssueKey({ code: 'custom', path: ['phone'] })).toBe('account:validation.phone');
    expect(biodataIssueKey({ code: 'too_small', path: ['fullName'] })).toBe('account:validation.required');
    expect(biodataIssueKey({ code: 'too_big', path: ['address'] })).toBe('account:validation.tooLong');
    expect(biodataIssueKey({ code: 'invalid_format', path: ['prodiUuid'] })).toBe('account:validation.invalid');
  });

  it('the resolver refuses before sending, with keys, and hands the body on when valid', async () => {
    const options = {} as Parameters<typeof biodataResolver>[2];
    const bad = await biodataResolver({ ...toFormValues(undefined), address: 'x'.repeat(501) }, undefined, options);
    expect(bad.errors).toMatchObject({
      fullName: { message: 'account:validation.required' },
      address: { message: 'account:validation.tooLong' },
    });
    const good = await biodataResolver({ ...toFormValues(undefined), fullName: ' Siti ' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ fullName: 'Siti', phone: null });
  });
});

describe('an unchanged save', () => {
  const saved = {
    fullName: 'Siti',
    nomorInduk: '2021001',
    phone: null,
    prodiUuid: prodiA,
    complete: false,
    missing: [],
  };

  it('is the same body as what the server holds, blanks and spaces included', () => {
    expect(isUnchanged(toFormValues(saved), saved)).toBe(true);
    expect(isUnchanged({ ...toFormValues(saved), fullName: ' Siti  ', phone: '  ' }, saved)).toBe(true);
  });

  it('any real edit is a change', () => {
    expect(isUnchanged({ ...toFormValues(saved), phone: '0812' }, saved)).toBe(false);
    expect(isUnchanged({ ...toFormValues(saved), prodiUuid: prodiB }, saved)).toBe(false);
  });
});
