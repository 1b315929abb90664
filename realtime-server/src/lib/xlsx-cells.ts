import type { WorksheetViewFrozen } from 'exceljs';
import { jakartaWallClock } from './jakarta-time';

/**
 * ExcelJS, loaded on the first workbook rather than at start: loading it costs more CPU than the rest
 * of a server start on an existing data dir.
 */
export async function loadExcelJS() {
  return (await import('exceljs')).default;
}

/** ISO display formats, read the same in every language of the portal. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const TIME_FORMAT = 'hh:mm';

/** Every sheet keeps its header row in view while scrolling. */
export const frozenHeader: WorksheetViewFrozen[] = [{ state: 'frozen', ySplit: 1 }];

/**
 * An instant as the Jakarta date and time a date cell shows. Excel cells carry no time zone: a date
 * cell shows the clock time it is given, and ExcelJS writes a JS Date by its UTC fields, so a Jakarta
 * moment is handed over as Jakarta's wall clock in UTC fields; a submission at 06:30 WIB then shows
 * that day and 06:30, not the previous day at 23:30.
 */
export function jakartaCell(instant: Date): Date;
export function jakartaCell(instant: Date | null | undefined): Date | null;
export function jakartaCell(instant: Date | null | undefined): Date | null {
  return instant ? jakartaWallClock(instant) : null;
}

/** A calendar date (`YYYY-MM-DD`) or a wall-clock time with offset (`…T10:00:00+07:00`) as a date cell. */
export function wallClockCell(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  return new Date(iso.length <= 10 ? `${iso}T00:00:00Z` : `${iso.slice(0, 19)}Z`);
}
