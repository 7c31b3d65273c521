import { describe, expect, it } from 'vitest';
import { monthBounds, previousIsoMonth, toIsoMonth } from '../src';

describe('months in Colombian time', () => {
  it('start at midnight in Bogotá (UTC−5) and end where the next one starts', () => {
    expect(monthBounds('2026-11')).toEqual({
      start: new Date('2026-11-01T05:00:00Z'),
      end: new Date('2026-12-01T05:00:00Z'),
    });
    expect(monthBounds('2026-12').end).toEqual(new Date('2027-01-01T05:00:00Z'));
  });

  it('put an instant in the month it is in Bogotá', () => {
    expect(toIsoMonth(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11');
    expect(toIsoMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12');
  });

  it('have the one before, across a new year too', () => {
    expect(previousIsoMonth('2026-12')).toBe('2026-11');
    expect(previousIsoMonth('2026-10')).toBe('2026-09');
    expect(previousIsoMonth('2027-01')).toBe('2026-12');
  });
});
