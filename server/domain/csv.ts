/** Spreadsheet downloads for admins. */
import { stringify } from 'csv-stringify/sync';
import { translate, type Locale, type MessageKey } from '../i18n';

/**
 * CSV that spreadsheet programs open as intended: a BOM so they read UTF-8 (Chinese names), and
 * cells that begin with = + - @ escaped so a team name is never run as a formula.
 */
export function toCsv(header: string[], records: (string | number)[][]): string {
  return stringify([header, ...records], { bom: true, escape_formulas: true });
}

/** Column titles in the reader's language (`csv.<column>` in server/i18n.ts). */
export const csvHeader = (locale: Locale, columns: string[]) =>
  columns.map((column) => translate(locale, `csv.${column}` as MessageKey));
