import { formatCop, formatShare, onFirstUse } from '@travesia/domain';

/** What a column holds: it decides how a cell reads on screen, in the CSV and in the workbook. */
export type ValueKind = 'text' | 'cop' | 'count' | 'share' | 'kg' | 'hours';

export type ReportCell = string | number | null;

const COUNT = onFirstUse(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }));
const HOURS = onFirstUse(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }));

/** A cell as the page shows it; a missing value (nothing to divide by) reads '—'. */
export function formatValue(value: ReportCell, kind: ValueKind): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'cop':
      return formatCop(value);
    case 'share':
      return formatShare(value);
    case 'kg':
      return `${COUNT().format(value)} kg`;
    case 'hours':
      return `${HOURS().format(value)} h`;
    default:
      return COUNT().format(value);
  }
}

const MONTH = onFirstUse(() => new Intl.DateTimeFormat('es-CO', { month: 'short', timeZone: 'UTC' }));

/** 'ene.' → 'ene', for `YYYY-MM`; with the year when asked ('ene 2026'). */
export function monthLabel(month: string, withYear = false): string {
  const name = MONTH()
    .format(new Date(`${month}-15T12:00:00Z`))
    .replace('.', '');
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

const CHANGE = onFirstUse(
  () => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
);
const POINTS = onFirstUse(
  () => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
);

/**
 * A figure against the same one in the period before: 'Periodo anterior: $ 1.200.000 (+12 %)'. Shares change in
 * percentage points; a change from nothing has no percentage.
 */
export function describeChange(value: ReportCell, before: ReportCell, kind: ValueKind): string {
  const said = `Periodo anterior: ${formatValue(before, kind)}`;
  if (typeof value !== 'number' || typeof before !== 'number') return said;
  if (kind === 'share') return `${said} (${POINTS().format((value - before) * 100)} pts)`;
  if (before === 0) return said;
  return `${said} (${CHANGE().format(((value - before) / before) * 100)} %)`;
}
