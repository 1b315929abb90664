import {
  type Icon,
  IconCalendarEvent,
  IconChartBar,
  IconDatabase,
  IconFileText,
  IconGauge,
  IconMail,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import type { NavGroupKey } from '../routes';

export const navGroupIcons: Record<NavGroupKey, Icon> = {
  dashboard: IconGauge,
  pengajuan: IconFileText,
  jadwal: IconCalendarEvent,
  rekapitulasi: IconChartBar,
  dokumen: IconMail,
  admin: IconShieldLock,
  master: IconDatabase,
  akun: IconUser,
};
