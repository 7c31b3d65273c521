import { describe, expect, it } from 'vitest';
import { tripSpanOf } from '../src';

describe('tripSpanOf', () => {
  it('spans the first to the last day and adds up the bookings still going ahead', () => {
    expect(
      tripSpanOf([
        { startsOn: '2026-12-04', endsOn: '2026-12-06', status: 'pending_approval', total: 300_000 },
        { startsOn: '2026-12-02', endsOn: '2026-12-02', status: 'approved', total: 450_000 },
        { startsOn: '2026-12-10', endsOn: '2026-12-12', status: 'rejected', total: 900_000 },
      ]),
    ).toEqual({ startsOn: '2026-12-02', endsOn: '2026-12-12', total: 750_000 });
  });

  it('has no days when no booking has dates', () => {
    expect(tripSpanOf([{ startsOn: null, endsOn: null, status: 'cancelled', total: 100 }])).toEqual({
      startsOn: null,
      endsOn: null,
      total: 0,
    });
  });
});
