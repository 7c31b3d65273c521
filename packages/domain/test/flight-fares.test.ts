import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bagsCarried,
  bagsToBuy,
  chargeableLuggage,
  cheapestSearchedFare,
  departureDateOf,
  directionsOf,
  FARE_FAMILY_CODES,
  type FareFamily,
  fareTotal,
  findPassengerProblem,
  flightPassengerSchema,
  flightPolicyPrice,
  GENDER_LABELS,
  GENDERS,
  isNationalFlight,
  luggagePrice,
  passengerSlots,
  passengerTypeForAge,
  searchedBagsPriced as searchedBagsPricedFor,
  withSearchedBags,
} from '../src';
import { buildFamily, buildItinerary } from '../src/testing/flight-builders';
import { direct, roundTrip } from './flight-fixtures';

/** The built family's luggage with the carry-on included or sold at `price`. */
function withCarryOn(included: boolean, price: number) {
  return buildFamily().luggage.map((option) =>
    option.size === 'Mediano' ? { ...option, included, price: included ? 0 : price } : option,
  );
}

describe('fare totals', () => {
  const passengers = { adults: 2, children: 1, infants: 1 };

  it('prices extra luggage per seated passenger and direction', () => {
    // (60 000 + 120 000) × 3 seats × 2 directions.
    expect(luggagePrice(buildFamily(), ['Mediano', 'Grande'], passengers, 2)).toBe(1_080_000);
    expect(luggagePrice(buildFamily(), ['Mediano'], passengers, 1)).toBe(180_000);
    expect(luggagePrice(buildFamily(), [], passengers, 2)).toBe(0);
  });

  it('charges nothing for sizes the family includes or does not offer, and each size at most as allowed', () => {
    expect(luggagePrice(buildFamily(), ['Pequeño'], passengers, 2)).toBe(0);
    const flexible = buildFamily({
      luggage: buildFamily().luggage.map((option) => ({ ...option, included: true, price: 0 })),
    });
    expect(luggagePrice(flexible, ['Mediano', 'Grande'], passengers, 2)).toBe(0);
    expect(luggagePrice(buildFamily({ luggage: [] }), ['Grande'], passengers, 1)).toBe(0);
    // Up to two hold bags per passenger, any other size once: 2 × 120 000 + 60 000, for 3 seats.
    expect(
      luggagePrice(buildFamily(), ['Grande', 'Grande', 'Grande', 'Mediano', 'Mediano'], passengers, 1),
    ).toBe(900_000);
  });

  it('sells a second hold bag in a family that includes one, and starts from the bags searched for', () => {
    const flexible = buildFamily({
      luggage: buildFamily().luggage.map((option) => ({ ...option, included: true })),
    });
    expect(chargeableLuggage(flexible, ['Grande', 'Grande', 'Mediano'])).toEqual(['Grande']);
    expect(luggagePrice(flexible, ['Grande'], passengers, 1)).toBe(360_000);
    expect(bagsToBuy(buildFamily(), { hand: 0, hold: 2 })).toEqual(['Grande', 'Grande']);
    expect(bagsToBuy(flexible, { hand: 0, hold: 2 })).toEqual(['Grande']);
    expect(bagsToBuy(flexible, { hand: 1, hold: 1 })).toEqual([]);
    expect(bagsCarried(flexible, ['Grande'])).toEqual({ hand: 1, hold: 2 });
    expect(bagsCarried(buildFamily(), [])).toEqual({ hand: 0, hold: 0 });
  });

  it('buys the searched carry-on in a family without one, and none in a family that includes it', () => {
    const clasica = buildFamily({
      code: 'CLASICA',
      luggage: buildFamily().luggage.map((option) =>
        option.size === 'Mediano' ? { ...option, included: true, price: 0 } : option,
      ),
    });
    expect(bagsToBuy(buildFamily(), { hand: 1, hold: 1 })).toEqual(['Mediano', 'Grande']);
    expect(bagsToBuy(clasica, { hand: 1, hold: 0 })).toEqual([]);
    expect(bagsToBuy(buildFamily(), { hand: 0, hold: 0 })).toEqual([]);
    expect(bagsCarried(buildFamily(), ['Mediano'])).toEqual({ hand: 1, hold: 0 });
    expect(bagsCarried(clasica, ['Grande'])).toEqual({ hand: 1, hold: 1 });
    // A family that sells no carry-on cannot carry one.
    const bare = buildFamily({
      luggage: buildFamily().luggage.filter((option) => option.size !== 'Mediano'),
    });
    expect(bagsToBuy(bare, { hand: 1, hold: 0 })).toEqual([]);
  });

  it('tells which searched bags a result’s price includes: none its cheapest family cannot carry', () => {
    const one = { adults: 1, children: 0, infants: 0 };
    const searchedBagsPriced = (
      result: Parameters<typeof cheapestSearchedFare>[0],
      bags: { hand: number; hold: number },
    ) => searchedBagsPricedFor(result, { bags, passengers: one });
    const result = (family = buildFamily()) => buildItinerary(direct.route, { fareFamilies: [family] });
    expect(searchedBagsPriced(result(), { hand: 1, hold: 2 })).toEqual({ hand: 1, hold: 2 });
    const withoutCarryOn = buildFamily({
      luggage: buildFamily().luggage.filter((option) => option.size !== 'Mediano'),
    });
    expect(searchedBagsPriced(result(withoutCarryOn), { hand: 1, hold: 0 })).toEqual({ hand: 0, hold: 0 });
    const allIncluded = buildFamily({
      luggage: buildFamily().luggage.map((option) => ({ ...option, included: true, price: 0 })),
    });
    expect(searchedBagsPriced(result(allIncluded), { hand: 0, hold: 1 })).toEqual({ hand: 0, hold: 1 });
    expect(
      searchedBagsPriced(buildItinerary(direct.route, { fareFamilies: [] }), { hand: 1, hold: 1 }),
    ).toEqual({ hand: 0, hold: 0 });
  });

  it('prices a result with the carry-on and the hold bags its search asked for', () => {
    const result = buildItinerary(roundTrip.route, { price: 400_000, fareFamilies: [buildFamily()] });
    const search = { passengers: { adults: 1, children: 0, infants: 0 }, bags: { hand: 0, hold: 1 } };
    // 120 000 per hold bag and direction; a carry-on adds 60 000 per direction.
    expect(withSearchedBags(result, search).price).toBe(640_000);
    expect(withSearchedBags(result, { ...search, bags: { hand: 1, hold: 1 } }).price).toBe(760_000);
    expect(withSearchedBags(result, { ...search, bags: { hand: 1, hold: 0 } }).price).toBe(520_000);
    expect(withSearchedBags(result, { ...search, bags: { hand: 0, hold: 0 } })).toBe(result);
  });

  it('prices a result at the family with the carry-on included when that costs less than buying one', () => {
    // Issue 36: Básica 254 400 + 2 × 46 700 for the carry-on = 347 800, Clásica includes it for 310 400.
    const basica = buildFamily({ price: 254_400, luggage: withCarryOn(false, 46_700) });
    const clasica = buildFamily({ code: 'CLASICA', price: 310_400, luggage: withCarryOn(true, 46_700) });
    const result = buildItinerary(roundTrip.route, { price: 254_400, fareFamilies: [basica, clasica] });
    const search = { passengers: { adults: 1, children: 0, infants: 0 }, bags: { hand: 1, hold: 0 } };
    expect(cheapestSearchedFare(result, search)).toEqual({
      family: clasica,
      extraLuggage: [],
      total: 310_400,
    });
    expect(withSearchedBags(result, search).price).toBe(310_400);
    expect(searchedBagsPricedFor(result, search)).toEqual({ hand: 1, hold: 0 });
    // Without the carry-on Básica is the cheapest again.
    expect(cheapestSearchedFare(result, { ...search, bags: { hand: 0, hold: 0 } })?.family).toBe(basica);
  });

  it('never shows a "Desde" above any family’s total for the searched bags (property)', () => {
    const luggageOf = (mediano: boolean, grande: boolean, handPrice: number, holdPrice: number) =>
      buildFamily().luggage.map((option) =>
        option.size === 'Mediano'
          ? { ...option, included: mediano, price: mediano ? 0 : handPrice }
          : option.size === 'Grande'
            ? { ...option, included: grande, price: holdPrice }
            : option,
      );
    const family = fc
      .record({
        price: fc.integer({ min: 0, max: 5_000_000 }),
        mediano: fc.boolean(),
        grande: fc.boolean(),
        handPrice: fc.integer({ min: 0, max: 300_000 }),
        holdPrice: fc.integer({ min: 0, max: 400_000 }),
      })
      .map(
        ({ price, mediano, grande, handPrice, holdPrice }): FareFamily =>
          buildFamily({ price, luggage: luggageOf(mediano, grande, handPrice, holdPrice) }),
      );
    fc.assert(
      fc.property(
        fc.array(family, { minLength: 1, maxLength: 3 }),
        fc.record({ hand: fc.integer({ min: 0, max: 1 }), hold: fc.integer({ min: 0, max: 2 }) }),
        fc.record({
          adults: fc.integer({ min: 1, max: 9 }),
          children: fc.integer({ min: 0, max: 8 }),
          infants: fc.integer({ min: 0, max: 4 }),
        }),
        fc.boolean(),
        (families, bags, passengers, isRoundTrip) => {
          // The supplier lists families cheapest first; the cheapest family's price is the result's bare price.
          const fareFamilies = [...families]
            .sort((a, b) => a.price - b.price)
            .map((candidate, index) => ({ ...candidate, code: FARE_FAMILY_CODES[index] ?? 'FLEXIBLE' }));
          const result = buildItinerary((isRoundTrip ? roundTrip : direct).route, {
            price: (fareFamilies[0] as FareFamily).price,
            fareFamilies,
          });
          const search = { bags, passengers };
          const shown = withSearchedBags(result, search).price;
          const directions = directionsOf(result);
          for (const candidate of fareFamilies) {
            expect(shown).toBeLessThanOrEqual(
              fareTotal(candidate, bagsToBuy(candidate, bags), passengers, directions),
            );
          }
          // And it is the total of the fare the upsell starts from.
          const fare = cheapestSearchedFare(result, search);
          expect(fare && fareTotal(fare.family, fare.extraLuggage, passengers, directions)).toBe(shown);
        },
      ),
    );
  });

  it('adds the luggage to the family price', () => {
    expect(fareTotal(buildFamily(), [], passengers, 1)).toBe(400_000);
    expect(
      fareTotal(buildFamily(), ['Grande'], { adults: 1, children: 0, infants: 0 }, directionsOf(roundTrip)),
    ).toBe(640_000);
  });
});

describe('passenger ages', () => {
  it('counts whole years, birthday included', () => {
    expect(ageOn('2000-12-01', '2026-12-01')).toBe(26);
    expect(ageOn('2000-12-02', '2026-12-01')).toBe(25);
    expect(ageOn('2026-11-30', '2026-12-01')).toBe(0);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('types passengers by age: infant under 2, child 2–12, adult 13+', () => {
    expect([0, 1, 2, 12, 13, 80].map(passengerTypeForAge)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
      'adult',
    ]);
  });

  it('checks the age on the last flight date', () => {
    const today = '2026-11-22';
    const turnsThirteen = '2013-12-05';
    expect(findPassengerProblem({ type: 'child', birthDate: turnsThirteen }, '2026-12-01', today)).toBeNull();
    expect(findPassengerProblem({ type: 'child', birthDate: turnsThirteen }, '2026-12-08', today)).toBe(
      'Un niño debe tener entre 2 y 12 años en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'adult', birthDate: turnsThirteen }, '2026-12-08', today)).toBeNull();
    expect(findPassengerProblem({ type: 'adult', birthDate: '2015-01-01' }, '2026-12-08', today)).toBe(
      'Un adulto debe tener 13 años o más en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'infant', birthDate: '2024-12-01' }, '2026-12-08', today)).toBe(
      'Un bebé debe tener menos de 2 años en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'infant', birthDate: '2026-11-22' }, '2026-12-08', today)).toBeNull();
    expect(findPassengerProblem({ type: 'infant', birthDate: '2026-11-23' }, '2026-12-08', today)).toBe(
      'La fecha de nacimiento no puede ser futura.',
    );
  });

  it('needs the sex on the travel document of every passenger, F or M', () => {
    const passenger = {
      type: 'infant',
      documentType: 'RC',
      documento: '1122334455',
      firstname: 'Tomás',
      last_name: 'Gómez',
      gender: 'M',
      birthDate: '2026-01-20',
      nationality: 'CO',
    };
    expect(GENDERS.map((code) => GENDER_LABELS[code])).toEqual(['Femenino', 'Masculino']);
    expect(flightPassengerSchema.parse(passenger)).toEqual(passenger);
    expect(flightPassengerSchema.parse({ ...passenger, gender: 'F' }).gender).toBe('F');
    const { gender: _gender, ...withoutGender } = passenger;
    for (const invalid of [withoutGender, { ...passenger, gender: '' }, { ...passenger, gender: 'X' }]) {
      const parsed = flightPassengerSchema.safeParse(invalid);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map(({ path, message }) => [path, message])).toEqual([
        [['gender'], 'Indica el sexo del pasajero como figura en su documento.'],
      ]);
    }
  });

  it('orders the form sections adults, children, infants', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ]);
    expect(passengerSlots({ adults: 1, children: 0, infants: 0 })).toEqual(['adult']);
  });
});

describe('flight policy inputs', () => {
  it('is national when origin and destination share a country', () => {
    expect(isNationalFlight(direct)).toBe(true);
    expect(isNationalFlight(roundTrip)).toBe(false);
  });

  it('caps the traveller’s own adult fare and counts advance from the first departure', () => {
    expect(flightPolicyPrice(buildFamily())).toBe(200_000);
    expect(departureDateOf(roundTrip)).toBe('2026-12-01');
  });
});
