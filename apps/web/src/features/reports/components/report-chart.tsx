import { onFirstUse } from '@travesia/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReportTable } from '../model/report-sections';
import { formatValue, type ValueKind } from '../model/report-values';
import type { ChartInput } from './chart-canvas';
import { loadChartCanvas } from './load-chart-canvas';

const COMPACT_COP = onFirstUse(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);
const LABEL_LENGTH = 26;

function formatAxis(kind: ValueKind): (value: number) => string {
  if (kind === 'cop') return (value) => COMPACT_COP().format(value);
  if (kind === 'share') return (value) => formatValue(value, 'share');
  if (kind === 'hours') return (value) => formatValue(value, 'hours');
  // Counts and kilograms in full ('12.000'): the compact notation mixes 'K' and 'k' in es-CO.
  return (value) => formatValue(value, 'count');
}

/** The chart's labels are shortened; the table beside it has them whole. */
function shortLabel(label: string): string {
  return label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label;
}

export function toChartInput(table: ReportTable): ChartInput {
  const kind = table.columns[table.chart.series[0] ?? 1]?.kind ?? 'count';
  return {
    type: table.chart.type,
    isHorizontal: table.chart.isHorizontal ?? false,
    labels: table.rows.map((row) => shortLabel(String(row[0] ?? ''))),
    datasets: table.chart.series.map((column) => ({
      label: table.columns[column]?.header ?? '',
      data: table.rows.map((row) => {
        const value = row[column];
        return typeof value === 'number' ? value : null;
      }),
    })),
    format: (value) => formatValue(value, kind),
    formatAxis: formatAxis(kind),
  };
}

function chartHeight(table: ReportTable): number {
  if (table.chart.type === 'doughnut') return 220;
  if (!table.chart.isHorizontal) return 260;
  return 56 + table.rows.length * table.chart.series.length * 22;
}

/**
 * A table drawn as a chart. Chart.js is downloaded with the first chart, not with the page; the numbers are in
 * the table that follows, so the canvas is an image named after it.
 */
export function ReportChart({ table }: { table: ReportTable }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let isCurrent = true;
    loadChartCanvas()
      .then(({ drawChart }) => {
        if (isCurrent && canvasRef.current) chart = drawChart(canvasRef.current, toChartInput(table));
      })
      .catch(() => {
        if (isCurrent) setFailed(true);
      });
    return () => {
      isCurrent = false;
      chart?.destroy();
    };
  }, [table]);

  if (hasFailed) return null;
  return (
    <div className="report-chart" style={{ height: chartHeight(table) }}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`Gráfico: ${table.title}. Las cifras están en la tabla.`}
      />
    </div>
  );
}
