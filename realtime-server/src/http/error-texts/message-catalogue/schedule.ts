import { dateMessages } from '@ujian/shared/dates';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import type { CatalogueEntry } from './entry';

/** The texts of the shared messages of dates and lecturer availability. */
export const scheduleTexts: CatalogueEntry[] = [
  [
    dateMessages.date,
    {
      id: 'Gunakan tanggal kalender yang benar (YYYY-MM-DD) antara tahun 1900 dan 2999.',
      de: 'Bitte ein echtes Kalenderdatum (JJJJ-MM-TT) zwischen 1900 und 2999 angeben.',
      fr: 'Indiquez une date réelle du calendrier (AAAA-MM-JJ) entre 1900 et 2999.',
      pt: 'Use uma data real do calendário (AAAA-MM-DD) entre 1900 e 2999.',
    },
  ],
  [
    dateMessages.time,
    {
      id: 'Gunakan jam yang benar (JJ:MM, dari 00:00 sampai 23:59).',
      de: 'Bitte eine echte Uhrzeit angeben (HH:MM, von 00:00 bis 23:59).',
      fr: 'Indiquez une heure réelle (HH:MM, de 00:00 à 23:59).',
      pt: 'Use um horário real (HH:MM, de 00:00 a 23:59).',
    },
  ],
  [
    dateMessages.datetime,
    {
      id: 'Gunakan tanggal dan jam yang benar beserta zona waktunya (mis. 2026-03-02T08:00:00+07:00), antara tahun 1900 dan 2999.',
      de: 'Bitte ein echtes Datum mit Uhrzeit und Zeitzonenversatz angeben (z. B. 2026-03-02T08:00:00+07:00), zwischen 1900 und 2999.',
      fr: 'Indiquez une date et une heure réelles avec leur décalage (p. ex. 2026-03-02T08:00:00+07:00), entre 1900 et 2999.',
      pt: 'Use uma data e hora reais com o fuso (ex.: 2026-03-02T08:00:00+07:00), entre 1900 e 2999.',
    },
  ],
  [
    ketersediaanMessages.atMost24h,
    {
      id: 'Satu blok paling lama 24 jam.',
      de: 'Ein Block dauert höchstens 24 Stunden.',
      fr: 'Un bloc dure au plus 24 heures.',
      pt: 'Um bloqueio dura no máximo 24 horas.',
    },
  ],
  [
    ketersediaanMessages.repeatBeforeStart,
    {
      id: 'Pengulangan berakhir sebelum hari pertama.',
      de: 'Die Wiederholung endet vor dem ersten Tag.',
      fr: 'La répétition se termine avant le premier jour.',
      pt: 'A repetição termina antes do primeiro dia.',
    },
  ],
  [
    ketersediaanMessages.repeatTooLong,
    {
      id: 'Pengulangan mingguan berakhir paling lambat 366 hari setelah hari pertama.',
      de: 'Eine wöchentliche Wiederholung endet höchstens 366 Tage nach dem ersten Tag.',
      fr: 'Une répétition hebdomadaire se termine au plus 366 jours après le premier jour.',
      pt: 'Uma repetição semanal termina no máximo 366 dias após o primeiro dia.',
    },
  ],
  [
    ketersediaanMessages.rangeReversed,
    {
      id: 'Akhir rentang sebelum awalnya.',
      de: 'Das Ende des Zeitraums liegt vor seinem Beginn.',
      fr: 'La fin de la période précède son début.',
      pt: 'O fim do período é anterior ao início.',
    },
  ],
  [
    ketersediaanMessages.rangeTooLong,
    {
      id: 'Rentang paling panjang 366 hari.',
      de: 'Der Zeitraum umfasst höchstens 366 Tage.',
      fr: 'La période couvre au plus 366 jours.',
      pt: 'O período abrange no máximo 366 dias.',
    },
  ],
  [
    ketersediaanMessages.dosenRequired,
    {
      id: 'Pilih dosennya.',
      de: 'Bitte wählen Sie die Lehrperson.',
      fr: 'Choisissez l’enseignant.',
      pt: 'Escolha o docente.',
    },
  ],
  [
    ketersediaanMessages.dosenUnknown,
    {
      id: 'Dosen ini tidak ada.',
      de: 'Diese Lehrperson existiert nicht.',
      fr: 'Cet enseignant n’existe pas.',
      pt: 'Este docente não existe.',
    },
  ],
  [
    ketersediaanMessages.notYours,
    {
      id: 'Anda tidak boleh mengubah ketersediaan dosen ini.',
      de: 'Sie dürfen die Verfügbarkeit dieser Lehrperson nicht ändern.',
      fr: 'Vous ne pouvez pas modifier la disponibilité de cet enseignant.',
      pt: 'Você não pode alterar a disponibilidade deste docente.',
    },
  ],
  [
    ketersediaanMessages.noAccount,
    {
      id: 'Dosen ini tidak punya akun portal untuk dimintai.',
      de: 'Diese Lehrperson hat kein Portalkonto, über das sie gefragt werden kann.',
      fr: 'Cet enseignant n’a pas de compte sur le portail pour être sollicité.',
      pt: 'Este docente não tem conta no portal para receber o pedido.',
    },
  ],
  [
    ketersediaanMessages.endAfterStart,
    {
      id: 'Akhir harus setelah awal.',
      de: 'Das Ende muss nach dem Beginn liegen.',
      fr: 'La fin doit être après le début.',
      pt: 'O fim deve ser depois do início.',
    },
  ],
];
