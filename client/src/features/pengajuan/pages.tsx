import { PengajuanFormPage } from './PengajuanFormPage';
import { PengajuanViewPage } from './PengajuanViewPage';

/** The route table's screens (app/routes.tsx picks named exports). */
export const PengajuanSidangFormPage = () => <PengajuanFormPage kind="sidang" />;
export const PengajuanYudisiumFormPage = () => <PengajuanFormPage kind="yudisium" />;
export const PengajuanSidangViewPage = () => <PengajuanViewPage kind="sidang" admin={false} />;
export const PengajuanYudisiumViewPage = () => <PengajuanViewPage kind="yudisium" admin={false} />;
export const PengajuanSidangAdminPage = () => <PengajuanViewPage kind="sidang" admin />;
export const PengajuanYudisiumAdminPage = () => <PengajuanViewPage kind="yudisium" admin />;
