import {
  type Co2Report,
  formatCo2e,
  formatCop,
  formatMonthName,
  formatShare,
  type PolicyReport,
  type SpendReport,
} from '@travesia/domain';
import type { MailMessage } from '../mail/service';

/** What a company's summary says: the month's views of the reports, as the reports API answers them. */
export interface MonthlySummary {
  month: string;
  companyName: string;
  spend: SpendReport;
  policy: PolicyReport;
  co2: Co2Report;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lines of figures: spend, trips, average ticket, policy, CO₂e and the cost center that spent most. */
function figureLines({ spend, policy, co2 }: MonthlySummary): string[] {
  const { totals } = spend;
  const kinds = [
    totals.flights.bookings > 0 ? counted(totals.flights.bookings, 'vuelo', 'vuelos') : '',
    totals.hotels.bookings > 0 ? counted(totals.hotels.bookings, 'hotel', 'hoteles') : '',
  ].filter(Boolean);
  const lines = [
    `Gasto total: ${formatCop(totals.total)}`,
    `Viajes: ${totals.bookings} (${kinds.join(' y ')})`,
  ];
  if (totals.averageTicket !== null) lines.push(`Tiquete aéreo promedio: ${formatCop(totals.averageTicket)}`);
  if (policy.shareWithinPolicy !== null) {
    lines.push(
      `Dentro de la política: ${formatShare(policy.shareWithinPolicy)} de los viajes; ${counted(policy.outOfPolicy, 'viaje', 'viajes')} fuera de ella`,
    );
  }
  lines.push(`Emisiones estimadas: ${formatCo2e(co2.totalKg)}`);
  const [topCostCenter] = spend.byCostCenter;
  if (topCostCenter) {
    const name = topCostCenter.code ? `${topCostCenter.code} ${topCostCenter.name}` : topCostCenter.name;
    lines.push(`Centro de costos con más gasto: ${name} (${formatCop(topCostCenter.total)})`);
  }
  return lines;
}

/** The summary e-mail of one administrador, in Spanish, with the reports as its only link. */
export function monthlySummaryMail(
  appUrl: string,
  recipient: { email: string; firstName: string },
  summary: MonthlySummary,
): MailMessage {
  const monthName = formatMonthName(summary.month);
  const hasTrips = summary.spend.totals.bookings > 0;
  return {
    to: recipient.email,
    subject: `Resumen de viajes de ${monthName} — ${summary.companyName}`,
    text: [
      `Hola, ${recipient.firstName}:`,
      hasTrips
        ? `Este es el resumen de los viajes reservados en ${summary.companyName} en ${monthName}.`
        : `En ${monthName} no se reservó ningún viaje en ${summary.companyName}: ni vuelos ni hoteles, así que no hubo gasto ni emisiones.`,
      ...(hasTrips
        ? [
            figureLines(summary).join('\n'),
            'En los informes encontrarás el detalle por viajero, centro de costos, aerolínea, hotel y motivo.',
          ]
        : []),
    ].join('\n\n'),
    actions: [{ label: 'Ver los informes', url: `${appUrl}/reports` }],
    closing: [
      `Recibes este resumen al comienzo de cada mes como administrador de ${summary.companyName} en Travesía. ` +
        'Cuenta los viajes por el día en que se reservaron (hora de Colombia), sin los rechazados ni los cancelados.',
      'Equipo Travesía',
    ].join('\n\n'),
  };
}
