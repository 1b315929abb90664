export type DashboardData = {
  scope: 'staff' | 'student' | 'dosen' | 'none';
  /** admin/koordinator: users per role (koordinator: of their prodi) */
  usersByRole?: Record<string, number>;
  dosenAktif?: number;
  prodiAktif?: number;
  periodeTerbuka?: Array<{ uuid: string; nama: string; jenis: string; tanggalBuka: string; tanggalTutup: string }>;
  /** pengajuan sidang counts per status / prodi name / periode name, when the pengajuan tables exist */
  pengajuanByStatus?: Record<string, number>;
  pengajuanByProdi?: Record<string, number>;
  pengajuanByPeriode?: Record<string, number>;
  /** admins: the last changes from the audit trail */
  recentActivity?: Array<{
    id: number;
    at: string;
    actorName: string | null;
    entity: string;
    entityId: string;
    action: string;
  }>;
  /** student: their own progress */
  progress?: {
    biodataComplete: boolean;
    pengajuanSidang: { uuid: string; status: string } | null;
    pengajuanYudisium: { uuid: string; status: string } | null;
  };
};

/** One person as the desk names them. */
export type DeskPerson = { fullName: string; nomorInduk: string | null };

/** A coming sidang of the lecturer (committee seat or pembimbing), published and not yet finished. */
export type DeskSidang = {
  jadwalUuid: string;
  status: 'terjadwal' | 'berlangsung';
  tanggal: string | null;
  /** Jakarta time, ISO 8601 with +07:00 */
  mulai: string | null;
  selesai: string | null;
  ruangan: string | null;
  onlineUrl: string | null;
  mahasiswa: DeskPerson;
  judul: string;
  /** the caller's seat: ketua, sekretaris, penguji1, penguji2, or pembimbing */
  peran: string;
  komite: Array<{ dosenUuid: string; nama: string; peran: string }>;
  pembimbing: Array<{ dosenUuid: string; nama: string }>;
};

/** A hasil still waiting for the caller's own scores (the sidang has started). */
export type DeskScore = {
  hasilUuid: string;
  jadwalUuid: string;
  jadwalStatus: string;
  tanggal: string | null;
  mahasiswa: DeskPerson;
  judul: string;
  peran: string;
  /** examiners who have scored, of how many */
  submitted: number;
  examiners: number;
};

/** A perubahan nilai as the desk lists it. */
export type DeskPerubahan = {
  uuid: string;
  hasilUuid: string;
  judul: string;
  mahasiswa: DeskPerson;
  dosenNama: string;
  status: 'diajukan' | 'disetujui' | 'ditolak';
  nilaiAkhirLama: number | null;
  hurufLama: string | null;
  nilaiAkhirBaru: number | null;
  hurufBaru: string | null;
  createdAt: string;
};

/** Honorarium totals of the caller over a range of sidang dates (whole rupiah). */
export type DeskHonorarium = {
  from: string;
  to: string;
  jumlahSidang: number;
  bruto: number;
  pajak: number;
  neto: number;
};

/** `GET /api/v1/dashboard/desk`: a lecturer's working desk. */
export type DeskData = {
  dosen: { uuid: string; nama: string };
  nextSidang: DeskSidang[];
  scoresToEnter: DeskScore[];
  perubahan: {
    /** the caller's own requests and requests about their scores, open ones first */
    mine: DeskPerubahan[];
    /** open requests the caller may decide (an admin, or the koordinator of the prodi); not their own */
    toDecide: DeskPerubahan[];
    toDecideTotal: number;
  };
  /** null when the caller may not read payroll */
  honorarium: {
    month: DeskHonorarium;
    periode: (DeskHonorarium & { uuid: string; nama: string }) | null;
  } | null;
};
