import { z } from 'zod';
import { companyIdParam } from '../fields';
import { monthSchema } from './month-spend';

/*
 * The answers of GET /api/reports/* (decision 026): one view per endpoint, so a chart loads only what it shows.
 * Money is whole COP, kg CO₂e whole kilograms, shares 0–1 with four decimals (null when nothing to divide by).
 * Every view counts the bookings made in the period (by the day in Colombia) that go ahead or may: rejected and
 * cancelled ones are left out, except where a view says otherwise.
 */

const cop = z.number().int();
const share = z.number().min(0).max(1).nullable();

/** The company and days (both included) a view covers. */
export const reportHeaderSchema = z.object({
  companyId: z.number().int(),
  from: z.string(),
  to: z.string(),
});

const costCenterKey = z.object({
  /** null: bookings without a cost center. */
  costCenterId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
});

const travellerKey = z.object({ userId: z.number().int(), name: z.string() });

export const spendReportSchema = reportHeaderSchema.extend({
  totals: z.object({
    total: cop,
    bookings: z.number().int(),
    flights: z.object({ total: cop, bookings: z.number().int() }),
    hotels: z.object({ total: cop, bookings: z.number().int(), roomNights: z.number().int() }),
    /** Flight spend per flight booking. */
    averageTicket: cop.nullable(),
    /** Hotel spend per room-night. */
    averageNight: cop.nullable(),
  }),
  /** The twelve months of the year the period ends in, against the same month a year earlier (filters apply). */
  byMonth: z.array(
    z.object({ month: monthSchema, total: cop, bookings: z.number().int(), previousYearTotal: cop }),
  ),
  /**
   * The period's spend per cost center, and the spend of the whole year the period ends in against the cost
   * center's yearly budget.
   */
  byCostCenter: z.array(
    costCenterKey.extend({
      total: cop,
      bookings: z.number().int(),
      yearTotal: cop,
      yearlyBudget: cop.nullable(),
      budgetUsed: z.number().min(0).nullable(),
    }),
  ),
  byTraveller: z.array(travellerKey.extend({ total: cop, bookings: z.number().int() })),
  byAirline: z.array(
    z.object({ code: z.string(), name: z.string(), total: cop, bookings: z.number().int() }),
  ),
  byHotel: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      total: cop,
      bookings: z.number().int(),
      roomNights: z.number().int(),
    }),
  ),
  /** Flights, 'BOG-MAD' (outbound origin and destination). */
  topRoutes: z.array(z.object({ route: z.string(), total: cop, bookings: z.number().int() })),
  /** Airport code of the flight's destination or the hotel's city. */
  /** Each city once, under its main airport's code, with its name ("Medellín, Colombia"). */
  topDestinations: z.array(
    z.object({ destination: z.string(), name: z.string(), total: cop, bookings: z.number().int() }),
  ),
});
export type SpendReport = z.infer<typeof spendReportSchema>;

export const policyReportSchema = reportHeaderSchema.extend({
  trips: z.number().int(),
  withinPolicy: z.number().int(),
  outOfPolicy: z.number().int(),
  shareWithinPolicy: share,
  /** Booked with fewer days ahead than the traveller's policy asks for. */
  shortNotice: z.number().int(),
  outOfPolicyByReason: z.array(
    z.object({
      /** null: only free text, or a booking stored before reason codes. */
      reasonId: z.number().int().nullable(),
      code: z.string().nullable(),
      label: z.string(),
      trips: z.number().int(),
      total: cop,
    }),
  ),
  byTraveller: z.array(
    travellerKey.extend({
      trips: z.number().int(),
      outOfPolicy: z.number().int(),
      shortNotice: z.number().int(),
      shareWithinPolicy: share,
    }),
  ),
  byCostCenter: z.array(
    costCenterKey.extend({
      trips: z.number().int(),
      outOfPolicy: z.number().int(),
      shortNotice: z.number().int(),
      shareWithinPolicy: share,
    }),
  ),
});
export type PolicyReport = z.infer<typeof policyReportSchema>;

export const savingsReportSchema = reportHeaderSchema.extend({
  /** Stays at a negotiated rate whose public rate is known: what the public rate would have cost. */
  negotiated: z.object({
    stays: z.number().int(),
    total: cop,
    publicTotal: cop,
    savings: cop,
    byHotel: z.array(
      z.object({ code: z.string(), name: z.string(), stays: z.number().int(), total: cop, savings: cop }),
    ),
  }),
  /** Flights: the chosen fare above the lowest fare the search showed for the same trip. */
  missed: z.object({
    /** Flight bookings whose lowest fare is known. */
    flights: z.number().int(),
    /** Of those, the ones that did not take the lowest fare. */
    aboveLowest: z.number().int(),
    lowestTotal: cop,
    missedSavings: cop,
    /** Missed savings over what the lowest fares would have cost. */
    shareAboveLowest: z.number().min(0).nullable(),
    byTraveller: z.array(travellerKey.extend({ flights: z.number().int(), missedSavings: cop })),
  }),
});
export type SavingsReport = z.infer<typeof savingsReportSchema>;

const decisionTimes = z.object({
  decided: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Hours from the request to the decision, one decimal (linear interpolation between ranks). */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
});

export const approvalsReportSchema = reportHeaderSchema.extend({
  /** Bookings of the period that waited for approval and were decided (rejected ones included). */
  decided: z.number().int(),
  /** Decided by a person: the times are theirs (the deadline's default is left out of them). */
  byPeople: decisionTimes,
  /** Decided by the company's default when the deadline passed. */
  byDeadlineDefault: z.number().int(),
  shareByDeadlineDefault: share,
  /** Waiting for a decision now, whenever they were booked (the filters apply, the period does not). */
  pendingNow: z.number().int(),
  byApprover: z.array(decisionTimes.extend({ approverId: z.number().int(), name: z.string() })),
});
export type ApprovalsReport = z.infer<typeof approvalsReportSchema>;

const kg = z.number().int();

export const co2ReportSchema = reportHeaderSchema.extend({
  totalKg: kg,
  flightsKg: kg,
  hotelsKg: kg,
  /** Bookings with an estimate (stored before the estimates, or with an unknown airport, have none). */
  trips: z.number().int(),
  perTripKg: kg.nullable(),
  /** Every month the period touches. */
  byMonth: z.array(z.object({ month: monthSchema, kg, trips: z.number().int() })),
  byCostCenter: z.array(costCenterKey.extend({ kg, trips: z.number().int() })),
  byTraveller: z.array(travellerKey.extend({ kg, trips: z.number().int() })),
});
export type Co2Report = z.infer<typeof co2ReportSchema>;

/** What the filters offer: the company's cost centers, travellers and travel groups. */
export const reportOptionsSchema = z.object({
  companyId: z.number().int(),
  costCenters: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  travellers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  travelGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

/** GET /api/reports/options: the operador names the company. */
export const reportOptionsQuerySchema = z.object({
  companyId: z.optional(companyIdParam),
});
