import { REPORT_VIEW_LABELS, type ReportSection } from '../model/report-sections';
import type { ReportCell, ValueKind } from '../model/report-values';

/** A cell as write-excel-file takes it: a value, its type and its number format. */
export interface WorkbookCell {
  value: string | number;
  type?: StringConstructor | NumberConstructor;
  format?: string;
  fontWeight?: 'bold';
}

export interface WorkbookSheet {
  sheet: string;
  data: (WorkbookCell | null)[][];
  columns: { width: number }[];
}

/*
 * Excel keeps number formats in its own invariant notation and shows them with the reader's separators, so in
 * Spanish (Colombia) `#,##0` reads 1.234.567 and `0.0%` reads 81,3 %.
 */
export const NUMBER_FORMATS: Record<Exclude<ValueKind, 'text'>, string> = {
  cop: '"$" #,##0',
  count: '#,##0',
  share: '0.0%',
  kg: '#,##0" kg"',
  hours: '#,##0.0',
};

function cell(value: ReportCell, kind: ValueKind): WorkbookCell | null {
  if (value === null) return null;
  if (typeof value === 'string' || kind === 'text') return { value: String(value), type: String };
  return { value, type: Number, format: NUMBER_FORMATS[kind] };
}

const heading = (value: string): WorkbookCell => ({ value, type: String, fontWeight: 'bold' });

/**
 * A workbook of the views given, one sheet per view: the period, the key figures, then each table under its
 * title. Numbers stay numbers, with es-CO formats; headers are Spanish.
 */
export function buildWorkbookSheets(sections: readonly ReportSection[]): WorkbookSheet[] {
  return sections.map((section) => {
    const data: (WorkbookCell | null)[][] = [
      [heading(`${REPORT_VIEW_LABELS[section.view]}: ${section.from} a ${section.to}`)],
      [],
      [heading('Indicador'), heading('Valor')],
      ...section.figures.map((figure) => [
        { value: figure.label, type: String } as WorkbookCell,
        cell(figure.value, figure.kind),
      ]),
    ];
    let widest = 2;
    for (const table of section.tables) {
      widest = Math.max(widest, table.columns.length);
      data.push(
        [],
        [heading(table.title)],
        table.columns.map((column) => heading(column.header)),
        ...table.rows.map((row) =>
          row.map((value, index) => cell(value, table.columns[index]?.kind ?? 'text')),
        ),
      );
    }
    return {
      sheet: REPORT_VIEW_LABELS[section.view],
      data,
      columns: Array.from({ length: widest }, (_, index) => ({ width: index === 0 ? 40 : 18 })),
    };
  });
}
