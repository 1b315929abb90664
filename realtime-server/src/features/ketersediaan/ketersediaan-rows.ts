import type { KetersediaanRow } from '@ujian/shared/ketersediaan';
import type { ketersediaan } from '../../db/schema/ketersediaan';
import { jakartaIso } from '../../lib/jakarta-time';

export function ketersediaanDto(r: typeof ketersediaan.$inferSelect): KetersediaanRow {
  return {
    uuid: r.uuid,
    dosenUuid: r.dosenUuid,
    mulai: jakartaIso(r.mulai) as string,
    selesai: jakartaIso(r.selesai) as string,
    mingguanSampai: r.mingguanSampai,
    catatan: r.catatan,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  };
}
