import { type CsvCell, toCsvLines } from '@travesia/domain';
import { REPORT_VIEW_LABELS, type ReportSection, type ReportView } from '../model/report-sections';
import type { ReportCell, ValueKind } from '../model/report-values';

const PERCENT_HEADER = ' (%)';

/** Shares go out as percentages (81,3), so the column reads the same as on the page. */
function csvValue(value: ReportCell, kind: ValueKind): CsvCell {
  if (typeof value === 'number' && kind === 'share') return Math.round(value * 1000) / 10;
  return value;
}

function csvHeader(header: string, kind: ValueKind): string {
  return kind === 'share' ? `${header}${PERCENT_HEADER}` : header;
}

/**
 * A view as one CSV file for a spreadsheet in Spanish: its title and period, its key figures, then each table
 * under its title, a blank line between them.
 */
export function buildSectionCsv(section: ReportSection): string {
  const lines: CsvCell[][] = [
    [`${REPORT_VIEW_LABELS[section.view]}: ${section.from} a ${section.to}`],
    [],
    ['Indicador', 'Valor'],
    ...section.figures.map((figure) => [
      csvHeader(figure.label, figure.kind),
      csvValue(figure.value, figure.kind),
    ]),
  ];
  for (const table of section.tables) {
    lines.push(
      [],
      [table.title],
      table.columns.map((column) => csvHeader(column.header, column.kind)),
      ...table.rows.map((row) =>
        row.map((value, index) => csvValue(value, table.columns[index]?.kind ?? 'text')),
      ),
    );
  }
  return toCsvLines(lines);
}

/** A view's name in a file name: Spanish, without accents or spaces that some systems mangle. */
const VIEW_FILE_NAMES: Record<ReportView, string> = {
  spend: 'gasto',
  policy: 'politica',
  savings: 'ahorro',
  approvals: 'aprobaciones',
  co2: 'co2',
};

/** 'reporte-gasto-2026-01-01-a-2026-12-31.csv' for one view, 'reportes-….xlsx' for the workbook of all. */
export function sectionFileName(section: ReportSection, extension: 'csv' | 'xlsx'): string {
  const name = extension === 'csv' ? `reporte-${VIEW_FILE_NAMES[section.view]}` : 'reportes';
  return `${name}-${section.from}-a-${section.to}.${extension}`;
}
