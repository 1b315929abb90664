import { defineMasterScreen } from '../define-master';

/** The scoring rubric and the grade scale hasil sidang is computed with. */

export const komponenNilaiScreen = defineMasterScreen({
  name: 'komponen-nilai',
  titleFields: ['kode', 'nama'],
  defaultSort: { key: 'urutan', dir: 'asc' },
  columns: [
    { name: 'urutan', kind: 'number', sortKey: 'urutan' },
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'bobot', kind: 'number', sortKey: 'bobot' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true, placeholder: 'presentasi' },
    { type: 'text', name: 'nama', required: true },
    { type: 'number', name: 'bobot', required: true, min: 0, max: 100 },
    { type: 'number', name: 'urutan', required: true, min: 0, max: 1000 },
    { type: 'boolean', name: 'active' },
  ],
  filters: [{ name: 'active', type: 'active' }],
  summary: 'weightSum',
});

export const skalaNilaiScreen = defineMasterScreen({
  name: 'skala-nilai',
  titleFields: ['huruf'],
  defaultSort: { key: 'nilaiMin', dir: 'desc' },
  columns: [
    { name: 'huruf', kind: 'text', sortKey: 'huruf' },
    { name: 'nilaiMin', kind: 'number', sortKey: 'nilaiMin' },
    { name: 'lulus', kind: 'boolean' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'huruf', required: true, maxLength: 5 },
    { type: 'number', name: 'nilaiMin', required: true, min: 0, max: 100 },
    { type: 'boolean', name: 'lulus' },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'lulus', type: 'enum', options: ['true', 'false'] },
    { name: 'active', type: 'active' },
  ],
});
