import type { CabinClass, CreateOrderPassenger, PassengerType } from '@duffel/api/types';
import {
  type Cabin,
  daysBetween,
  type FareFamily,
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  type FlightRouteSegment,
  type FlightSearch,
  findAirport,
  type Gender,
  type LuggageOption,
  type PassengerType as OurPassengerType,
} from '@travesia/domain';
import type { DuffelConfig } from '../../../config';
import { localToUtc } from '../builtin/local-time';
import { singleTicketFlags } from '../ticket-flags';
import type { DuffelOffer, DuffelOfferRequest, DuffelSegment } from './duffel-client';

const CABIN_CLASSES: Record<Cabin, CabinClass> = {
  Y: 'economy',
  W: 'premium_economy',
  C: 'business',
  F: 'first',
};
const DUFFEL_TYPES: Record<OurPassengerType, PassengerType> = {
  adult: 'adult',
  child: 'child',
  infant: 'infant_without_seat',
};
/** Duffel's offers carry no fare rules in a form we show, so the single family states the usual terms. */
const BASIC_CONDITIONS: FareFamily['conditions'] = {
  changes: 'Cambios sujetos a las reglas de la aerolínea y con cargo.',
  refunds: 'Sujeto a las condiciones de la tarifa de la aerolínea.',
  seat: 'Selección de asiento con cargo.',
};
const NO_BAGLIMIT: FlightResult['baglimit'] = {
  hand_height: 0,
  hand_length: 0,
  hand_weight: 0,
  hand_width: 0,
  hold_dimensions_sum: 0,
  hold_height: 0,
  hold_length: 0,
  hold_weight: 0,
  hold_width: 0,
  personal_item_height: 0,
  personal_item_length: 0,
  personal_item_weight: 0,
  personal_item_width: 0,
};

/** The offer request for a validated search: one slice each way, every passenger by type, the cabin asked. */
export function offerRequestFor(search: FlightSearch): DuffelOfferRequest {
  const slice = (origin: string, destination: string, departure_date: string) => ({
    origin,
    destination,
    departure_date,
    departure_time: null,
    arrival_time: null,
  });
  const { adults, children, infants } = search.passengers;
  const typed = (type: PassengerType, count: number) => Array.from({ length: count }, () => ({ type }));
  return {
    slices: [
      slice(search.origin, search.destination, search.departureDate),
      ...(search.returnDate ? [slice(search.destination, search.origin, search.returnDate)] : []),
    ],
    passengers: [
      ...typed('adult', adults),
      ...typed('child', children),
      ...typed('infant_without_seat', infants),
    ],
    cabin_class: CABIN_CLASSES[search.cabin],
    ...(search.nonStop ? { max_connections: 0 as const } : {}),
  };
}

/** Whole COP of a Duffel amount: COP as it is, the configured currency at its rate, any other refused. */
export function toCop(amount: string, currency: string, config: DuffelConfig): number | undefined {
  if (currency === 'COP') return Math.round(Number(amount));
  if (currency === config.currency) return Math.round(Number(amount) * config.copPerUnit);
  return undefined;
}

/**
 * Our booking token: the search (without passengers) and the legs, so `recheck` can search again when the
 * passengers changed since the offer was made, followed by Duffel's offer id.
 */
interface TokenContext {
  search: Omit<FlightSearch, 'passengers'>;
  legs: string;
}

export function legsKey(
  route: readonly Pick<FlightRouteSegment, 'airline' | 'flight_no' | 'local_departure'>[],
) {
  return route
    .map((segment) => `${segment.airline}${segment.flight_no}@${segment.local_departure}`)
    .join('|');
}

function wrapBookingToken(offerId: string, search: FlightSearch, legs: string): string {
  const { passengers: _passengers, ...rest } = search;
  const context: TokenContext = { search: rest, legs };
  return `${Buffer.from(JSON.stringify(context)).toString('base64url')}.${offerId}`;
}

export function unwrapBookingToken(token: string): (TokenContext & { offerId: string }) | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return undefined;
  try {
    const context = JSON.parse(
      Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'),
    ) as TokenContext;
    if (typeof context?.legs !== 'string' || typeof context.search !== 'object') return undefined;
    return { ...context, offerId: token.slice(dot + 1) };
  } catch {
    return undefined;
  }
}

/** `2026-12-01T06:05:00` at the airport as our wall-clock form (with a Z) and as the UTC instant. */
function timesOf(localTime: string, timeZone: string): { local: string; utc: string } {
  const date = localTime.slice(0, 10);
  const minutes = Number(localTime.slice(11, 13)) * 60 + Number(localTime.slice(14, 16));
  const local = `${date}T${localTime.slice(11, 16)}:00.000Z`;
  return { local, utc: new Date(localToUtc(date, minutes, timeZone)).toISOString() };
}

const cityOf = (airport: DuffelSegment['origin']) =>
  findAirport(airport.iata_code)?.city ?? airport.city_name ?? '';
const countryOf = (airport: DuffelSegment['origin']) => ({
  code: airport.iata_country_code,
  name: findAirport(airport.iata_code)?.country ?? airport.iata_country_code,
});

function segmentOf(segment: DuffelSegment, direction: 0 | 1): FlightRouteSegment {
  const departure = timesOf(segment.departing_at, segment.origin.time_zone);
  const arrival = timesOf(segment.arriving_at, segment.destination.time_zone);
  const marketing = segment.marketing_carrier.iata_code ?? '';
  const operating = segment.operating_carrier.iata_code ?? marketing;
  const fareBasis = segment.passengers[0]?.fare_basis_code ?? '';
  const [stop] = segment.stops ?? [];
  return {
    id: segment.id,
    flyFrom: segment.origin.iata_code,
    flyTo: segment.destination.iata_code,
    cityFrom: cityOf(segment.origin),
    cityTo: cityOf(segment.destination),
    cityCodeFrom: segment.origin.iata_city_code ?? segment.origin.iata_code,
    cityCodeTo: segment.destination.iata_city_code ?? segment.destination.iata_code,
    local_departure: departure.local,
    utc_departure: departure.utc,
    local_arrival: arrival.local,
    utc_arrival: arrival.utc,
    airline: marketing,
    flight_no: Number.parseInt(segment.marketing_carrier_flight_number, 10) || 0,
    operating_carrier: operating,
    operating_flight_no: segment.operating_carrier_flight_number || segment.marketing_carrier_flight_number,
    fare_basis: fareBasis,
    fare_category: '',
    // The booking class is the fare basis's first letter, as airlines write it.
    fare_classes: /^[A-Z]/.test(fareBasis) ? fareBasis.charAt(0) : '',
    return: direction,
    bags_recheck_required: false,
    vi_connection: false,
    guarantee: false,
    vehicle_type: 'aircraft',
    equipment: segment.aircraft?.name || null,
    technical_stop: stop ? { iataCode: stop.airport.iata_code, duration: stop.duration } : null,
  };
}

/** The bags every passenger carries on every segment, as the offer states them for its first passenger. */
function baggagesOf(offer: DuffelOffer): { carryOn: number; checked: number } {
  const allowances = offer.slices.flatMap((slice) =>
    slice.segments.map((segment) => segment.passengers[0]?.baggages ?? []),
  );
  const least = (type: 'carry_on' | 'checked') =>
    Math.min(
      ...allowances.map((bags) =>
        bags.filter((bag) => bag.type === type).reduce((sum, bag) => sum + bag.quantity, 0),
      ),
    );
  return { carryOn: least('carry_on'), checked: least('checked') };
}

/**
 * The luggage the fare includes: Duffel cannot sell bags on a hold order (its guide), so nothing is offered
 * for a price and only what every segment includes is shown.
 */
function luggageOf(offer: DuffelOffer): LuggageOption[] {
  const { carryOn, checked } = baggagesOf(offer);
  const luggage: LuggageOption[] = [
    {
      icon: 'bag-handle-outline',
      size: 'Pequeño',
      description: 'Artículo personal',
      included: true,
      price: 0,
    },
  ];
  if (carryOn > 0) {
    luggage.push({
      icon: 'briefcase-outline',
      size: 'Mediano',
      description: 'Equipaje de mano',
      included: true,
      price: 0,
    });
  }
  if (checked > 0) {
    luggage.push({
      icon: 'bag-outline',
      size: 'Grande',
      description: checked > 1 ? `${checked} maletas facturadas` : 'Maleta facturada',
      included: true,
      price: 0,
    });
  }
  return luggage;
}

const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/**
 * A Duffel offer as our result, or undefined when it is priced in a currency we cannot convert. Duffel prices
 * the offer as a whole, so each passenger's fare is an even share of it.
 */
export function toFlightResult(
  offer: DuffelOffer,
  search: FlightSearch,
  config: DuffelConfig,
  copPerEur: number,
): FlightResult | undefined {
  const price = toCop(offer.total_amount, offer.total_currency, config);
  if (price === undefined) return undefined;
  const taxes = offer.tax_amount ? (toCop(offer.tax_amount, offer.total_currency, config) ?? 0) : 0;
  const route = offer.slices.flatMap((slice, index) =>
    slice.segments.map((segment) => segmentOf(segment, index === 0 ? 0 : 1)),
  );
  const outbound = route.filter((segment) => segment.return === 0);
  const inbound = route.filter((segment) => segment.return === 1);
  const first = route[0];
  const lastOut = outbound[outbound.length - 1];
  if (!first || !lastOut) return undefined;
  const departure = secondsBetween(first.utc_departure, lastOut.utc_arrival);
  const back = inbound.length
    ? secondsBetween(inbound[0]?.utc_departure ?? '', inbound[inbound.length - 1]?.utc_arrival ?? '')
    : 0;
  const { adults, children, infants } = search.passengers;
  const share = Math.round(price / (adults + children + infants));
  const fare = { adults: share, children: children > 0 ? share : 0, infants: infants > 0 ? share : 0 };
  const origin = offer.slices[0]?.segments[0]?.origin;
  const destination = offer.slices[0]?.segments.at(-1)?.destination;
  if (!origin || !destination) return undefined;
  const distance = offer.slices[0]?.segments.reduce(
    (sum, segment) => sum + (Number(segment.distance) || 0),
    0,
  );
  const result: FlightResult = {
    id: offer.id,
    flyFrom: first.flyFrom,
    flyTo: lastOut.flyTo,
    cityFrom: first.cityFrom,
    cityTo: lastOut.cityTo,
    cityCodeFrom: first.cityCodeFrom,
    cityCodeTo: lastOut.cityCodeTo,
    countryFrom: countryOf(origin),
    countryTo: countryOf(destination),
    local_departure: first.local_departure,
    utc_departure: first.utc_departure,
    local_arrival: lastOut.local_arrival,
    utc_arrival: lastOut.utc_arrival,
    nightsInDest: search.returnDate ? daysBetween(search.departureDate, search.returnDate) : null,
    quality: 0,
    distance: distance ?? 0,
    duration: { departure, return: back, total: departure + back },
    price,
    conversion: { COP: price, EUR: Math.round((price / copPerEur) * 100) / 100 },
    fare,
    price_dropdown: { base_fare: price - taxes, fees: taxes },
    bags_price: {},
    baglimit: NO_BAGLIMIT,
    availability: { seats: null },
    airlines: [...new Set(route.map((segment) => segment.airline))],
    route,
    booking_token: wrapBookingToken(offer.id, search, legsKey(route)),
    ...singleTicketFlags(route),
    cabin: search.cabin,
    fareFamilies: [],
  };
  const family: FareFamily = {
    code: 'BASICA',
    name: 'Básica',
    bookingClass: /^[A-Z]$/.test(first.fare_classes) ? first.fare_classes : search.cabin,
    price,
    fare,
    luggage: luggageOf(offer),
    conditions: BASIC_CONDITIONS,
  };
  return { ...result, fareFamilies: [family] };
}

/** How many passengers of each of our types the offer was made for. */
export function offerPassengerCounts(offer: DuffelOffer): FlightPassengers {
  const count = (type: PassengerType) =>
    offer.passengers.filter((passenger) => passenger.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant_without_seat') };
}

/** Duffel's title from the sex on the travel document, as for Kiwi: 'mr' or 'ms' for every passenger. */
const TITLES: Record<Gender, CreateOrderPassenger['title']> = { F: 'ms', M: 'mr' };
const GENDERS: Record<Gender, CreateOrderPassenger['gender']> = { F: 'f', M: 'm' };

/** A passenger who can show the passport an offer may ask for: its number and expiry are known. */
export const hasPassport = (passenger: FlightPassenger) =>
  passenger.documentType === 'PA' && Boolean(passenger.documentExpiry);

/**
 * The order's passengers, each given the id of an offer passenger of the same type (in order), each infant in
 * the arms of an adult (`infant_passenger_id`), with their passport when the offer asks for it (issued by their
 * issuing country the passenger step asks, or the nationality's). Duffel wants an e-mail and a phone for everyone: a
 * passenger without them gives the contact's (the first passenger who has one), as agencies do. Undefined when
 * the passengers do not fit the offer or nobody gave a phone.
 */
export function orderPassengers(
  offer: DuffelOffer,
  passengers: readonly FlightPassenger[],
): CreateOrderPassenger[] | undefined {
  const email = passengers.find((passenger) => passenger.email)?.email;
  const phone = passengers.find((passenger) => passenger.phone)?.phone;
  if (!email || !phone) return undefined;
  const free = new Map<PassengerType, string[]>();
  for (const offered of offer.passengers) {
    if (offered.type) free.set(offered.type, [...(free.get(offered.type) ?? []), offered.id]);
  }
  const ordered: CreateOrderPassenger[] = [];
  for (const passenger of passengers) {
    const id = free.get(DUFFEL_TYPES[passenger.type])?.shift();
    if (!id) return undefined;
    ordered.push({
      id,
      given_name: passenger.firstname,
      family_name: passenger.last_name,
      born_on: passenger.birthDate,
      gender: GENDERS[passenger.gender],
      title: TITLES[passenger.gender],
      email: passenger.email ?? email,
      // Stored in E.164 already (decision 023), the form Duffel validates.
      phone_number: passenger.phone ?? phone,
      ...(offer.passenger_identity_documents_required && passenger.documentExpiry
        ? {
            identity_documents: [
              {
                type: 'passport' as const,
                unique_identifier: passenger.documento,
                issuing_country_code: passenger.documentCountry ?? passenger.nationality,
                expires_on: passenger.documentExpiry,
              },
            ],
          }
        : {}),
    });
  }
  if ([...free.values()].some((left) => left.length > 0)) return undefined;
  const adults = ordered.filter((_, index) => passengers[index]?.type === 'adult');
  const infants = ordered.filter((_, index) => passengers[index]?.type === 'infant');
  infants.forEach((infant, index) => {
    const adult = adults[index];
    if (adult) adult.infant_passenger_id = infant.id;
  });
  return ordered;
}
