import { intlLocale } from '../../../lib/intl-locale';
import type { MessageLocale } from '../../notifikasi/messages';
import { sidangWhen } from '../../notifikasi/sidang-when';
import type { Repair, RepairKind } from './auto-types';

/** What a repair's words name, looked up by the ids it carries. */
export type RepairNames = {
  dosen: (uuid: string) => string | undefined;
  ruangan: (uuid: string) => string | undefined;
  /** a block's real times (ISO or epoch ms) */
  block: (uuid: string) => { mulai: string | number; selesai: string | number } | undefined;
};

type Words = { name: string; when: string; day: string; room: string };

const texts: Record<MessageLocale, Record<RepairKind, (w: Words) => string>> = {
  id: {
    FREE_PERSON: (w) =>
      `${w.name} berhalangan (${w.when}): hapus atau pindahkan blok itu agar sidang ini dapat dijadwalkan.`,
    ADD_DAY: (w) => `Tambahkan ${w.day} ke rentang tanggal agar sidang ini dapat dijadwalkan.`,
    ADD_ROOM: (w) => `Tambahkan ruangan ${w.room} agar sidang ini dapat dijadwalkan.`,
    OTHER_EXAMINER: (w) => `Izinkan ${w.name}, di luar penguji yang dipilih, agar sidang ini dapat dijadwalkan.`,
    RAISE_LOAD: (w) => `Izinkan ${w.name} satu sidang lagi per hari agar sidang ini dapat dijadwalkan.`,
  },
  en: {
    FREE_PERSON: (w) => `${w.name} is busy (${w.when}): drop or move that block and this sidang can be planned.`,
    ADD_DAY: (w) => `Add ${w.day} to the dates and this sidang can be planned.`,
    ADD_ROOM: (w) => `Add the room ${w.room} and this sidang can be planned.`,
    OTHER_EXAMINER: (w) => `Allow ${w.name}, outside the chosen examiners, and this sidang can be planned.`,
    RAISE_LOAD: (w) => `Allow ${w.name} one more sidang a day and this sidang can be planned.`,
  },
  de: {
    FREE_PERSON: (w) =>
      `${w.name} ist verhindert (${w.when}): Wird dieser Block entfernt oder verschoben, lässt sich diese Sidang planen.`,
    ADD_DAY: (w) => `Nehmen Sie ${w.day} in die Termine auf, dann lässt sich diese Sidang planen.`,
    ADD_ROOM: (w) => `Nehmen Sie den Raum ${w.room} hinzu, dann lässt sich diese Sidang planen.`,
    OTHER_EXAMINER: (w) =>
      `Lassen Sie ${w.name} zu, auch außerhalb der gewählten Prüfenden, dann lässt sich diese Sidang planen.`,
    RAISE_LOAD: (w) => `Erlauben Sie ${w.name} eine Sidang mehr pro Tag, dann lässt sich diese Sidang planen.`,
  },
  fr: {
    FREE_PERSON: (w) =>
      `${w.name} est indisponible (${w.when}) : supprimez ou déplacez ce créneau et cette sidang pourra être planifiée.`,
    ADD_DAY: (w) => `Ajoutez le ${w.day} aux dates et cette sidang pourra être planifiée.`,
    ADD_ROOM: (w) => `Ajoutez la salle ${w.room} et cette sidang pourra être planifiée.`,
    OTHER_EXAMINER: (w) => `Autorisez ${w.name}, hors des examinateurs choisis, et cette sidang pourra être planifiée.`,
    RAISE_LOAD: (w) =>
      `Autorisez ${w.name} à siéger à une sidang de plus par jour et cette sidang pourra être planifiée.`,
  },
  pt: {
    FREE_PERSON: (w) =>
      `${w.name} está indisponível (${w.when}): remova ou mova esse bloqueio e esta sidang poderá ser agendada.`,
    ADD_DAY: (w) => `Inclua ${w.day} nas datas e esta sidang poderá ser agendada.`,
    ADD_ROOM: (w) => `Inclua a sala ${w.room} e esta sidang poderá ser agendada.`,
    OTHER_EXAMINER: (w) => `Permita ${w.name}, fora dos examinadores escolhidos, e esta sidang poderá ser agendada.`,
    RAISE_LOAD: (w) => `Permita a ${w.name} uma sidang a mais por dia e esta sidang poderá ser agendada.`,
  },
};

/** "Kamis, 3 Desember 2026": a calendar day as each language writes it. */
export function dayText(locale: MessageLocale, tanggal: string): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${tanggal}T00:00:00Z`));
}

/** A repair in words, in `locale`: the one place its message is written (the run's and each reader's). */
export function repairText(locale: MessageLocale, repair: Omit<Repair, 'message'>, names: RepairNames): string {
  const blockUuid = repair.externalUuid ?? repair.ketersediaanUuid;
  const block = blockUuid ? names.block(blockUuid) : undefined;
  const words: Words = {
    name: (repair.dosenUuid && names.dosen(repair.dosenUuid)) || '?',
    when: block ? sidangWhen(locale, new Date(block.mulai), new Date(block.selesai)) : '?',
    day: repair.tanggal ? dayText(locale, repair.tanggal) : '?',
    room: (repair.ruanganUuid && names.ruangan(repair.ruanganUuid)) || '?',
  };
  return texts[locale][repair.kind](words);
}
