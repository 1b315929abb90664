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
