import type { MasterName } from '@ujian/shared/ability';
import type { MasterScreenConfig } from '../define-master';
import {
  dosenScreen,
  jenjangScreen,
  peminatanScreen,
  prodiScreen,
  programScreen,
  tarifHonorariumScreen,
} from './akademik';
import { jenisBerkasScreen } from './berkas';
import { komponenNilaiScreen, skalaNilaiScreen } from './hasil';
import { jadwalExternalUmumScreen, periodeUjianScreen, ruanganScreen, waktuUjianScreen } from './jadwal';
import {
  prosesPersidanganScreen,
  statusHasilSidangScreen,
  statusJadwalSidangScreen,
  statusPengajuanSidangScreen,
} from './status';

/** The master screens, by list name. */
export const masterScreens: Record<MasterName, MasterScreenConfig> = {
  dosen: dosenScreen,
  jenjang: jenjangScreen,
  prodi: prodiScreen,
  peminatan: peminatanScreen,
  program: programScreen,
  ruangan: ruanganScreen,
  'waktu-ujian': waktuUjianScreen,
  'periode-ujian': periodeUjianScreen,
  'jadwal-external-umum': jadwalExternalUmumScreen,
  'status-hasil-sidang': statusHasilSidangScreen,
  'status-jadwal-sidang': statusJadwalSidangScreen,
  'status-pengajuan-sidang': statusPengajuanSidangScreen,
  'proses-persidangan': prosesPersidanganScreen,
  'jenis-berkas': jenisBerkasScreen,
  'komponen-nilai': komponenNilaiScreen,
  'skala-nilai': skalaNilaiScreen,
  'tarif-honorarium': tarifHonorariumScreen,
};

/** The screen of a URL path: `/ruangan`, `/ruangan/<uuid>` -> the ruangan config. */
export function masterScreenOfPath(pathname: string): MasterScreenConfig | undefined {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (masterScreens as Record<string, MasterScreenConfig>)[first];
}
