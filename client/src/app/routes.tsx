import type { Action, Subject } from '@ujian/shared/ability';
import { type LazyPage, lazyPage } from '../lib/lazy-page';

/** Spec section 2/6: every route carries a resource and an action; auth and misc screens are full-page. */
export type RouteMeta = {
  resource: Subject;
  action: Action;
  layout?: 'full';
  /** Auth screens: a signed-in user is sent to their home instead. */
  redirectIfLoggedIn?: boolean;
  /** Misc screens every visitor may see whatever their rules say (else not-authorized could loop). */
  public?: boolean;
};

export type NavGroupKey =
  | 'dashboard'
  | 'pengajuan'
  | 'jadwal'
  | 'rekapitulasi'
  | 'dokumen'
  | 'admin'
  | 'master'
  | 'akun';

/**
 * A menu entry; `label` is a key in the `common` namespace. `labelIf`: another label for the visitors
 * who may do that (a staff member sees the screen as everyone's, a dosen as their own).
 */
export type NavEntry = {
  group: NavGroupKey;
  label: string;
  labelIf?: { action: Action; subject: Subject; label: string };
};

export type PageRoute = {
  path: string;
  meta: RouteMeta;
  /** The screen, code-split (React.lazy). */
  Page: LazyPage;
  nav?: NavEntry;
};
export type RedirectRoute = { path: string; redirectTo: string };
export type AppRoute = PageRoute | RedirectRoute;

export const isPageRoute = (route: AppRoute): route is PageRoute => 'meta' in route;

// Namespaces several screens share (app/screen-namespaces.test.ts holds each screen's list to its code).
const HASIL_NS = ['hasil', 'master'] as const;
const ADMIN_NS = ['admin', 'master'] as const;
const PENGAJUAN_NS = ['pengajuan', 'admin', 'master'] as const;
const DAFTAR_NS = ['pengajuan', 'master'] as const;

const HasilListPage = lazyPage(() => import('../features/hasil/HasilListPage'), 'HasilListPage', HASIL_NS);
const HasilEditPage = lazyPage(() => import('../features/hasil/HasilEditPage'), 'HasilEditPage', HASIL_NS);
const PerubahanListPage = lazyPage(() => import('../features/hasil/PerubahanPages'), 'PerubahanListPage', HASIL_NS);
const PerubahanDetailPage = lazyPage(() => import('../features/hasil/PerubahanPages'), 'PerubahanDetailPage', HASIL_NS);
// The sign-in screens' strings come with their code, not one round trip after it.
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage', ['auth']);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage', ['auth']);
const RedirectingPage = lazyPage(() => import('../features/auth/RedirectingPage'), 'RedirectingPage', ['auth']);
const AccessControlPage = lazyPage(() => import('../features/access-control/AccessControlPage'), 'AccessControlPage', [
  'access',
  'auth',
]);
const StudentHomePage = lazyPage(() => import('../features/home/StudentHomePage'), 'StudentHomePage', [
  'dashboard',
  'pengajuan',
]);
const DashboardAnalyticsPage = lazyPage(
  () => import('../features/dashboard/DashboardAnalyticsPage'),
  'DashboardAnalyticsPage',
  ['dashboard', 'access', 'auth', 'pengajuan', 'jadwal', 'hasil'],
);
const AccountSettingPage = lazyPage(
  () => import('../features/account-setting/AccountSettingPage'),
  'AccountSettingPage',
  ['account', 'auth', 'master'],
);
const Error404Page = lazyPage(() => import('../features/misc/Error404Page'), 'Error404Page', ['misc']);
const NotAuthorizedPage = lazyPage(() => import('../features/misc/NotAuthorizedPage'), 'NotAuthorizedPage', ['misc']);
const SuratListPage = lazyPage(() => import('../features/surat/SuratListPage'), 'SuratListPage', ['surat']);
const NotaDinasPage = lazyPage(() => import('../features/surat/NotaDinasPage'), 'NotaDinasPage', ['surat']);
const VerifikasiSuratPage = lazyPage(() => import('../features/surat/VerifikasiSuratPage'), 'VerifikasiSuratPage', [
  'surat',
]);
const PengaturanPage = lazyPage(() => import('../features/surat/PengaturanPage'), 'PengaturanPage', ['surat']);
const ComingSoonPage = lazyPage(() => import('../features/misc/ComingSoonPage'), 'ComingSoonPage', ['misc']);
const UnderMaintenancePage = lazyPage(() => import('../features/misc/UnderMaintenancePage'), 'UnderMaintenancePage', [
  'misc',
]);
const MiscErrorPage = lazyPage(() => import('../features/misc/MiscErrorPage'), 'MiscErrorPage', ['misc']);

const MasterListPage = lazyPage(() => import('../features/master/MasterListPage'), 'MasterListPage', [
  'master',
  'hasil',
]);
const MasterDetailPage = lazyPage(() => import('../features/master/MasterDetailPage'), 'MasterDetailPage', ['master']);
const PenggunaListPage = lazyPage(() => import('../features/pengguna/PenggunaListPage'), 'PenggunaListPage', [
  'admin',
  'master',
  'auth',
]);
const PenggunaDaftarBaruPage = lazyPage(
  () => import('../features/pengguna/PenggunaDaftarBaruPage'),
  'PenggunaDaftarBaruPage',
  ADMIN_NS,
);
const PenggunaEditPage = lazyPage(() => import('../features/pengguna/PenggunaEditPage'), 'PenggunaEditPage', ADMIN_NS);
const HakAksesListPage = lazyPage(() => import('../features/hak-akses/HakAksesListPage'), 'HakAksesListPage', ADMIN_NS);
const HakAksesEditPage = lazyPage(() => import('../features/hak-akses/HakAksesEditPage'), 'HakAksesEditPage', [
  'admin',
  'master',
  'access',
]);
const SyncDosenPage = lazyPage(() => import('../features/sync-dosen/SyncDosenPage'), 'SyncDosenPage', ADMIN_NS);

const NotifikasiPage = lazyPage(() => import('../features/notifikasi/NotifikasiPage'), 'NotifikasiPage');
const EmailLogPage = lazyPage(() => import('../features/notifikasi-email/EmailLogPage'), 'EmailLogPage');
const EmailLogDetailPage = lazyPage(
  () => import('../features/notifikasi-email/EmailLogDetailPage'),
  'EmailLogDetailPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
  ['auth'],
);
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/ResetPasswordPage'), 'ResetPasswordPage', [
  'auth',
]);
const VerifyEmailPage = lazyPage(() => import('../features/password-reset/VerifyEmailPage'), 'VerifyEmailPage', [
  'auth',
]);

const PengajuanSidangFormPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanSidangFormPage',
  PENGAJUAN_NS,
);
const PengajuanSidangViewPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanSidangViewPage',
  PENGAJUAN_NS,
);
const PengajuanSidangAdminPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanSidangAdminPage',
  PENGAJUAN_NS,
);
const PengajuanYudisiumFormPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanYudisiumFormPage',
  PENGAJUAN_NS,
);
const PengajuanYudisiumViewPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanYudisiumViewPage',
  PENGAJUAN_NS,
);
const PengajuanYudisiumAdminPage = lazyPage(
  () => import('../features/pengajuan/pages'),
  'PengajuanYudisiumAdminPage',
  PENGAJUAN_NS,
);
const DaftarSidangPage = lazyPage(() => import('../features/daftar/DaftarPage'), 'DaftarSidangPage', DAFTAR_NS);
const DaftarYudisiumPage = lazyPage(() => import('../features/daftar/DaftarPage'), 'DaftarYudisiumPage', DAFTAR_NS);
const JadwalPage = lazyPage(() => import('../features/jadwal/JadwalPage'), 'JadwalPage', [
  'jadwal',
  'jadwalAuto',
  'master',
]);
const JadwalDetailPage = lazyPage(() => import('../features/jadwal/JadwalDetailPage'), 'JadwalDetailPage', [
  'jadwal',
  'master',
]);
const KetersediaanPage = lazyPage(() => import('../features/ketersediaan/KetersediaanPage'), 'KetersediaanPage', [
  'ketersediaan',
  'master',
]);
const KetersediaanRingkasanPage = lazyPage(() => import('../features/ketersediaan/RingkasanPage'), 'RingkasanPage', [
  'ketersediaan',
]);
const RekapJadwalSidangPage = lazyPage(
  () => import('../features/rekap/RekapJadwalSidangPage'),
  'RekapJadwalSidangPage',
  ['jadwal', 'master'],
);
const PayrollPage = lazyPage(() => import('../features/payroll/PayrollPage'), 'PayrollPage', ['payroll', 'master']);
const RekapPengajuanSidangPage = lazyPage(
  () => import('../features/rekap/RekapPengajuanSidangPage'),
  'RekapPengajuanSidangPage',
  DAFTAR_NS,
);

const auth: RouteMeta = { resource: 'Auth', action: 'read', layout: 'full', redirectIfLoggedIn: true };
const misc: RouteMeta = { resource: 'Auth', action: 'read', layout: 'full', public: true };
const read = (resource: Subject): RouteMeta => ({ resource, action: 'read' });

/** List + detail routes of one master (spec: "each a list plus a detail /{uuid}"). */
function master(name: Subject & string): PageRoute[] {
  return [
    { path: `/${name}`, meta: read(name), Page: MasterListPage, nav: { group: 'master', label: `menu.${name}` } },
    { path: `/${name}/:uuid`, meta: read(name), Page: MasterDetailPage },
  ];
}

/** The product's full route table (spec section 2; template demo routes are not product screens). */
export const routes: AppRoute[] = [
  { path: '/', redirectTo: '/dashboard/analytics' },

  // Account and dashboard
  {
    // the applicant's landing page: their own pengajuan, next sidang and result
    path: '/home',
    meta: { resource: 'pengajuan-sidang', action: 'create' },
    Page: StudentHomePage,
    nav: { group: 'dashboard', label: 'menu.home' },
  },
  {
    path: '/dashboard/analytics',
    meta: read('dashboard'),
    Page: DashboardAnalyticsPage,
    nav: { group: 'dashboard', label: 'menu.dashboard' },
  },
  {
    path: '/pages/account-setting',
    meta: { resource: 'account-setting', action: 'manage' },
    Page: AccountSettingPage,
    nav: { group: 'akun', label: 'menu.accountSetting' },
  },
  {
    path: '/account/reset/:token',
    meta: { resource: 'Auth', action: 'read', layout: 'full' },
    Page: ResetPasswordPage,
  },
  { path: '/account/verify', meta: { resource: 'Auth', action: 'read', layout: 'full' }, Page: VerifyEmailPage },
  { path: '/account/verify/:token', meta: { resource: 'Auth', action: 'read', layout: 'full' }, Page: VerifyEmailPage },
  {
    path: '/notifikasi',
    // every signed-in user holds `manage account-setting` (their own account), so all see their inbox
    meta: { resource: 'account-setting', action: 'manage' },
    Page: NotifikasiPage,
    nav: { group: 'akun', label: 'menu.notifikasi' },
  },

  // Submissions
  {
    path: '/pengajuan-sidang/baru',
    meta: { resource: 'pengajuan-sidang', action: 'create' },
    Page: PengajuanSidangFormPage,
    nav: { group: 'pengajuan', label: 'menu.pengajuanSidangBaru' },
  },
  {
    path: '/pengajuan-sidang/edit/:uuid',
    meta: { resource: 'pengajuan-sidang', action: 'edit' },
    Page: PengajuanSidangFormPage,
  },
  {
    path: '/pengajuan-sidang/readonly/:uuid',
    meta: { resource: 'pengajuan-sidang', action: 'readonly' },
    Page: PengajuanSidangViewPage,
  },
  {
    path: '/pengajuan-sidang/readonly/admin/:uuid',
    meta: { resource: 'pengajuan-sidang', action: 'readonly' },
    Page: PengajuanSidangAdminPage,
  },
  {
    path: '/pengajuan-yudisium/baru',
    meta: { resource: 'yudisium', action: 'create' },
    Page: PengajuanYudisiumFormPage,
    nav: { group: 'pengajuan', label: 'menu.pengajuanYudisiumBaru' },
  },
  {
    path: '/pengajuan-yudisium/edit/:uuid',
    meta: { resource: 'yudisium', action: 'update' },
    Page: PengajuanYudisiumFormPage,
  },
  { path: '/pengajuan-yudisium/readonly/:uuid', meta: read('yudisium'), Page: PengajuanYudisiumViewPage },
  { path: '/pengajuan-yudisium/readonly/admin/:uuid', meta: read('yudisium'), Page: PengajuanYudisiumAdminPage },
  {
    path: '/daftar-sidang',
    meta: read('daftar-list-sidang'),
    Page: DaftarSidangPage,
    nav: { group: 'pengajuan', label: 'menu.daftarSidang' },
  },
  {
    path: '/daftar-yudisium',
    meta: read('daftar-list-sidang'),
    Page: DaftarYudisiumPage,
    nav: { group: 'pengajuan', label: 'menu.daftarYudisium' },
  },

  // Schedules and results
  {
    path: '/jadwal-sidang',
    meta: read('jadwal-sidang'),
    Page: JadwalPage,
    nav: { group: 'jadwal', label: 'menu.jadwalSidang' },
  },
  { path: '/jadwal-sidang/:uuid', meta: { resource: 'jadwal-sidang', action: 'manage' }, Page: JadwalDetailPage },
  {
    path: '/ketersediaan',
    meta: read('ketersediaan'),
    Page: KetersediaanPage,
    // the page's own test: a staff member picks a dosen, a dosen sees their own week
    nav: {
      group: 'jadwal',
      label: 'menu.ketersediaan',
      labelIf: { action: 'read', subject: 'rekapitulasi-jadwal-sidang', label: 'menu.ketersediaanDosen' },
    },
  },
  {
    path: '/ketersediaan/ringkasan',
    meta: read('rekapitulasi-jadwal-sidang'),
    Page: KetersediaanRingkasanPage,
    nav: { group: 'jadwal', label: 'menu.ketersediaanRingkasan' },
  },
  {
    path: '/hasil-sidang',
    meta: read('hasil-sidang'),
    Page: HasilListPage,
    nav: { group: 'jadwal', label: 'menu.hasilSidang' },
  },
  { path: '/hasil-sidang-edit/:uuid', meta: { resource: 'hasil-sidang', action: 'edit' }, Page: HasilEditPage },
  {
    path: '/hasil-sidang-edit/perubahan-nilai/:uuid',
    // the requester and the examiner read their own request; the server decides which rows are visible
    meta: read('hasil-sidang'),
    Page: PerubahanDetailPage,
  },
  { path: '/perubahan-nilai', meta: read('hasil-sidang'), Page: PerubahanListPage },

  // Recaps
  {
    path: '/rekapitulasi-pengajuan-sidang',
    meta: read('rekapitulasi-pengajuan-sidang'),
    Page: RekapPengajuanSidangPage,
    nav: { group: 'rekapitulasi', label: 'menu.rekapitulasiPengajuanSidang' },
  },
  {
    path: '/rekapitulasi-jadwal-sidang',
    meta: read('rekapitulasi-jadwal-sidang'),
    Page: RekapJadwalSidangPage,
    nav: { group: 'rekapitulasi', label: 'menu.rekapitulasiJadwalSidang' },
  },
  {
    path: '/rekapitulasi-payroll',
    meta: read('rekapitulasi-payroll'),
    Page: PayrollPage,
    nav: { group: 'rekapitulasi', label: 'menu.rekapitulasiPayroll' },
  },

  // Documents and mail
  {
    path: '/surat-tugas',
    meta: read('surat-tugas'),
    Page: SuratListPage,
    nav: { group: 'dokumen', label: 'menu.suratTugas' },
  },
  {
    path: '/surat-tugas-pembimbing',
    meta: read('surat-tugas-pembimbing'),
    Page: SuratListPage,
    nav: { group: 'dokumen', label: 'menu.suratTugasPembimbing' },
  },
  {
    path: '/nota-dinas',
    meta: read('nota-dinas'),
    Page: NotaDinasPage,
    nav: { group: 'dokumen', label: 'menu.notaDinas' },
  },
  { path: '/sktmt', meta: read('sktmt'), Page: SuratListPage, nav: { group: 'dokumen', label: 'menu.sktmt' } },
  {
    path: '/notifikasi-email',
    meta: read('notifikasi-email'),
    Page: EmailLogPage,
    nav: { group: 'dokumen', label: 'menu.notifikasiEmail' },
  },
  // Spec section 6: editing a mail notification needs manage on all.
  { path: '/notifikasi-email/:uuid', meta: { resource: 'all', action: 'manage' }, Page: EmailLogDetailPage },

  // Administration
  {
    path: '/pengguna',
    meta: read('pengguna'),
    Page: PenggunaListPage,
    nav: { group: 'admin', label: 'menu.pengguna' },
  },
  { path: '/pengguna-daftar-baru', meta: read('pengguna'), Page: PenggunaDaftarBaruPage },
  { path: '/pengguna-edit/:id', meta: read('pengguna'), Page: PenggunaEditPage },
  {
    path: '/hak-akses',
    meta: read('hak-akses'),
    Page: HakAksesListPage,
    nav: { group: 'admin', label: 'menu.hakAkses' },
  },
  { path: '/hak-akses/edit/:id', meta: { resource: 'hak-akses', action: 'edit' }, Page: HakAksesEditPage },
  {
    path: '/access-control',
    // a diagnostic of the raw rules for administrators, not a screen for applicants
    meta: { resource: 'all', action: 'manage' },
    Page: AccessControlPage,
    nav: { group: 'akun', label: 'menu.accessControl' },
  },
  {
    path: '/pengaturan',
    meta: { resource: 'pengaturan', action: 'manage' },
    Page: PengaturanPage,
    nav: { group: 'admin', label: 'menu.pengaturan' },
  },
  {
    path: '/sync-dosen',
    meta: read('sync-dosen'),
    Page: SyncDosenPage,
    nav: { group: 'admin', label: 'menu.syncDosen' },
  },
  {
    path: '/periode-ujian',
    meta: read('periode-ujian'),
    Page: MasterListPage,
    nav: { group: 'admin', label: 'menu.periode-ujian' },
  },
  { path: '/periode-ujian/:uuid', meta: read('periode-ujian'), Page: MasterDetailPage },

  // Master data
  ...master('dosen'),
  ...master('jenjang'),
  ...master('prodi'),
  ...master('peminatan'),
  ...master('program'),
  ...master('ruangan'),
  ...master('jadwal-external-umum'),
  ...master('waktu-ujian'),
  ...master('status-hasil-sidang'),
  ...master('status-jadwal-sidang'),
  ...master('status-pengajuan-sidang'),
  ...master('proses-persidangan'),
  ...master('jenis-berkas'),
  ...master('komponen-nilai'),
  ...master('skala-nilai'),
  ...master('tarif-honorarium'),

  // Authentication (full layout, away when signed in)
  { path: '/login', meta: auth, Page: LoginPage },
  { path: '/redirecting', meta: auth, Page: RedirectingPage },
  { path: '/register', meta: auth, Page: RegisterPage },
  { path: '/forgot-password', meta: auth, Page: ForgotPasswordPage },
  { path: '/pages/authentication/reset-password/:token', meta: auth, Page: ResetPasswordPage },
  { path: '/pages/authentication/reset-password-v2', meta: auth, Page: ForgotPasswordPage },

  // Public: the QR on a letter leads here, no sign-in
  { path: '/verifikasi-surat/:kode', meta: misc, Page: VerifikasiSuratPage },

  // Miscellaneous
  { path: '/error-404', meta: misc, Page: Error404Page },
  { path: '/not-authorized', meta: misc, Page: NotAuthorizedPage },
  { path: '/coming-soon', meta: misc, Page: ComingSoonPage },
  { path: '/under-maintenance', meta: misc, Page: UnderMaintenancePage },
  { path: '/misc-error', meta: misc, Page: MiscErrorPage },
];

/** Unknown paths (spec section 2). */
export const NOT_FOUND_PATH = '/error-404';
