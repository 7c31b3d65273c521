/** RFC 4180 quoting, and a leading apostrophe so a spreadsheet never runs a cell as a formula. */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file for spreadsheets: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  // The byte-order mark makes spreadsheets read the accents (Nómina, Gómez) as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
