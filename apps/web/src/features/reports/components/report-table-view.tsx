import { ScrollRegion } from '../../../components/scroll-region/scroll-region';
import type { ReportTable } from '../model/report-sections';
import { formatValue } from '../model/report-values';
import { ReportChart } from './report-chart';

/** One table of a view: its chart, then its numbers as a table (caption, header cells with their scope). */
export function ReportTableView({ table }: { table: ReportTable }) {
  const captionId = `${table.id}-caption`;
  return (
    <section className="report-table" aria-labelledby={captionId}>
      <h3 id={captionId} className="report-table__title">
        {table.title}
      </h3>
      {table.rows.length === 0 ? (
        <p className="reports__status">Sin datos en este período.</p>
      ) : (
        // A table of many columns takes the whole width under its chart.
        <div className={`report-table__body${table.columns.length > 4 ? ' report-table__body--wide' : ''}`}>
          <ReportChart table={table} />
          <ScrollRegion className="report-table__scroll" label={`Tabla: ${table.title}`}>
            <table className="report-table__table">
              <caption className="visually-hidden">{table.title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={column.kind === 'text' ? undefined : 'is-number'}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  // Two travellers may share a name; the answer's order is the rows' identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered or edited
                  <tr key={rowIndex}>
                    {row.map((value, index) => {
                      const column = table.columns[index];
                      const text = formatValue(value, column?.kind ?? 'text');
                      return index === 0 ? (
                        <th key={column?.header} scope="row">
                          {text}
                        </th>
                      ) : (
                        <td key={column?.header} className="is-number">
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </section>
  );
}
