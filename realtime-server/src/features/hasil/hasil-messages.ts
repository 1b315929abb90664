import type { Keputusan } from '@ujian/shared/hasil';
import type { MessageLocale } from '../notifikasi/messages';

/** Texts the hasil feature writes for people, in the reader's language. */
const texts: Record<
  MessageLocale,
  {
    keputusan: Record<Keputusan, string>;
    hasil: string;
    final: (judul: string, nilai: string, huruf: string, keputusan: string) => string;
    revisi: string;
    perubahan: string;
    requested: (judul: string, dosen: string) => string;
    approved: (judul: string, nilai: string, huruf: string) => string;
    rejected: (judul: string) => string;
    revisionApproved: (judul: string) => string;
    note: string;
    decision: string;
  }
> = {
  id: {
    keputusan: { lulus: 'Lulus', lulus_revisi: 'Lulus dengan revisi', tidak_lulus: 'Tidak lulus' },
    hasil: 'Hasil sidang',
    final: (j, n, h, k) => `“${j}”: nilai akhir ${n} (${h}), ${k}.`,
    revisi: 'Catatan revisi',
    perubahan: 'Perubahan nilai',
    requested: (j, d) => `Perubahan nilai ${d} untuk “${j}” menunggu persetujuan.`,
    approved: (j, n, h) => `Perubahan nilai untuk “${j}” disetujui: nilai akhir ${n} (${h}).`,
    rejected: (j) => `Perubahan nilai untuk “${j}” ditolak.`,
    revisionApproved: (j) => `Revisi “${j}” disetujui: kini Lulus.`,
    note: 'Catatan',
    decision: 'Keputusan',
  },
  en: {
    keputusan: { lulus: 'Passed', lulus_revisi: 'Passed with revisions', tidak_lulus: 'Not passed' },
    hasil: 'Defence result',
    final: (j, n, h, k) => `“${j}”: final score ${n} (${h}), ${k}.`,
    revisi: 'Revision notes',
    perubahan: 'Score change',
    requested: (j, d) => `A score change by ${d} for “${j}” awaits approval.`,
    approved: (j, n, h) => `The score change for “${j}” was approved: final score ${n} (${h}).`,
    rejected: (j) => `The score change for “${j}” was rejected.`,
    revisionApproved: (j) => `The revisions of “${j}” were approved: now Passed.`,
    note: 'Note',
    decision: 'Decision',
  },
  de: {
    keputusan: { lulus: 'Bestanden', lulus_revisi: 'Bestanden mit Überarbeitung', tidak_lulus: 'Nicht bestanden' },
    hasil: 'Prüfungsergebnis',
    final: (j, n, h, k) => `„${j}“: Endnote ${n} (${h}), ${k}.`,
    revisi: 'Überarbeitungshinweise',
    perubahan: 'Notenänderung',
    requested: (j, d) => `Eine Notenänderung von ${d} für „${j}“ wartet auf Genehmigung.`,
    approved: (j, n, h) => `Die Notenänderung für „${j}“ wurde genehmigt: Endnote ${n} (${h}).`,
    rejected: (j) => `Die Notenänderung für „${j}“ wurde abgelehnt.`,
    revisionApproved: (j) => `Die Überarbeitung von „${j}“ wurde angenommen: jetzt Bestanden.`,
    note: 'Hinweis',
    decision: 'Entscheidung',
  },
  fr: {
    keputusan: { lulus: 'Admis', lulus_revisi: 'Admis avec corrections', tidak_lulus: 'Ajourné' },
    hasil: 'Résultat de soutenance',
    final: (j, n, h, k) => `« ${j} » : note finale ${n} (${h}), ${k}.`,
    revisi: 'Corrections demandées',
    perubahan: 'Modification de note',
    requested: (j, d) => `Une modification de note de ${d} pour « ${j} » attend une validation.`,
    approved: (j, n, h) => `La modification de note pour « ${j} » a été validée : note finale ${n} (${h}).`,
    rejected: (j) => `La modification de note pour « ${j} » a été refusée.`,
    revisionApproved: (j) => `Les corrections de « ${j} » ont été validées : désormais Admis.`,
    note: 'Note',
    decision: 'Décision',
  },
  pt: {
    keputusan: { lulus: 'Aprovado', lulus_revisi: 'Aprovado com revisões', tidak_lulus: 'Reprovado' },
    hasil: 'Resultado da defesa',
    final: (j, n, h, k) => `“${j}”: nota final ${n} (${h}), ${k}.`,
    revisi: 'Notas de revisão',
    perubahan: 'Alteração de nota',
    requested: (j, d) => `Uma alteração de nota de ${d} para “${j}” aguarda aprovação.`,
    approved: (j, n, h) => `A alteração de nota para “${j}” foi aprovada: nota final ${n} (${h}).`,
    rejected: (j) => `A alteração de nota para “${j}” foi recusada.`,
    revisionApproved: (j) => `As revisões de “${j}” foram aprovadas: agora Aprovado.`,
    note: 'Observação',
    decision: 'Decisão',
  },
};

export function finalMessage(
  locale: MessageLocale,
  input: { judul: string; nilaiAkhir: string; huruf: string; keputusan: Keputusan; catatanRevisi: string | null },
) {
  const t = texts[locale];
  const k = t.keputusan[input.keputusan];
  const notes = input.catatanRevisi ? `\n${t.revisi}: ${input.catatanRevisi}` : '';
  return { title: `${t.hasil}: ${k}`, body: `${t.final(input.judul, input.nilaiAkhir, input.huruf, k)}${notes}` };
}

export function revisionApprovedMessage(locale: MessageLocale, judul: string) {
  const t = texts[locale];
  return { title: `${t.hasil}: ${t.keputusan.lulus}`, body: t.revisionApproved(judul) };
}

export function perubahanRequestedMessage(locale: MessageLocale, judul: string, dosen: string) {
  const t = texts[locale];
  return { title: t.perubahan, body: t.requested(judul, dosen) };
}

export function perubahanDecidedMessage(
  locale: MessageLocale,
  input: {
    judul: string;
    approved: boolean;
    nilaiAkhir: string | null;
    huruf: string | null;
    note: string | null;
    /** the new keputusan, when the change moved it */
    keputusan?: Keputusan | null;
  },
) {
  const t = texts[locale];
  const body = input.approved
    ? t.approved(input.judul, input.nilaiAkhir ?? '-', input.huruf ?? '-')
    : t.rejected(input.judul);
  const decision = input.keputusan ? `\n${t.decision}: ${t.keputusan[input.keputusan]}` : '';
  return { title: t.perubahan, body: `${body}${decision}${input.note ? `\n${t.note}: ${input.note}` : ''}` };
}
