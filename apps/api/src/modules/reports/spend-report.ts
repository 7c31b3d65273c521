import {
  averageOf,
  cityAirportsOf,
  loadAirlineNames,
  monthsOfYear,
  placeLabel,
  type ReportQueryInput,
  type SpendReport,
  startOfBogotaDay,
} from '@travesia/domain';
import { aggregateSpend, aggregateSpendByMonth } from '../bookings/report-reads';
import {
  byLargest,
  costCentersOf,
  groupingOf,
  type ReportContext,
  type ReportReader,
  resolveReport,
  TOP,
  travellerNamesOf,
} from './resolve-report';

const SPEND_COLUMNS = ['type', 'costCenter', 'user', 'vendor', 'route', 'destination'] as const;

export async function getSpendReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<SpendReport> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const year = range.to.slice(0, 4);
  const previousYear = String(Number(year) - 1);
  const twoYears = {
    ...slice,
    start: startOfBogotaDay(`${previousYear}-01-01`),
    end: startOfBogotaDay(`${Number(year) + 1}-01-01`),
  };
  const [groups, months, costCenterOf] = await Promise.all([
    aggregate('spend', slice, (part) => aggregateSpend(context.db, part)),
    aggregate('spend-by-month', twoYears, (part) => aggregateSpendByMonth(context.db, part)),
    costCentersOf(context, companyId),
  ]);
  const setOf = (...grouped: (typeof SPEND_COLUMNS)[number][]) =>
    groups.filter((row) => row.grouping === groupingOf(SPEND_COLUMNS, grouped));

  const byType = setOf('type');
  const flights = byType.find((row) => row.type === 'flight');
  const hotels = byType.find((row) => row.type === 'hotel');
  const flightTotals = { total: flights?.total ?? 0, bookings: flights?.bookings ?? 0 };
  const hotelTotals = {
    total: hotels?.total ?? 0,
    bookings: hotels?.bookings ?? 0,
    roomNights: hotels?.roomNights ?? 0,
  };

  const monthTotal = (month: string) =>
    months.filter((row) => row.month === month).reduce((sum, row) => sum + row.total, 0);
  const monthBookings = (month: string) =>
    months.filter((row) => row.month === month).reduce((sum, row) => sum + row.bookings, 0);
  const yearTotalOf = (costCenterId: number | null) =>
    months
      .filter((row) => row.month.startsWith(`${year}-`) && row.costCenterId === costCenterId)
      .reduce((sum, row) => sum + row.total, 0);

  const travellers = setOf('user')
    .sort(byLargest((row) => row.total))
    .slice(0, TOP);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    travellers.map((row) => row.userId as number),
  );
  const vendors = setOf('type', 'vendor').filter((row) => row.vendor !== null);
  const airlineNames = await loadAirlineNames();

  return {
    companyId,
    ...range,
    totals: {
      total: flightTotals.total + hotelTotals.total,
      bookings: flightTotals.bookings + hotelTotals.bookings,
      flights: flightTotals,
      hotels: hotelTotals,
      averageTicket: averageOf(flightTotals.total, flightTotals.bookings),
      averageNight: averageOf(hotelTotals.total, hotelTotals.roomNights),
    },
    byMonth: monthsOfYear(year).map((month) => ({
      month,
      total: monthTotal(month),
      bookings: monthBookings(month),
      previousYearTotal: monthTotal(`${previousYear}${month.slice(4)}`),
    })),
    byCostCenter: setOf('costCenter')
      .sort(byLargest((row) => row.total))
      .map((row) => {
        const { budget, ...costCenter } = costCenterOf(row.costCenterId);
        const yearTotal = yearTotalOf(row.costCenterId);
        return {
          ...costCenter,
          total: row.total,
          bookings: row.bookings,
          yearTotal,
          yearlyBudget: budget,
          budgetUsed: budget ? Math.round((yearTotal / budget) * 10_000) / 10_000 : null,
        };
      }),
    byTraveller: travellers.map((row) => ({
      userId: row.userId as number,
      name: nameOf(row.userId as number),
      total: row.total,
      bookings: row.bookings,
    })),
    byAirline: vendors
      .filter((row) => row.type === 'flight')
      .sort(byLargest((row) => row.total))
      .slice(0, TOP)
      .map((row) => ({
        code: row.vendor as string,
        name: airlineNames[row.vendor as string] ?? (row.vendor as string),
        total: row.total,
        bookings: row.bookings,
      })),
    byHotel: vendors
      .filter((row) => row.type === 'hotel')
      .sort(byLargest((row) => row.total))
      .slice(0, TOP)
      .map((row) => ({
        code: row.vendor as string,
        name: row.vendorName ?? (row.vendor as string),
        total: row.total,
        bookings: row.bookings,
        roomNights: row.roomNights,
      })),
    topRoutes: setOf('route')
      .filter((row) => row.route !== null)
      .sort(byLargest((row) => row.total))
      .slice(0, 10)
      .map((row) => ({ route: row.route as string, total: row.total, bookings: row.bookings })),
    topDestinations: byCity(
      setOf('destination').flatMap((row) =>
        row.destination === null ? [] : [{ code: row.destination, total: row.total, bookings: row.bookings }],
      ),
    )
      .sort(byLargest((row) => row.total))
      .slice(0, 10),
  };
}

/**
 * Destinations are stored by airport code; a report names cities, each once: Medellín's EOH and MDE are one
 * destination under its main airport (decision 034).
 */
function byCity(
  rows: readonly { code: string; total: number; bookings: number }[],
): SpendReport['topDestinations'] {
  const cities = new Map<string, SpendReport['topDestinations'][number]>();
  for (const { code, total, bookings } of rows) {
    const main = cityAirportsOf(code)[0];
    const destination = main?.iata ?? code;
    const city = cities.get(destination);
    if (city) {
      city.total += total;
      city.bookings += bookings;
    } else {
      const name = main ? placeLabel([main.city, main.country]) : code;
      cities.set(destination, { destination, name, total, bookings });
    }
  }
  return [...cities.values()];
}
