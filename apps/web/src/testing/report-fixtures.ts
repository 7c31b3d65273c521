import type {
  ApprovalsReport,
  Co2Report,
  PolicyReport,
  ReportOptions,
  SavingsReport,
  SpendReport,
} from '@travesia/domain';

/** Answers of the five views, as GET /api/reports/* gives them for a small company (tests only). */
const RANGE = { companyId: 1, from: '2026-01-01', to: '2026-12-31' };

export const SPEND: SpendReport = {
  ...RANGE,
  totals: {
    total: 4_250_000,
    bookings: 3,
    flights: { total: 3_000_000, bookings: 2 },
    hotels: { total: 1_250_000, bookings: 1, roomNights: 4 },
    averageTicket: 1_500_000,
    averageNight: 312_500,
  },
  byMonth: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    total: index === 2 ? 4_250_000 : 0,
    bookings: index === 2 ? 3 : 0,
    previousYearTotal: index === 2 ? 1_000_000 : 0,
  })),
  byCostCenter: [
    {
      costCenterId: 1,
      code: 'OPS-100',
      name: 'Operaciones',
      total: 4_250_000,
      bookings: 3,
      yearTotal: 4_250_000,
      yearlyBudget: 20_000_000,
      budgetUsed: 0.2125,
    },
  ],
  byTraveller: [{ userId: 1, name: 'Laura Gómez', total: 4_250_000, bookings: 3 }],
  byAirline: [{ code: 'AV', name: 'Avianca', total: 3_000_000, bookings: 2 }],
  byHotel: [{ code: 'H1', name: 'Hotel Andino', total: 1_250_000, bookings: 1, roomNights: 4 }],
  topRoutes: [{ route: 'BOG-MDE', total: 3_000_000, bookings: 2 }],
  topDestinations: [{ destination: 'MDE', name: 'Medellín, Colombia', total: 4_250_000, bookings: 3 }],
};

export const POLICY: PolicyReport = {
  ...RANGE,
  trips: 3,
  withinPolicy: 2,
  outOfPolicy: 1,
  shareWithinPolicy: 0.6667,
  shortNotice: 1,
  outOfPolicyByReason: [
    { reasonId: 1, code: 'CLIENTE', label: 'Reunión con cliente', trips: 1, total: 1_500_000 },
  ],
  byTraveller: [
    { userId: 1, name: 'Laura Gómez', trips: 3, outOfPolicy: 1, shortNotice: 1, shareWithinPolicy: 0.6667 },
  ],
  byCostCenter: [
    {
      costCenterId: 1,
      code: 'OPS-100',
      name: 'Operaciones',
      trips: 3,
      outOfPolicy: 1,
      shortNotice: 1,
      shareWithinPolicy: 0.6667,
    },
  ],
};

export const SAVINGS: SavingsReport = {
  ...RANGE,
  negotiated: {
    stays: 1,
    total: 1_250_000,
    publicTotal: 1_600_000,
    savings: 350_000,
    byHotel: [{ code: 'H1', name: 'Hotel Andino', stays: 1, total: 1_250_000, savings: 350_000 }],
  },
  missed: {
    flights: 2,
    aboveLowest: 1,
    lowestTotal: 2_800_000,
    missedSavings: 200_000,
    shareAboveLowest: 0.0714,
    byTraveller: [{ userId: 1, name: 'Laura Gómez', flights: 2, missedSavings: 200_000 }],
  },
};

export const APPROVALS: ApprovalsReport = {
  ...RANGE,
  decided: 3,
  byPeople: { decided: 2, approved: 2, rejected: 0, medianHours: 1.5, p90Hours: 4.2 },
  byDeadlineDefault: 1,
  shareByDeadlineDefault: 0.3333,
  pendingNow: 0,
  byApprover: [
    {
      approverId: 2,
      name: 'Carlos Restrepo',
      decided: 2,
      approved: 2,
      rejected: 0,
      medianHours: 1.5,
      p90Hours: 4.2,
    },
  ],
};

export const CO2: Co2Report = {
  ...RANGE,
  totalKg: 412,
  flightsKg: 380,
  hotelsKg: 32,
  trips: 3,
  perTripKg: 137,
  byMonth: [{ month: '2026-03', kg: 412, trips: 3 }],
  byCostCenter: [{ costCenterId: 1, code: 'OPS-100', name: 'Operaciones', kg: 412, trips: 3 }],
  byTraveller: [{ userId: 1, name: 'Laura Gómez', kg: 412, trips: 3 }],
};

export const OPTIONS: ReportOptions = {
  companyId: 1,
  costCenters: [{ id: 1, code: 'OPS-100', name: 'Operaciones' }],
  travellers: [{ id: 1, name: 'Laura Gómez' }],
  travelGroups: [{ id: 1, name: 'Comerciales' }],
};
