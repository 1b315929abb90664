import { tarifPeran } from '@ujian/shared/master';
import { defineMasterScreen } from '../define-master';

/** Lecturers, degree levels, study programmes, specialisations and programme types. */

export const dosenScreen = defineMasterScreen({
  name: 'dosen',
  titleFields: ['nama'],
  large: true,
  defaultSort: { key: 'nama', dir: 'asc' },
  columns: [
    { name: 'nidn', kind: 'text', sortKey: 'nidn' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'email', kind: 'text' },
    { name: 'prodiUuid', kind: 'master', master: 'prodi' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'nidn', required: true, maxLength: 10, placeholder: '0012345678' },
    { type: 'text', name: 'nip' },
    { type: 'text', name: 'gelarDepan' },
    { type: 'text', name: 'nama', required: true },
    { type: 'text', name: 'gelarBelakang' },
    { type: 'text', name: 'email' },
    { type: 'text', name: 'phone' },
    { type: 'master', name: 'prodiUuid', master: 'prodi' },
    { type: 'masters', name: 'peminatanUuids', master: 'peminatan', wide: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'prodiUuid', type: 'master', master: 'prodi' },
    { name: 'active', type: 'active' },
  ],
});

export const jenjangScreen = defineMasterScreen({
  name: 'jenjang',
  titleFields: ['kode', 'nama'],
  defaultSort: { key: 'kode', dir: 'asc' },
  columns: [
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true, placeholder: 'S1' },
    { type: 'text', name: 'nama', required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [{ name: 'active', type: 'active' }],
});

export const prodiScreen = defineMasterScreen({
  name: 'prodi',
  titleFields: ['nama'],
  defaultSort: { key: 'nama', dir: 'asc' },
  columns: [
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'jenjangUuid', kind: 'master', master: 'jenjang' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true },
    { type: 'text', name: 'nama', required: true },
    { type: 'master', name: 'jenjangUuid', master: 'jenjang', required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'jenjangUuid', type: 'master', master: 'jenjang' },
    { name: 'active', type: 'active' },
  ],
});

export const peminatanScreen = defineMasterScreen({
  name: 'peminatan',
  titleFields: ['nama'],
  defaultSort: { key: 'nama', dir: 'asc' },
  columns: [
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'prodiUuid', kind: 'master', master: 'prodi' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true },
    { type: 'text', name: 'nama', required: true },
    { type: 'master', name: 'prodiUuid', master: 'prodi', required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'prodiUuid', type: 'master', master: 'prodi' },
    { name: 'active', type: 'active' },
  ],
});

export const programScreen = defineMasterScreen({
  name: 'program',
  titleFields: ['nama'],
  defaultSort: { key: 'kode', dir: 'asc' },
  columns: [
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true, placeholder: 'reguler' },
    { type: 'text', name: 'nama', required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [{ name: 'active', type: 'active' }],
});

/** Honorarium per sidang by peran and jenjang: one active rate each; a new rate replaces a deactivated one. */
export const tarifHonorariumScreen = defineMasterScreen({
  name: 'tarif-honorarium',
  titleFields: ['peran'],
  columns: [
    { name: 'jenjangUuid', kind: 'master', master: 'jenjang', sortKey: 'jenjang' },
    { name: 'peran', kind: 'enum', sortKey: 'peran' },
    { name: 'jumlah', kind: 'rupiah', sortKey: 'jumlah' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'enum', name: 'peran', options: tarifPeran, required: true },
    { type: 'master', name: 'jenjangUuid', master: 'jenjang', required: true },
    { type: 'number', name: 'jumlah', min: 0, max: 100_000_000, required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'peran', type: 'enum', options: tarifPeran },
    { name: 'jenjangUuid', type: 'master', master: 'jenjang' },
    { name: 'active', type: 'active' },
  ],
});
