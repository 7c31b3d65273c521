import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  chooseDay,
  type DateRange,
  dayAfterKey,
  daysBetween,
  flightDateBounds,
  isInsideRange,
  isSelectableDay,
  monthWeeks,
  stayDateBounds,
} from '../src';

const TODAY = '2026-11-23';
const stay = stayDateBounds(TODAY);
const flight = flightDateBounds(TODAY);

describe('the date-range calendar', () => {
  it('picks the start, then the end, then starts again', () => {
    let state = chooseDay({ start: '2026-12-01', end: '2026-12-03' }, '2026-12-10', 'start', stay);
    expect(state).toEqual({ range: { start: '2026-12-10', end: '' }, next: 'end' });
    state = chooseDay(state.range, '2026-12-12', 'end', stay);
    expect(state).toEqual({ range: { start: '2026-12-10', end: '2026-12-12' }, next: 'start' });
  });

  it('starts again from a day before the start (or the start itself, for a stay)', () => {
    expect(chooseDay({ start: '2026-12-10', end: '' }, '2026-12-05', 'end', stay).range).toEqual({
      start: '2026-12-05',
      end: '',
    });
    expect(chooseDay({ start: '2026-12-10', end: '' }, '2026-12-10', 'end', stay).range.end).toBe('');
    // A flight may come back the same day.
    expect(chooseDay({ start: '2026-12-10', end: '' }, '2026-12-10', 'end', flight).range).toEqual({
      start: '2026-12-10',
      end: '2026-12-10',
    });
  });

  it('clears the end when the start moves, so the end is always picked after it', () => {
    expect(chooseDay({ start: '2026-12-10', end: '2026-12-14' }, '2026-12-11', 'start', stay)).toEqual({
      range: { start: '2026-12-11', end: '' },
      next: 'end',
    });
  });

  it('offers no day in the past, no stay over 30 nights and no flight beyond what is on sale', () => {
    const range = { start: '2026-12-01', end: '' };
    expect(isSelectableDay('2026-11-22', range, 'start', stay)).toBe(false);
    expect(isSelectableDay(addDays('2026-12-01', 30), range, 'end', stay)).toBe(true);
    expect(isSelectableDay(addDays('2026-12-01', 31), range, 'end', stay)).toBe(false);
    expect(isSelectableDay(addDays(TODAY, 331), range, 'start', flight)).toBe(false);
  });

  it('never makes a range the bounds refuse, whatever is tapped', () => {
    const day = fc.integer({ min: -10, max: 420 }).map((offset) => addDays(TODAY, offset));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, fc.constantFrom('start' as const, 'end' as const)), { maxLength: 12 }),
        (taps) => {
          let range: DateRange = { start: addDays(TODAY, 4), end: addDays(TODAY, 6) };
          for (const [tapped, picking] of taps) {
            if (!isSelectableDay(tapped, range, picking, stay)) continue;
            range = chooseDay(range, tapped, picking, stay).range;
            if (range.end) {
              const nights = daysBetween(range.start, range.end);
              expect(nights).toBeGreaterThanOrEqual(1);
              expect(nights).toBeLessThanOrEqual(30);
            }
            expect(range.start >= TODAY).toBe(true);
          }
        },
      ),
    );
  });

  it('shades only the days between the ends', () => {
    const range = { start: '2026-12-01', end: '2026-12-03' };
    expect(['2026-12-01', '2026-12-02', '2026-12-03'].map((day) => isInsideRange(day, range))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('moves by day, week and month with the keys', () => {
    expect(dayAfterKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayAfterKey('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(dayAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayAfterKey('2027-01-15', 'PageUp')).toBe('2026-12-15');
    expect(dayAfterKey('2027-01-15', 'Enter')).toBeNull();
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });
});
