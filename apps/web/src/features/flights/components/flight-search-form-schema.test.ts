import { defaultFlightSearchForm, type FlightSearchForm } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { flightSearchFormSchema } from './flight-search-form-schema';

const TODAY = '2026-11-28';

function messagesOf(form: FlightSearchForm) {
  const parsed = flightSearchFormSchema(TODAY).safeParse(form);
  return Object.fromEntries(
    (parsed.success ? [] : parsed.error.issues).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the flight search form’s checks', () => {
  it('ask for every required field, each with its message', () => {
    const empty = {
      ...defaultFlightSearchForm(TODAY),
      origin: '',
      destination: '',
      departureDate: '',
      returnDate: '',
    };
    expect(messagesOf(empty)).toEqual({
      origin: 'Elige el aeropuerto de origen.',
      destination: 'Elige el aeropuerto de destino.',
      departureDate: 'La fecha de ida es obligatoria.',
      returnDate: 'La fecha de regreso es obligatoria.',
    });
  });

  it('need no return date on a one-way search, and pass a complete one', () => {
    const oneWay = {
      ...defaultFlightSearchForm(TODAY),
      tripType: 'ida' as const,
      origin: 'BOG',
      destination: 'MDE',
      departureDate: '2026-12-10',
      returnDate: '',
    };
    expect(messagesOf(oneWay)).toEqual({});
  });
});
