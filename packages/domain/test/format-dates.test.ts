import { describe, expect, it } from 'vitest';
import {
  formatFlightDate,
  formatLongDate,
  formatMonthTitle,
  formatShortDate,
} from '../src/dates/format-dates';
import { atSentenceStart } from '../src/intl/spanish-text';

describe('es-CO dates', () => {
  it('write weekdays and months in lower case inside a text', () => {
    expect(formatShortDate('2026-12-11')).toBe('vie, 11 de dic');
    expect(formatShortDate('')).toBe('');
    expect(formatFlightDate('2026-12-11T07:00:00.000Z')).toBe('vie, 11 dic 2026');
    expect(formatLongDate('2026-12-11')).toBe('viernes, 11 de diciembre de 2026');
  });

  it('put only the first letter in upper case where a heading or sentence starts', () => {
    expect(formatMonthTitle('2026-12')).toBe('Diciembre de 2026');
    expect(atSentenceStart(formatShortDate('2026-12-11'))).toBe('Vie, 11 de dic');
    expect(atSentenceStart('')).toBe('');
  });
});
