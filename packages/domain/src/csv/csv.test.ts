import { describe, expect, it } from 'vitest';
import { toCsv, toCsvLines } from './csv';

describe('toCsv', () => {
  it('writes a BOM, `;` between cells, CRLF lines, and numbers as Excel in Spanish reads them', () => {
    expect(toCsv(['Nombre', 'Valor (COP)', 'Horas'], [['Laura Gómez', 1250000, 12.5]])).toBe(
      '\uFEFFNombre;Valor (COP);Horas\r\nLaura Gómez;1250000;12,5\r\n',
    );
  });

  it('quotes cells holding the separator, a comma, a quote or a line break', () => {
    expect(toCsv(['a'], [['Bogotá; Colombia'], ['1,5'], ['dice "hola"'], ['dos\nlíneas']])).toBe(
      '\uFEFFa\r\n"Bogotá; Colombia"\r\n"1,5"\r\n"dice ""hola"""\r\n"dos\nlíneas"\r\n',
    );
  });

  it('keeps a spreadsheet from reading text as a formula, and leaves missing values empty', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=SUM(A1)', null],
          ['-5', undefined],
        ],
      ),
    ).toBe("\uFEFFa;b\r\n'=SUM(A1);\r\n'-5;\r\n");
  });

  it('writes lines of any length as they come (titles and blank lines between tables)', () => {
    expect(toCsvLines([['Gasto por mes'], ['Mes', 'Total'], ['ene', 10], [], ['Otra']])).toBe(
      '\uFEFFGasto por mes\r\nMes;Total\r\nene;10\r\n\r\nOtra\r\n',
    );
  });
});
