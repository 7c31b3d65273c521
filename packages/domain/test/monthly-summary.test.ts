import { describe, expect, it } from 'vitest';
import { dueSummaryMonth, formatMonthName, formatShare, monthRange } from '../src';

describe('the monthly summary', () => {
  it("is due for the month before Colombia's current one, from the 1st at 00:00 there", () => {
    // 23:59 on 31 October in Bogotá: October is still running, September is the month due.
    expect(dueSummaryMonth(new Date('2026-11-01T04:59:59Z'))).toBe('2026-09');
    expect(dueSummaryMonth(new Date('2026-11-01T05:00:00Z'))).toBe('2026-10');
    expect(dueSummaryMonth(new Date('2026-11-30T23:00:00Z'))).toBe('2026-10');
    expect(dueSummaryMonth(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12');
  });

  it('covers every day of the month as a report period', () => {
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('names the month and writes shares in Spanish', () => {
    expect(formatMonthName('2026-10')).toBe('octubre de 2026');
    expect(formatMonthName('2027-01')).toBe('enero de 2027');
    expect(formatShare(0.8125)).toMatch(/^81,3\s?%$/);
    expect(formatShare(1)).toMatch(/^100\s?%$/);
  });
});
