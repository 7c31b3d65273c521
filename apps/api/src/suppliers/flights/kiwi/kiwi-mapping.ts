import {
  type Cabin,
  directionsOf,
  type FareFamily,
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  type FlightRouteSegment,
  type FlightSearch,
  flightResultSchema,
  type Gender,
  type LuggageOption,
} from '@travesia/domain';
import type {
  KiwiBaggageCombination,
  KiwiCheck,
  KiwiItinerary,
  KiwiPassenger,
  KiwiSaveBookingRequest,
} from './kiwi-client';

/** Tequila's `selected_cabins` letters: M economy, W premium economy, C business, F first. */
const CABIN_CODES: Record<Cabin, string> = { Y: 'M', W: 'W', C: 'C', F: 'F' };
/** At most this many itineraries per search, like the built-in schedule. */
const SEARCH_LIMIT = 200;
const BAGLIMIT_KEYS = Object.keys(
  flightResultSchema.shape.baglimit.shape,
) as (keyof FlightResult['baglimit'])[];
/** Tequila's search says nothing about fare rules, so the single family states the usual low-cost terms. */
const BASIC_CONDITIONS: FareFamily['conditions'] = {
  changes: 'Cambios sujetos a las reglas de la aerolínea y con cargo.',
  refunds: 'No reembolsable.',
  seat: 'Selección de asiento con cargo.',
};

const tequilaDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
const eachPassenger = (count: number, bags: number) => Array.from({ length: count }, () => bags).join(',');

/** The /v2/search query for a validated search: same-day date ranges, amounts in COP, cheapest first. */
export function searchQuery(search: FlightSearch): URLSearchParams {
  const { passengers, bags } = search;
  const params = new URLSearchParams({
    fly_from: search.origin,
    fly_to: search.destination,
    date_from: tequilaDate(search.departureDate),
    date_to: tequilaDate(search.departureDate),
  });
  if (search.returnDate) {
    params.set('return_from', tequilaDate(search.returnDate));
    params.set('return_to', tequilaDate(search.returnDate));
  }
  params.set('flight_type', search.returnDate ? 'round' : 'oneway');
  params.set('adults', String(passengers.adults));
  params.set('children', String(passengers.children));
  params.set('infants', String(passengers.infants));
  params.set('selected_cabins', CABIN_CODES[search.cabin]);
  params.set('adult_hold_bag', eachPassenger(passengers.adults, bags.hold));
  params.set('adult_hand_bag', eachPassenger(passengers.adults, bags.hand));
  if (passengers.children > 0) {
    params.set('child_hold_bag', eachPassenger(passengers.children, bags.hold));
    params.set('child_hand_bag', eachPassenger(passengers.children, bags.hand));
  }
  if (search.nonStop) params.set('max_stopovers', '0');
  params.set('curr', 'COP');
  params.set('locale', 'es');
  params.set('sort', 'price');
  params.set('limit', String(SEARCH_LIMIT));
  return params;
}

/**
 * Our booking token: the search (without passengers) and the legs, so that `recheck` can find the itinerary
 * again and rebuild the whole result, followed by Kiwi's own token, which the booking calls need.
 */
interface TokenContext {
  search: Omit<FlightSearch, 'passengers'>;
  legs: string;
  /** check_flights' session once the offer was re-priced, so the hold continues it. */
  session?: string;
}

export function legsKey(route: readonly { airline: string; flight_no: number; local_departure: string }[]) {
  return route
    .map((segment) => `${segment.airline}${segment.flight_no}@${segment.local_departure}`)
    .join('|');
}

function wrapBookingToken(
  kiwiToken: string,
  search: Omit<FlightSearch, 'passengers'>,
  legs: string,
  session?: string,
): string {
  const { passengers: _passengers, ...rest } = search as FlightSearch;
  const context: TokenContext = { search: rest, legs, ...(session ? { session } : {}) };
  return `${Buffer.from(JSON.stringify(context)).toString('base64url')}.${kiwiToken}`;
}

/** The result with check_flights' session in its token, for the hold to reuse. */
export function withCheckSession(result: FlightResult, session: string | undefined): FlightResult {
  const token = unwrapBookingToken(result.booking_token);
  if (!token || !session) return result;
  return { ...result, booking_token: wrapBookingToken(token.kiwiToken, token.search, token.legs, session) };
}

export function unwrapBookingToken(token: string): (TokenContext & { kiwiToken: string }) | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  try {
    const context = JSON.parse(
      Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'),
    ) as TokenContext;
    if (typeof context?.legs !== 'string' || typeof context.search !== 'object') return undefined;
    if (context.session !== undefined && typeof context.session !== 'string') return undefined;
    return { ...context, kiwiToken: token.slice(dot + 1) };
  } catch {
    return undefined;
  }
}

function segmentOf(leg: KiwiItinerary['route'][number]): FlightRouteSegment {
  return {
    id: leg.id,
    flyFrom: leg.flyFrom,
    flyTo: leg.flyTo,
    cityFrom: leg.cityFrom,
    cityTo: leg.cityTo,
    cityCodeFrom: leg.cityCodeFrom,
    cityCodeTo: leg.cityCodeTo,
    local_departure: leg.local_departure,
    utc_departure: leg.utc_departure,
    local_arrival: leg.local_arrival,
    utc_arrival: leg.utc_arrival,
    airline: leg.airline,
    flight_no: leg.flight_no,
    operating_carrier: leg.operating_carrier || leg.airline,
    operating_flight_no: leg.operating_flight_no || String(leg.flight_no),
    fare_basis: leg.fare_basis ?? '',
    fare_category: leg.fare_category ?? '',
    fare_classes: leg.fare_classes ?? '',
    return: leg.return,
    bags_recheck_required: leg.bags_recheck_required ?? false,
    vi_connection: leg.vi_connection ?? false,
    guarantee: leg.guarantee ?? false,
    vehicle_type: leg.vehicle_type ?? 'aircraft',
    equipment: leg.equipment || null,
    // Tequila lists technical stops only as a count on the itinerary, not where they happen.
    technical_stop: null,
  };
}

function isKnownLimit(value: number | undefined): value is number {
  return typeof value === 'number' && value > 0;
}

/**
 * Tequila prices the bags the search asked for into the fare, so those sizes are included; a hold bag that
 * was not asked for is sold at `bags_price` (per passenger for the whole trip, shown per direction).
 */
function luggageOf(search: FlightSearch, result: FlightResult): LuggageOption[] {
  const { baglimit } = result;
  const personalSize = [
    baglimit.personal_item_length,
    baglimit.personal_item_width,
    baglimit.personal_item_height,
  ];
  // A limit Tequila leaves out is unknown, not zero: say nothing rather than '0 × 0 × 0 cm'.
  const luggage: LuggageOption[] = [
    {
      icon: 'bag-handle-outline',
      size: 'Pequeño',
      description: personalSize.every(isKnownLimit)
        ? `Artículo personal (${personalSize.join(' × ')} cm)`
        : 'Artículo personal',
      included: true,
      price: 0,
    },
  ];
  if (search.bags.hand > 0) {
    luggage.push({
      icon: 'briefcase-outline',
      size: 'Mediano',
      description: isKnownLimit(baglimit.hand_weight)
        ? `Equipaje de mano ${baglimit.hand_weight} kg`
        : 'Equipaje de mano',
      included: true,
      price: 0,
    });
  }
  const holdBag = result.bags_price['1'];
  if (search.bags.hold > 0 || holdBag !== undefined) {
    luggage.push({
      icon: 'bag-outline',
      size: 'Grande',
      description: isKnownLimit(baglimit.hold_weight)
        ? `Maleta facturada ${baglimit.hold_weight} kg`
        : 'Maleta facturada',
      included: search.bags.hold > 0,
      price: search.bags.hold > 0 ? 0 : Math.round((holdBag ?? 0) / directionsOf(result)),
    });
  }
  return luggage;
}

/** A Tequila itinerary as our result: amounts rounded to whole pesos, one 'Básica' family, our booking token. */
export function toFlightResult(itinerary: KiwiItinerary, search: FlightSearch): FlightResult {
  const price = Math.round(itinerary.price);
  const fare = {
    adults: Math.round(itinerary.fare.adults),
    children: Math.round(itinerary.fare.children),
    infants: Math.round(itinerary.fare.infants),
  };
  const baglimit = Object.fromEntries(
    BAGLIMIT_KEYS.map((key) => [key, itinerary.baglimit?.[key] ?? 0]),
  ) as FlightResult['baglimit'];
  const route = itinerary.route.map(segmentOf);
  const bookingClass = route[0]?.fare_classes.match(/^[A-Z]$/) ? route[0].fare_classes : search.cabin;
  const fees = Math.round(itinerary.price_dropdown?.fees ?? 0);
  const result: FlightResult = {
    id: itinerary.id,
    flyFrom: itinerary.flyFrom,
    flyTo: itinerary.flyTo,
    cityFrom: itinerary.cityFrom,
    cityTo: itinerary.cityTo,
    cityCodeFrom: itinerary.cityCodeFrom,
    cityCodeTo: itinerary.cityCodeTo,
    countryFrom: itinerary.countryFrom,
    countryTo: itinerary.countryTo,
    local_departure: itinerary.local_departure,
    utc_departure: itinerary.utc_departure,
    local_arrival: itinerary.local_arrival,
    utc_arrival: itinerary.utc_arrival,
    nightsInDest: itinerary.nightsInDest ?? null,
    quality: itinerary.quality ?? 0,
    distance: itinerary.distance ?? 0,
    duration: itinerary.duration,
    price,
    conversion: { COP: price, EUR: itinerary.conversion.EUR ?? 0 },
    fare,
    price_dropdown: { base_fare: price - fees, fees },
    bags_price: Object.fromEntries(
      Object.entries(itinerary.bags_price ?? {}).map(([bags, amount]) => [bags, Math.round(amount)]),
    ),
    baglimit,
    availability: { seats: itinerary.availability?.seats ?? null },
    airlines: itinerary.airlines,
    route,
    booking_token: wrapBookingToken(itinerary.booking_token, search, legsKey(route)),
    facilitated_booking_available: itinerary.facilitated_booking_available ?? false,
    pnr_count: itinerary.pnr_count ?? 1,
    has_airport_change: itinerary.has_airport_change ?? false,
    technical_stops: itinerary.technical_stops ?? 0,
    throw_away_ticketing: itinerary.throw_away_ticketing ?? false,
    hidden_city_ticketing: itinerary.hidden_city_ticketing ?? false,
    virtual_interlining: itinerary.virtual_interlining ?? false,
    cabin: search.cabin,
    fareFamilies: [],
  };
  const family: FareFamily = {
    code: 'BASICA',
    name: 'Básica',
    bookingClass,
    price,
    fare,
    luggage: luggageOf(search, result),
    conditions: BASIC_CONDITIONS,
  };
  return { ...result, fareFamilies: [family] };
}

/**
 * The COP total of a check_flights or save_booking answer: `total` is always EUR, `conversion.amount` is the
 * same in COP; without it, the EUR rate of the search applies.
 */
export function copTotal(priced: Pick<KiwiCheck, 'total' | 'conversion'>, result: FlightResult): number {
  const copPerEur = result.conversion.EUR > 0 ? result.price / result.conversion.EUR : 0;
  return Math.round(priced.conversion?.amount ?? priced.total * copPerEur);
}

/** The result at the price check_flights reported after a price change (asked without bags). */
export function repriced(result: FlightResult, check: KiwiCheck, passengers: FlightPassengers): FlightResult {
  const price = copTotal(check, result);
  const perPassenger = (total: number | undefined, count: number, before: number) =>
    count === 0 ? before : Math.round(total === undefined ? (before * price) / result.price : total / count);
  const fare = {
    adults: perPassenger(check.conversion?.adults_price, passengers.adults, result.fare.adults),
    children: perPassenger(check.conversion?.children_price, passengers.children, result.fare.children),
    infants: perPassenger(check.conversion?.infants_price, passengers.infants, result.fare.infants),
  };
  const fees = result.price_dropdown.fees;
  return {
    ...result,
    price,
    conversion: { COP: price, EUR: check.total },
    fare,
    price_dropdown: { base_fare: price - fees, fees },
    fareFamilies: result.fareFamilies.map((family) => ({ ...family, price, fare })),
  };
}

/**
 * Tequila's save_booking takes the title from the sex on the travel document, written 'Mr' and 'Ms' as its
 * clients send them, for children and infants as well (there is no 'Miss'/'Mstr').
 */
const KIWI_TITLES: Record<Gender, KiwiPassenger['title']> = { F: 'Ms', M: 'Mr' };

/** save_booking passengers; Kiwi wants a contact on at least one adult, the first one carries it. */
export function kiwiPassengers(passengers: readonly FlightPassenger[]): KiwiPassenger[] {
  return passengers.map((passenger) => ({
    category: passenger.type,
    title: KIWI_TITLES[passenger.gender],
    name: passenger.firstname,
    surname: passenger.last_name,
    birthday: passenger.birthDate,
    nationality: passenger.nationality,
    cardno: passenger.documento,
    ...(passenger.documentExpiry ? { expiration: passenger.documentExpiry } : {}),
    ...(passenger.email ? { email: passenger.email } : {}),
    ...(passenger.phone ? { phone: passenger.phone } : {}),
  }));
}

/**
 * Tequila needs one baggage combination per passenger and kind, even a free or empty one: the cabin-bag
 * combination when the traveller takes a cabin bag, a single hold bag when they take one, otherwise the
 * combination without it. Passengers no combination applies to (infants) get none.
 */
export function baggageFor(
  check: KiwiCheck,
  passengers: readonly KiwiPassenger[],
  wants: { cabinBag: boolean; holdBag: boolean },
): KiwiSaveBookingRequest['baggage'] {
  const baggage = check.baggage;
  if (!baggage) return [];
  const hasCabinBag = (combination: KiwiBaggageCombination) =>
    combination.indices.some((index) => baggage.definitions.hand_bag[index]?.category === 'cabin_bag');
  const matches = {
    hand_bag: (combination: KiwiBaggageCombination) => hasCabinBag(combination) === wants.cabinBag,
    hold_bag: (combination: KiwiBaggageCombination) => combination.indices.length === (wants.holdBag ? 1 : 0),
  };
  const chosen = new Map<KiwiBaggageCombination, number[]>();
  for (const kind of ['hand_bag', 'hold_bag'] as const) {
    passengers.forEach((passenger, index) => {
      const offered = baggage.combinations[kind].filter((candidate) =>
        candidate.conditions.passenger_groups.includes(passenger.category),
      );
      // Every passenger needs one combination of each kind: the one asked for, else the cheapest offered.
      const combination =
        offered.find(matches[kind]) ??
        [...offered].sort(
          (a, b) => a.price.amount - b.price.amount || a.indices.length - b.indices.length,
        )[0];
      if (combination) chosen.set(combination, [...(chosen.get(combination) ?? []), index]);
    });
  }
  return [...chosen].map(([combination, indices]) => ({ combination, passengers: indices }));
}
