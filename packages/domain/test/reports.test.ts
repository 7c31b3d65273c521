import { describe, expect, it } from 'vitest';
import {
  averageOf,
  findReportQueryProblem,
  isShortNotice,
  lowestFareOf,
  missedSavingsOf,
  monthsOfRange,
  monthsOfYear,
  previousReportRange,
  REPORT_QUERY_MESSAGES,
  type ReportPeriod,
  rangeInstants,
  reportQuerySchema,
  resolveReportRange,
  shareOf,
} from '../src';

describe('report periods', () => {
  it('resolve to whole days in Colombia, seen from today', () => {
    expect(resolveReportRange({ period: 'this-month' }, '2026-02-14')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(resolveReportRange({ period: 'last-month' }, '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(resolveReportRange({ period: 'this-year' }, '2028-02-29')).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(resolveReportRange({ period: 'custom', from: '2026-03-05', to: '2026-04-02' })).toEqual({
      from: '2026-03-05',
      to: '2026-04-02',
    });
  });

  it('cover instants from the first midnight in Bogotá to the midnight after the last day', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      start: new Date('2026-11-01T05:00:00Z'),
      end: new Date('2026-12-01T05:00:00Z'),
    });
  });

  it('list the months they touch, and a year its twelve', () => {
    expect(monthsOfRange({ from: '2025-11-20', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOfYear('2026')).toHaveLength(12);
    expect(monthsOfYear('2026')[11]).toBe('2026-12');
  });

  it('refuse, in Spanish, a custom range without both dates, reversed, too long, or dates on another period', () => {
    expect(findReportQueryProblem({ period: 'custom', from: '2026-01-01' })).toBe(
      REPORT_QUERY_MESSAGES.customNeedsDates,
    );
    expect(findReportQueryProblem({ period: 'custom', from: '2026-02-01', to: '2026-01-01' })).toBe(
      REPORT_QUERY_MESSAGES.fromAfterTo,
    );
    expect(findReportQueryProblem({ period: 'custom', from: '2024-01-01', to: '2026-01-01' })).toBe(
      REPORT_QUERY_MESSAGES.tooLong,
    );
    expect(findReportQueryProblem({ period: 'custom', from: '2024-01-01', to: '2025-12-31' })).toBeNull();
    expect(findReportQueryProblem({ period: 'this-year', to: '2026-01-01' })).toBe(
      REPORT_QUERY_MESSAGES.datesOnlyForCustom,
    );
  });

  it('open on the last 30 days, today included, so the 1st of a month is not an empty report', () => {
    expect(resolveReportRange({ period: 'last-30-days' }, '2026-12-01')).toEqual({
      from: '2026-11-02',
      to: '2026-12-01',
    });
  });

  it('set each period against the one before: the calendar one, or as many days right before', () => {
    const before = (period: ReportPeriod, today: string, dates: { from?: string; to?: string } = {}) =>
      previousReportRange(period, resolveReportRange({ period, ...dates }, today));
    expect(before('last-30-days', '2026-12-01')).toEqual({ from: '2026-10-03', to: '2026-11-01' });
    expect(before('this-month', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(before('last-month', '2026-01-10')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(before('this-year', '2026-06-30')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(before('custom', '2026-06-30', { from: '2026-02-27', to: '2026-03-02' })).toEqual({
      from: '2026-02-23',
      to: '2026-02-26',
    });
  });

  it('parse from a query string, the last 30 days by default', () => {
    expect(reportQuerySchema.parse({})).toEqual({ period: 'last-30-days' });
    expect(reportQuerySchema.parse({ costCenterId: '3', type: 'hotel', scope: 'international' })).toEqual({
      period: 'last-30-days',
      costCenterId: 3,
      type: 'hotel',
      scope: 'international',
    });
    const wrong = reportQuerySchema.safeParse({ period: 'ayer', type: 'tren' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      REPORT_QUERY_MESSAGES.period,
      REPORT_QUERY_MESSAGES.type,
    ]);
  });
});

describe('report figures', () => {
  it('share with four decimals and average in whole pesos, null with nothing to divide by', () => {
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(0, 0)).toBeNull();
    expect(averageOf(1_000_001, 2)).toBe(500_001);
    expect(averageOf(5, 0)).toBeNull();
  });

  it('the lowest fare is the cheapest family of the cheapest itinerary; missed savings are never negative', () => {
    const result = (familyPrices: number[]) => ({
      price: familyPrices[0] ?? 0,
      fareFamilies: familyPrices.map((price) => ({ price })) as never,
    });
    expect(lowestFareOf([result([420_000, 510_000]), result([380_000, 600_000])])).toBe(380_000);
    expect(lowestFareOf([])).toBeNull();
    expect(missedSavingsOf(510_000, 380_000)).toBe(130_000);
    expect(missedSavingsOf(370_000, 380_000)).toBe(0);
  });

  it('short notice: fewer days ahead than the covering rule asks, whatever the price', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    const rules = [{ type: 'NACIONAL' as const, time_min: 3, price_max: 1 }];
    expect(isShortNotice({ startsAt: '2026-11-28', rules, isNational: true, now })).toBe(true);
    expect(isShortNotice({ startsAt: '2026-11-30', rules, isNational: true, now })).toBe(false);
    expect(isShortNotice({ startsAt: '2026-11-28', rules, isNational: false, now })).toBe(false);
    expect(isShortNotice({ startsAt: '2026-11-28', rules: null, isNational: true, now })).toBe(false);
  });
});
