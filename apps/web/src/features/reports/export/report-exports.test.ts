import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { APPROVALS, CO2, POLICY, SAVINGS, SPEND } from '../../../testing/report-fixtures';
import { buildReportSection, REPORT_VIEWS } from '../model/report-sections';
import { buildSectionCsv, sectionFileName } from './report-csv';
import { buildWorkbookSheets, NUMBER_FORMATS } from './report-workbook';
import { writeWorkbook } from './write-workbook';

const ANSWERS = { spend: SPEND, policy: POLICY, savings: SAVINGS, approvals: APPROVALS, co2: CO2 };
const sections = REPORT_VIEWS.map((view) => buildReportSection(view, ANSWERS[view]));
const spend = buildReportSection('spend', SPEND);

describe('buildSectionCsv', () => {
  it('writes a view for Excel in Spanish: BOM, `;`, its figures, then each table under its title', () => {
    const lines = buildSectionCsv(spend).split('\r\n');
    expect(lines[0]).toBe('\uFEFFGasto: 2026-01-01 a 2026-12-31');
    expect(lines).toContain('Indicador;Valor');
    expect(lines).toContain('Gasto total;4250000');
    expect(lines).toContain('Gasto por centro de costos frente a su presupuesto de 2026');
    expect(lines).toContain(
      'Centro de costos;Gasto del periodo;Reservas;Gasto de 2026;Presupuesto anual;Presupuesto usado (%)',
    );
    // Shares as percentages with a decimal comma, so the column reads as on the page.
    expect(lines).toContain('OPS-100 · Operaciones;4250000;3;4250000;20000000;21,3');
    expect(lines).toContain('BOG – MDE;3000000;2');
  });

  it('leaves a value with nothing to divide by empty, and names the file in Spanish after the view and the days', () => {
    const empty = buildReportSection('approvals', {
      ...APPROVALS,
      byPeople: { ...APPROVALS.byPeople, medianHours: null, p90Hours: null },
    });
    expect(buildSectionCsv(empty)).toContain('\r\nMediana hasta la decisión;\r\n');
    expect(sectionFileName(empty, 'csv')).toBe('reporte-aprobaciones-2026-01-01-a-2026-12-31.csv');
    expect(sectionFileName(empty, 'xlsx')).toBe('reportes-2026-01-01-a-2026-12-31.xlsx');
  });
});

describe('buildWorkbookSheets', () => {
  it('makes one sheet per view, named in Spanish, with numbers as numbers in es-CO formats', () => {
    const sheets = buildWorkbookSheets(sections);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([
      'Gasto',
      'Política',
      'Ahorro',
      'Aprobaciones',
      'CO₂',
    ]);
    const total = sheets[0]?.data.find((row) => row[0]?.value === 'Gasto total');
    expect(total?.[1]).toEqual({ value: 4_250_000, type: Number, format: NUMBER_FORMATS.cop });
    const share = sheets[1]?.data.find((row) => row[0]?.value === 'Dentro de la política');
    expect(share?.[1]).toEqual({ value: 0.6667, type: Number, format: '0.0%' });
  });

  it('writes an .xlsx file that a parser reads back with the same sheets and figures', async () => {
    const blob = await writeWorkbook(buildWorkbookSheets(sections));
    const read = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(read.map((sheet) => sheet.sheet)).toEqual(['Gasto', 'Política', 'Ahorro', 'Aprobaciones', 'CO₂']);
    const gasto = read[0]?.data ?? [];
    expect(gasto).toContainEqual(['Gasto total', 4_250_000, null, null, null, null]);
    expect(gasto).toContainEqual(['Mes', 'Gasto 2026', 'Gasto 2025', 'Reservas 2026', null, null]);
    expect(gasto).toContainEqual(['mar', 4_250_000, 1_000_000, 3, null, null]);
    const co2 = read[4]?.data ?? [];
    expect(co2).toContainEqual(['Emisiones totales (CO₂e)', 412, null]);
  });
});
