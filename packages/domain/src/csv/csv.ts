import { onFirstUse } from '../intl/on-first-use';
/**
 * CSV for spreadsheets in Spanish locales (es-CO): Excel there splits a line on `;` and reads `,` as the decimal
 * mark, so a comma-separated file opens as one column. One writer for every CSV the product gives out.
 */
export const CSV_SEPARATOR = ';';

export type CsvCell = string | number | null | undefined;

const DECIMAL = onFirstUse(
  () => new Intl.NumberFormat('es-CO', { useGrouping: false, maximumFractionDigits: 4 }),
);

/** A number as Excel in Spanish reads it (no grouping, decimal comma); quoting and a formula guard for text. */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : DECIMAL().format(value);
  // A leading apostrophe keeps a spreadsheet from running a cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines as they are (a title line, a blank line between tables): the file a spreadsheet opens. */
export function toCsvLines(lines: readonly (readonly CsvCell[])[]): string {
  // The byte-order mark makes spreadsheets read the accents (Nómina, Gómez) as UTF-8.
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** A header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return toCsvLines([header, ...rows]);
}
