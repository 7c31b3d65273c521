import type { ApprovalsReport, Co2Report, PolicyReport, SavingsReport, SpendReport } from '@travesia/domain';
import { monthLabel, type ReportCell, type ValueKind } from './report-values';

export const REPORT_VIEWS = ['spend', 'policy', 'savings', 'approvals', 'co2'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
export const REPORT_VIEW_LABELS: Record<ReportView, string> = {
  spend: 'Gasto',
  policy: 'Política',
  savings: 'Ahorro',
  approvals: 'Aprobaciones',
  co2: 'CO₂',
};

export interface ReportFigure {
  label: string;
  value: ReportCell;
  kind: ValueKind;
}

export interface ReportColumn {
  header: string;
  kind: ValueKind;
}

/** How a table is drawn: bars (horizontal for rankings) or a doughnut; `series` are the columns drawn. */
export interface ChartSpec {
  type: 'bar' | 'doughnut';
  isHorizontal?: boolean;
  series: number[];
}

/** One table of a view: the chart draws it, the page shows it, the CSV and the workbook write it. */
export interface ReportTable {
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  chart: ChartSpec;
}

export interface ReportSection {
  view: ReportView;
  /** The days the answer covers, both included. */
  from: string;
  to: string;
  figures: ReportFigure[];
  tables: ReportTable[];
  /** Nothing happened in the period for this view. */
  isEmpty: boolean;
}

export type ReportAnswers = {
  spend: SpendReport;
  policy: PolicyReport;
  savings: SavingsReport;
  approvals: ApprovalsReport;
  co2: Co2Report;
};

const text = (header: string): ReportColumn => ({ header, kind: 'text' });
const cop = (header: string): ReportColumn => ({ header, kind: 'cop' });
const count = (header: string): ReportColumn => ({ header, kind: 'count' });
const share = (header: string): ReportColumn => ({ header, kind: 'share' });
const kg = (header: string): ReportColumn => ({ header, kind: 'kg' });
const hours = (header: string): ReportColumn => ({ header, kind: 'hours' });
const ranking: ChartSpec = { type: 'bar', isHorizontal: true, series: [1] };

function costCenterName({ code, name }: { code: string | null; name: string }): string {
  return code ? `${code} · ${name}` : name;
}

function buildSpendSection(report: SpendReport): ReportSection {
  const { totals } = report;
  const year = report.to.slice(0, 4);
  const previousYear = String(Number(year) - 1);
  return {
    view: 'spend',
    from: report.from,
    to: report.to,
    isEmpty: totals.bookings === 0,
    figures: [
      { label: 'Gasto total', value: totals.total, kind: 'cop' },
      { label: 'Reservas', value: totals.bookings, kind: 'count' },
      { label: 'Gasto en vuelos', value: totals.flights.total, kind: 'cop' },
      { label: 'Gasto en hoteles', value: totals.hotels.total, kind: 'cop' },
      { label: 'Tiquete promedio', value: totals.averageTicket, kind: 'cop' },
      { label: 'Noche promedio', value: totals.averageNight, kind: 'cop' },
    ],
    tables: [
      {
        id: 'spend-by-month',
        title: `Gasto por mes: ${year} frente a ${previousYear}`,
        columns: [text('Mes'), cop(`Gasto ${year}`), cop(`Gasto ${previousYear}`), count(`Reservas ${year}`)],
        rows: report.byMonth.map((row) => [
          monthLabel(row.month),
          row.total,
          row.previousYearTotal,
          row.bookings,
        ]),
        chart: { type: 'bar', series: [1, 2] },
      },
      {
        id: 'spend-by-cost-center',
        title: `Gasto por centro de costos frente a su presupuesto de ${year}`,
        columns: [
          text('Centro de costos'),
          cop('Gasto del periodo'),
          count('Reservas'),
          cop(`Gasto de ${year}`),
          cop('Presupuesto anual'),
          share('Presupuesto usado'),
        ],
        rows: report.byCostCenter.map((row) => [
          costCenterName(row),
          row.total,
          row.bookings,
          row.yearTotal,
          row.yearlyBudget,
          row.budgetUsed,
        ]),
        chart: { type: 'bar', isHorizontal: true, series: [3, 4] },
      },
      {
        id: 'spend-by-traveller',
        title: 'Gasto por viajero',
        columns: [text('Viajero'), cop('Gasto'), count('Reservas')],
        rows: report.byTraveller.map((row) => [row.name, row.total, row.bookings]),
        chart: ranking,
      },
      {
        id: 'spend-by-airline',
        title: 'Gasto por aerolínea',
        columns: [text('Aerolínea'), cop('Gasto'), count('Reservas')],
        rows: report.byAirline.map((row) => [row.name, row.total, row.bookings]),
        chart: ranking,
      },
      {
        id: 'spend-by-hotel',
        title: 'Gasto por hotel',
        columns: [text('Hotel'), cop('Gasto'), count('Reservas'), count('Noches')],
        rows: report.byHotel.map((row) => [row.name, row.total, row.bookings, row.roomNights]),
        chart: ranking,
      },
      {
        id: 'spend-top-routes',
        title: 'Rutas principales',
        columns: [text('Ruta'), cop('Gasto'), count('Reservas')],
        rows: report.topRoutes.map((row) => [row.route.replace('-', ' – '), row.total, row.bookings]),
        chart: ranking,
      },
      {
        id: 'spend-top-destinations',
        title: 'Destinos principales',
        columns: [text('Destino'), cop('Gasto'), count('Reservas')],
        rows: report.topDestinations.map((row) => [row.name, row.total, row.bookings]),
        chart: ranking,
      },
    ],
  };
}

function buildPolicySection(report: PolicyReport): ReportSection {
  const byPerson = [count('Viajes'), count('Fuera de la política'), count('Con poca antelación')];
  return {
    view: 'policy',
    from: report.from,
    to: report.to,
    isEmpty: report.trips === 0,
    figures: [
      { label: 'Viajes', value: report.trips, kind: 'count' },
      { label: 'Dentro de la política', value: report.shareWithinPolicy, kind: 'share' },
      { label: 'Fuera de la política', value: report.outOfPolicy, kind: 'count' },
      { label: 'Reservados con poca antelación', value: report.shortNotice, kind: 'count' },
    ],
    tables: [
      {
        id: 'policy-share',
        title: 'Viajes dentro y fuera de la política',
        columns: [text('Viajes'), count('Cantidad')],
        rows: [
          ['Dentro de la política', report.withinPolicy],
          ['Fuera de la política', report.outOfPolicy],
        ],
        chart: { type: 'doughnut', series: [1] },
      },
      {
        id: 'policy-by-reason',
        title: 'Viajes fuera de la política por motivo',
        columns: [text('Motivo'), count('Viajes'), cop('Gasto')],
        rows: report.outOfPolicyByReason.map((row) => [row.label, row.trips, row.total]),
        chart: ranking,
      },
      {
        id: 'policy-by-traveller',
        title: 'Cumplimiento por viajero',
        columns: [text('Viajero'), ...byPerson, share('Dentro de la política')],
        rows: report.byTraveller.map((row) => [
          row.name,
          row.trips,
          row.outOfPolicy,
          row.shortNotice,
          row.shareWithinPolicy,
        ]),
        chart: { type: 'bar', isHorizontal: true, series: [2, 3] },
      },
      {
        id: 'policy-by-cost-center',
        title: 'Cumplimiento por centro de costos',
        columns: [text('Centro de costos'), ...byPerson, share('Dentro de la política')],
        rows: report.byCostCenter.map((row) => [
          costCenterName(row),
          row.trips,
          row.outOfPolicy,
          row.shortNotice,
          row.shareWithinPolicy,
        ]),
        chart: { type: 'bar', isHorizontal: true, series: [2, 3] },
      },
    ],
  };
}

function buildSavingsSection(report: SavingsReport): ReportSection {
  const { negotiated, missed } = report;
  return {
    view: 'savings',
    from: report.from,
    to: report.to,
    isEmpty: negotiated.stays === 0 && missed.flights === 0,
    figures: [
      { label: 'Ahorro en tarifas negociadas', value: negotiated.savings, kind: 'cop' },
      { label: 'Estadías con tarifa negociada', value: negotiated.stays, kind: 'count' },
      { label: 'Pagado en esas estadías', value: negotiated.total, kind: 'cop' },
      { label: 'A tarifa pública habrían costado', value: negotiated.publicTotal, kind: 'cop' },
      { label: 'Ahorro no aprovechado en vuelos', value: missed.missedSavings, kind: 'cop' },
      { label: 'Vuelos con su tarifa más baja conocida', value: missed.flights, kind: 'count' },
      { label: 'Vuelos sobre la tarifa más baja', value: missed.aboveLowest, kind: 'count' },
      { label: 'Sobrecosto frente a la tarifa más baja', value: missed.shareAboveLowest, kind: 'share' },
    ],
    tables: [
      {
        id: 'savings-negotiated',
        title: 'Tarifas negociadas frente a la tarifa pública, por hotel',
        columns: [text('Hotel'), count('Estadías'), cop('Pagado'), cop('Ahorro')],
        rows: negotiated.byHotel.map((row) => [row.name, row.stays, row.total, row.savings]),
        chart: { type: 'bar', isHorizontal: true, series: [3] },
      },
      {
        id: 'savings-missed',
        title: 'Ahorro no aprovechado en vuelos, por viajero',
        columns: [text('Viajero'), count('Vuelos'), cop('Ahorro no aprovechado')],
        rows: missed.byTraveller.map((row) => [row.name, row.flights, row.missedSavings]),
        chart: { type: 'bar', isHorizontal: true, series: [2] },
      },
    ],
  };
}

function buildApprovalsSection(report: ApprovalsReport): ReportSection {
  const { byPeople } = report;
  return {
    view: 'approvals',
    from: report.from,
    to: report.to,
    isEmpty: report.decided === 0 && report.pendingNow === 0,
    figures: [
      { label: 'Solicitudes decididas', value: report.decided, kind: 'count' },
      { label: 'Mediana hasta la decisión', value: byPeople.medianHours, kind: 'hours' },
      { label: 'Percentil 90 hasta la decisión', value: byPeople.p90Hours, kind: 'hours' },
      { label: 'Decididas por el plazo', value: report.shareByDeadlineDefault, kind: 'share' },
      { label: 'Pendientes ahora', value: report.pendingNow, kind: 'count' },
    ],
    tables: [
      {
        id: 'approvals-by-approver',
        title: 'Tiempo hasta la decisión por aprobador',
        columns: [
          text('Aprobador'),
          count('Decididas'),
          count('Aprobadas'),
          count('Rechazadas'),
          hours('Mediana (horas)'),
          hours('Percentil 90 (horas)'),
        ],
        rows: report.byApprover.map((row) => [
          row.name,
          row.decided,
          row.approved,
          row.rejected,
          row.medianHours,
          row.p90Hours,
        ]),
        chart: { type: 'bar', isHorizontal: true, series: [4, 5] },
      },
      {
        id: 'approvals-who-decided',
        title: 'Quién decidió',
        columns: [text('Decisión'), count('Solicitudes')],
        rows: [
          ['Un aprobador', byPeople.decided],
          ['Por el plazo vencido', report.byDeadlineDefault],
        ],
        chart: { type: 'doughnut', series: [1] },
      },
    ],
  };
}

function buildCo2Section(report: Co2Report): ReportSection {
  return {
    view: 'co2',
    from: report.from,
    to: report.to,
    isEmpty: report.trips === 0,
    figures: [
      { label: 'Emisiones totales (CO₂e)', value: report.totalKg, kind: 'kg' },
      { label: 'Por viaje', value: report.perTripKg, kind: 'kg' },
      { label: 'Vuelos', value: report.flightsKg, kind: 'kg' },
      { label: 'Hoteles', value: report.hotelsKg, kind: 'kg' },
      { label: 'Viajes con estimación', value: report.trips, kind: 'count' },
    ],
    tables: [
      {
        id: 'co2-by-month',
        title: 'Emisiones por mes',
        columns: [text('Mes'), kg('kg CO₂e'), count('Viajes')],
        rows: report.byMonth.map((row) => [monthLabel(row.month, true), row.kg, row.trips]),
        chart: { type: 'bar', series: [1] },
      },
      {
        id: 'co2-by-cost-center',
        title: 'Emisiones por centro de costos',
        columns: [text('Centro de costos'), kg('kg CO₂e'), count('Viajes')],
        rows: report.byCostCenter.map((row) => [costCenterName(row), row.kg, row.trips]),
        chart: ranking,
      },
      {
        id: 'co2-by-traveller',
        title: 'Emisiones por viajero',
        columns: [text('Viajero'), kg('kg CO₂e'), count('Viajes')],
        rows: report.byTraveller.map((row) => [row.name, row.kg, row.trips]),
        chart: ranking,
      },
    ],
  };
}

/** A view's answer as the figures and tables the page, the CSV and the workbook share. */
export function buildReportSection<View extends ReportView>(
  view: View,
  answer: ReportAnswers[View],
): ReportSection {
  switch (view) {
    case 'spend':
      return buildSpendSection(answer as SpendReport);
    case 'policy':
      return buildPolicySection(answer as PolicyReport);
    case 'savings':
      return buildSavingsSection(answer as SavingsReport);
    case 'approvals':
      return buildApprovalsSection(answer as ApprovalsReport);
    default:
      return buildCo2Section(answer as Co2Report);
  }
}
