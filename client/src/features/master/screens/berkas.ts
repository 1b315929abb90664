import { jenisBerkasKinds } from '@ujian/shared/master';
import { defineMasterScreen } from '../define-master';

/** The documents each kind of pengajuan takes; kind and code are kept from creation (documents store them). */
export const jenisBerkasScreen = defineMasterScreen({
  name: 'jenis-berkas',
  titleFields: ['label'],
  columns: [
    { name: 'kind', kind: 'enum', sortKey: 'kind' },
    { name: 'urutan', kind: 'number', sortKey: 'urutan' },
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'label', kind: 'text', sortKey: 'label' },
    { name: 'required', kind: 'boolean' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'enum', name: 'kind', options: jenisBerkasKinds, required: true },
    { type: 'text', name: 'kode', required: true, maxLength: 30, placeholder: 'surat_bebas_lab' },
    { type: 'text', name: 'label', required: true, wide: true },
    { type: 'number', name: 'urutan', min: 0, max: 1000 },
    { type: 'boolean', name: 'required', initial: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'kind', type: 'enum', options: jenisBerkasKinds },
    { name: 'active', type: 'active' },
  ],
});
