/** The demo data CONTRACT.md describes: small and realistic, so a fresh install can be tried at once; the same on every fresh database so tests and docs can name its rows. */

type Labels = { id: string; en: string; de: string; fr: string; pt: string };

export const demoJenjang = [
  { kode: 'S1', nama: 'Sarjana' },
  { kode: 'S2', nama: 'Magister' },
];

/** Honorarium per sidang in whole rupiah, per jenjang and peran (master `tarif-honorarium`). */
export const demoTarifHonorarium: Record<string, Record<'pembimbing' | 'ketua' | 'sekretaris' | 'penguji', number>> = {
  S1: { pembimbing: 300_000, ketua: 250_000, sekretaris: 150_000, penguji: 200_000 },
  S2: { pembimbing: 500_000, ketua: 400_000, sekretaris: 250_000, penguji: 350_000 },
};

export const demoProdi = [
  { kode: 'IF', nama: 'Informatika', jenjang: 'S1' },
  { kode: 'SI', nama: 'Sistem Informasi', jenjang: 'S1' },
  { kode: 'TE', nama: 'Teknik Elektro', jenjang: 'S1' },
  { kode: 'MIF', nama: 'Magister Informatika', jenjang: 'S2' },
];

export const demoPeminatan = [
  { kode: 'IF-RPL', nama: 'Rekayasa Perangkat Lunak', prodi: 'IF' },
  { kode: 'IF-KB', nama: 'Kecerdasan Buatan', prodi: 'IF' },
  { kode: 'IF-JK', nama: 'Jaringan Komputer', prodi: 'IF' },
  { kode: 'SI-SE', nama: 'Sistem Enterprise', prodi: 'SI' },
  { kode: 'SI-AB', nama: 'Analitika Bisnis', prodi: 'SI' },
  { kode: 'TE-ST', nama: 'Sistem Tenaga', prodi: 'TE' },
  { kode: 'MIF-DS', nama: 'Sains Data', prodi: 'MIF' },
];

export const demoProgram = [
  { kode: 'reguler', nama: 'Reguler' },
  { kode: 'karyawan', nama: 'Kelas Karyawan' },
  { kode: 'internasional', nama: 'Kelas Internasional' },
];

/** 20 lecturers; the first is the demo account dosen1. NIDN are 10 digits and unique. */
export const demoDosen: Array<{ nama: string; gelarDepan?: string; gelarBelakang: string; prodi: string }> = [
  { nama: 'Budi Santoso', gelarDepan: 'Dr.', gelarBelakang: 'M.Kom.', prodi: 'IF' },
  { nama: 'Siti Rahmawati', gelarBelakang: 'S.Kom., M.T.', prodi: 'IF' },
  { nama: 'Agus Wibowo', gelarDepan: 'Prof. Dr.', gelarBelakang: 'M.Sc.', prodi: 'IF' },
  { nama: 'Dewi Lestari', gelarBelakang: 'S.T., M.Kom.', prodi: 'IF' },
  { nama: 'Hendra Gunawan', gelarDepan: 'Dr.', gelarBelakang: 'S.Kom., M.T.', prodi: 'IF' },
  { nama: 'Rina Kurniasih', gelarBelakang: 'S.Si., M.Cs.', prodi: 'IF' },
  { nama: 'Eko Prasetyo', gelarBelakang: 'S.Kom., M.Eng.', prodi: 'SI' },
  { nama: 'Wulan Sari', gelarDepan: 'Dr.', gelarBelakang: 'S.E., M.M.', prodi: 'SI' },
  { nama: 'Andi Firmansyah', gelarBelakang: 'S.Kom., M.Kom.', prodi: 'SI' },
  { nama: 'Nur Hidayati', gelarBelakang: 'S.Kom., M.B.A.', prodi: 'SI' },
  { nama: 'Yusuf Maulana', gelarDepan: 'Dr.', gelarBelakang: 'S.T., M.T.', prodi: 'SI' },
  { nama: 'Fitri Handayani', gelarBelakang: 'S.T., M.T.', prodi: 'TE' },
  { nama: 'Rudi Hartono', gelarDepan: 'Ir.', gelarBelakang: 'M.T.', prodi: 'TE' },
  { nama: 'Indah Permatasari', gelarBelakang: 'S.T., M.Eng.', prodi: 'TE' },
  { nama: 'Bambang Suryadi', gelarDepan: 'Dr. Ir.', gelarBelakang: 'M.Sc.', prodi: 'TE' },
  { nama: 'Lina Marlina', gelarBelakang: 'S.T., M.T.', prodi: 'TE' },
  { nama: 'Joko Susilo', gelarDepan: 'Prof. Dr.', gelarBelakang: 'M.Kom.', prodi: 'MIF' },
  { nama: 'Maya Anggraini', gelarDepan: 'Dr.', gelarBelakang: 'S.Kom., M.Sc.', prodi: 'MIF' },
  { nama: 'Teguh Setiawan', gelarDepan: 'Dr.', gelarBelakang: 'M.T.', prodi: 'MIF' },
  { nama: 'Ratna Dewi Puspita', gelarBelakang: 'S.Kom., M.Kom.', prodi: 'MIF' },
];

export const demoRuangan = [
  { kode: 'R-301', nama: 'Ruang Sidang 301', kapasitas: 12, lokasi: 'Gedung A lantai 3', onlineAllowed: false },
  { kode: 'R-302', nama: 'Ruang Sidang 302', kapasitas: 12, lokasi: 'Gedung A lantai 3', onlineAllowed: false },
  { kode: 'R-401', nama: 'Ruang Seminar 401', kapasitas: 30, lokasi: 'Gedung A lantai 4', onlineAllowed: true },
  { kode: 'LAB-RPL', nama: 'Laboratorium RPL', kapasitas: 20, lokasi: 'Gedung B lantai 2', onlineAllowed: false },
  {
    kode: 'R-RAPAT',
    nama: 'Ruang Rapat Dekanat',
    kapasitas: 10,
    lokasi: 'Gedung Rektorat lantai 2',
    onlineAllowed: true,
  },
  { kode: 'DARING', nama: 'Ruang Daring (Zoom)', kapasitas: 50, lokasi: 'Online', onlineAllowed: true },
];

export const demoWaktuUjian = [
  { nama: 'Sesi 1 (08:00-10:00)', mulai: '08:00', selesai: '10:00' },
  { nama: 'Sesi 2 (10:00-12:00)', mulai: '10:00', selesai: '12:00' },
  { nama: 'Sesi 3 (13:00-15:00)', mulai: '13:00', selesai: '15:00' },
  { nama: 'Sesi 4 (15:00-17:00)', mulai: '15:00', selesai: '17:00' },
  { nama: 'Sesi 5 (19:00-21:00)', mulai: '19:00', selesai: '21:00' },
];

const l = (id: string, en: string, de: string, fr: string, pt: string): Labels => ({ id, en, de, fr, pt });

/** Labels for the machines' fixed state codes (DOMAIN.md "Workflows"); yudisium's `disetujui` is here too. */
export const demoStatusPengajuan = [
  { kode: 'draft', warna: 'gray', label: l('Draf', 'Draft', 'Entwurf', 'Brouillon', 'Rascunho') },
  { kode: 'diajukan', warna: 'blue', label: l('Diajukan', 'Submitted', 'Eingereicht', 'Soumis', 'Submetido') },
  {
    kode: 'dikembalikan',
    warna: 'orange',
    label: l('Dikembalikan', 'Returned', 'Zurückgegeben', 'Renvoyé', 'Devolvido'),
  },
  { kode: 'diverifikasi', warna: 'cyan', label: l('Diverifikasi', 'Verified', 'Geprüft', 'Vérifié', 'Verificado') },
  { kode: 'disetujui', warna: 'teal', label: l('Disetujui', 'Approved', 'Genehmigt', 'Approuvé', 'Aprovado') },
  { kode: 'dijadwalkan', warna: 'indigo', label: l('Dijadwalkan', 'Scheduled', 'Terminiert', 'Planifié', 'Agendado') },
  { kode: 'selesai', warna: 'green', label: l('Selesai', 'Completed', 'Abgeschlossen', 'Terminé', 'Concluído') },
  { kode: 'ditolak', warna: 'red', label: l('Ditolak', 'Rejected', 'Abgelehnt', 'Rejeté', 'Rejeitado') },
  { kode: 'dibatalkan', warna: 'dark', label: l('Dibatalkan', 'Cancelled', 'Storniert', 'Annulé', 'Cancelado') },
];

export const demoStatusJadwal = [
  { kode: 'draft', warna: 'gray', label: l('Draf', 'Draft', 'Entwurf', 'Brouillon', 'Rascunho') },
  { kode: 'terjadwal', warna: 'blue', label: l('Terjadwal', 'Scheduled', 'Geplant', 'Programmé', 'Agendado') },
  { kode: 'berlangsung', warna: 'yellow', label: l('Berlangsung', 'In progress', 'Läuft', 'En cours', 'Em andamento') },
  { kode: 'selesai', warna: 'green', label: l('Selesai', 'Finished', 'Beendet', 'Terminé', 'Concluído') },
  { kode: 'dibatalkan', warna: 'red', label: l('Dibatalkan', 'Cancelled', 'Abgesagt', 'Annulé', 'Cancelado') },
];

export const demoStatusHasil = [
  { kode: 'lulus', warna: 'green', label: l('Lulus', 'Passed', 'Bestanden', 'Admis', 'Aprovado') },
  {
    kode: 'lulus_revisi',
    warna: 'yellow',
    label: l(
      'Lulus dengan revisi',
      'Passed with revisions',
      'Bestanden mit Auflagen',
      'Admis avec révisions',
      'Aprovado com revisões',
    ),
  },
  { kode: 'tidak_lulus', warna: 'red', label: l('Tidak lulus', 'Failed', 'Nicht bestanden', 'Ajourné', 'Reprovado') },
];

export const demoProsesPersidangan = [
  {
    nama: 'Pengajuan sidang',
    deskripsi: 'Isi judul, pilih pembimbing dan unggah berkas wajib.',
    label: l(
      'Pengajuan sidang',
      'Submit the application',
      'Antrag einreichen',
      'Déposer la demande',
      'Enviar o pedido',
    ),
  },
  {
    nama: 'Verifikasi koordinator',
    deskripsi: 'Koordinator prodi memeriksa berkas dan kelayakan.',
    label: l(
      'Verifikasi koordinator',
      'Coordinator review',
      'Prüfung durch Koordinator',
      'Vérification du coordinateur',
      'Verificação do coordenador',
    ),
  },
  {
    nama: 'Penjadwalan sidang',
    deskripsi: 'Jadwal, ruangan dan tim penguji ditetapkan.',
    label: l('Penjadwalan sidang', 'Scheduling', 'Terminplanung', 'Planification', 'Agendamento'),
  },
  {
    nama: 'Pelaksanaan sidang',
    deskripsi: 'Mahasiswa mempresentasikan dan mempertahankan tugas akhir.',
    label: l('Pelaksanaan sidang', 'Defence', 'Verteidigung', 'Soutenance', 'Defesa'),
  },
  {
    nama: 'Revisi dan nilai akhir',
    deskripsi: 'Revisi disetujui penguji; nilai akhir ditetapkan.',
    label: l(
      'Revisi dan nilai akhir',
      'Revisions and final grade',
      'Überarbeitung und Endnote',
      'Révisions et note finale',
      'Revisões e nota final',
    ),
  },
  {
    nama: 'Yudisium',
    deskripsi: 'Pengajuan yudisium setelah dinyatakan lulus.',
    label: l('Yudisium', 'Graduation clearance', 'Abschlussfreigabe', 'Validation du diplôme', 'Colação de grau'),
  },
];

/** CONTRACT.md's demo accounts; biodata states as the contract says (mahasiswa2 incomplete). */
export const demoAccounts = [
  {
    role: 'admin',
    email: 'admin@demo.ac.id',
    username: 'admin',
    password: 'Admin#2026demo',
    fullName: 'Administrator Fakultas',
    profile: { nomorInduk: '198001012005011001', phone: '081200000001' },
  },
  {
    role: 'koordinator',
    email: 'koordinator@demo.ac.id',
    username: 'koordinator',
    password: 'Koordinator#2026demo',
    fullName: 'Dr. Sri Mulyani, M.Kom.',
    profile: { nomorInduk: '0412078501', phone: '081200000002', prodi: 'IF' },
  },
  {
    role: 'dosen',
    email: 'dosen1@demo.ac.id',
    username: 'dosen1',
    password: 'Dosen#2026demo',
    fullName: 'Dr. Budi Santoso, M.Kom.',
    profile: { nomorInduk: '0401018001', phone: '081200000003', prodi: 'IF' },
    dosenIndex: 0,
  },
  {
    role: 'dosen',
    email: 'dosen2@demo.ac.id',
    username: 'dosen2',
    password: 'Dosen#2026demo',
    fullName: 'Siti Rahmawati, S.Kom., M.T.',
    profile: { nomorInduk: demoNidnOf(1), phone: '081200000004', prodi: 'IF' },
    dosenIndex: 1,
  },
  {
    role: 'dosen',
    email: 'dosen3@demo.ac.id',
    username: 'dosen3',
    password: 'Dosen#2026demo',
    fullName: 'Prof. Dr. Agus Wibowo, M.Sc.',
    profile: { nomorInduk: demoNidnOf(2), phone: '081200000005', prodi: 'IF' },
    dosenIndex: 2,
  },
  {
    role: 'client',
    email: 'mahasiswa@demo.ac.id',
    username: 'mahasiswa',
    password: 'Mahasiswa#2026demo',
    fullName: 'Rizky Pratama',
    profile: {
      nomorInduk: '2101010001',
      phone: '081300000001',
      prodi: 'IF',
      peminatan: 'IF-RPL',
      address: 'Jl. Merdeka No. 10, Bandung',
    },
  },
  {
    role: 'client',
    email: 'mahasiswa2@demo.ac.id',
    username: 'mahasiswa2',
    password: 'Mahasiswa#2026demo',
    fullName: 'Putri Ayu Lestari',
    profile: {},
  },
  {
    // passed their sidang already (seed/pengajuan.ts): the demo of the yudisium path
    role: 'client',
    email: 'mahasiswa3@demo.ac.id',
    username: 'mahasiswa3',
    password: 'Mahasiswa#2026demo',
    fullName: 'Dimas Saputra',
    profile: {
      nomorInduk: '2101010003',
      phone: '081300000003',
      prodi: 'IF',
      peminatan: 'IF-KB',
      address: 'Jl. Dago No. 21, Bandung',
    },
  },
  {
    // has a sidang scheduled in the coming week (seed/jadwal.ts): the demo of the schedule, reminders and calendar
    role: 'client',
    email: 'mahasiswa4@demo.ac.id',
    username: 'mahasiswa4',
    password: 'Mahasiswa#2026demo',
    fullName: 'Anisa Rahmadani',
    profile: {
      nomorInduk: '2101010004',
      phone: '081300000004',
      prodi: 'IF',
      peminatan: 'IF-RPL',
      address: 'Jl. Cihampelas No. 7, Bandung',
    },
  },
] as const;

/** NIDN of the i-th demo lecturer: 10 digits, unique; dosen1's is 0401018001. */
export function demoNidnOf(index: number): string {
  return String(401018001 + index * 1013).padStart(10, '0');
}
