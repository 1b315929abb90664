import type { Db } from '../../db/client';
import type { MessageLocale } from '../notifikasi/messages';
import { type NotifyDeps, notify } from '../notifikasi/notify';

/** Where a student reads their results: the scoring and score-change pages are the examiners' and staff's. */
export const STUDENT_RESULTS_LINK = '/hasil-sidang';

/**
 * Tells the people of one result about it in their language: the student with a link to their results,
 * everyone else with `link` (the page they may open).
 */
export async function notifyResult(
  tx: Db,
  deps: NotifyDeps,
  people: { studentId: number; others: readonly number[] },
  link: string,
  localized: (locale: MessageLocale) => { title: string; body: string },
): Promise<void> {
  const { studentId } = people;
  await notify(tx, deps, [studentId], { topic: 'hasil', link: STUDENT_RESULTS_LINK, localized });
  const others = people.others.filter((id) => id !== studentId);
  await notify(tx, deps, others, { topic: 'hasil', link, localized });
}
