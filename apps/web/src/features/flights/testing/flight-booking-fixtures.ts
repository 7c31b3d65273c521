import {
  type FareFamily,
  type FlightBooking,
  type FlightPassenger,
  type FlightResult,
  type FlightSearchRequest,
  formatCop,
  type LuggageOption,
} from '@travesia/domain';
import { buildLeg } from '@travesia/domain/testing';
import { flightBookingStore } from '../state/flight-booking-store';
import { buildPricedItinerary } from './flight-search-fixtures';

/** Fixtures of the booking steps: one flight, three families, and the booking it becomes. */

export const CHECKOUT_ROUTE =
  '/flight-checkout/:origin/:destination/:date/:adults/:children/:infants/:companyCode/:flightNumber/:bookingClass/:nrOfPassengers/:departureTime/:arrivalTime/:price';

/** How a price reads on screen once whitespace is normalised. */
export const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

/** The three luggage sizes with the price of the hand and hold bags; 0 means the family includes it. */
function luggageCosting(handPrice: number, holdPrice: number): LuggageOption[] {
  const option = (icon: string, size: LuggageOption['size'], description: string, price: number) => ({
    icon,
    size,
    description,
    included: price === 0,
    price,
  });
  return [
    option('bag-handle-outline', 'Pequeño', 'Artículo personal (40 × 35 × 25 cm)', 0),
    option('briefcase-outline', 'Mediano', 'Equipaje de mano 10 kg', handPrice),
    option('bag-outline', 'Grande', 'Maleta facturada 23 kg', holdPrice),
  ];
}

export function buildFamilies(): FareFamily[] {
  return [
    {
      code: 'BASICA',
      name: 'Básica',
      bookingClass: 'Q',
      price: 740_000,
      fare: { adults: 400_000, children: 300_000, infants: 40_000 },
      luggage: luggageCosting(95_000, 150_000),
      conditions: { changes: 'No permite cambios', refunds: 'No reembolsable', seat: 'Asiento con cargo' },
    },
    {
      code: 'CLASICA',
      name: 'Clásica',
      bookingClass: 'M',
      price: 962_000,
      fare: { adults: 520_000, children: 390_000, infants: 52_000 },
      luggage: luggageCosting(0, 150_000),
      conditions: {
        changes: 'Cambios con cargo',
        refunds: 'Reembolso parcial',
        seat: 'Asiento estándar incluido',
      },
    },
    {
      code: 'FLEXIBLE',
      name: 'Flexible',
      bookingClass: 'Y',
      price: 1_480_000,
      fare: { adults: 800_000, children: 600_000, infants: 80_000 },
      luggage: luggageCosting(0, 0),
      conditions: { changes: 'Cambios sin cargo', refunds: 'Reembolsable', seat: 'Elige tu asiento' },
    },
  ];
}

const CITIES: Record<string, string> = { BOG: 'Bogotá', MDE: 'Medellín' };

/** Cities as the supplier names them, on the itinerary and on each leg. */
function withCities(itinerary: FlightResult): FlightResult {
  const city = (iata: string) => CITIES[iata] ?? iata;
  return {
    ...itinerary,
    cityFrom: city(itinerary.flyFrom),
    cityTo: city(itinerary.flyTo),
    route: itinerary.route.map((leg) => ({ ...leg, cityFrom: city(leg.flyFrom), cityTo: city(leg.flyTo) })),
  };
}

/** BOG → MDE on 10 March 2030, AV 9301 06:05–07:10, with the three families. */
export function buildOneWayFlight(families: FareFamily[] = buildFamilies()): FlightResult {
  const itinerary = buildPricedItinerary(
    [buildLeg({ from: 'BOG', to: 'MDE', departs: '2030-03-10T06:05', arrives: '2030-03-10T07:10' })],
    families[0]?.price ?? 0,
  );
  return withCities({ ...itinerary, fareFamilies: families });
}

/** The same outbound, back on 17 March with AV 9324 18:00–19:05 (or on the dates given). */
export function buildRoundTripFlight(
  families: FareFamily[] = buildFamilies(),
  dates = { departure: '2030-03-10', back: '2030-03-17' },
): FlightResult {
  const itinerary = buildPricedItinerary(
    [
      buildLeg({
        from: 'BOG',
        to: 'MDE',
        departs: `${dates.departure}T06:05`,
        arrives: `${dates.departure}T07:10`,
      }),
      buildLeg({
        from: 'MDE',
        to: 'BOG',
        departs: `${dates.back}T18:00`,
        arrives: `${dates.back}T19:05`,
        flightNo: 9324,
        direction: 1,
      }),
    ],
    families[0]?.price ?? 0,
  );
  return withCities({ ...itinerary, fareFamilies: families });
}

/** A search from Bogotá to Medellín; without bags unless given, so a fare costs its family's price alone. */
export function buildSearch(
  passengers = { adults: 1, children: 0, infants: 0 },
  returnDate?: string,
  bags = { hand: 0, hold: 0 },
): FlightSearchRequest {
  return {
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2030-03-10',
    ...(returnDate ? { returnDate } : {}),
    passengers,
    cabin: 'Y',
    nonStop: true,
    bags,
  };
}

export const LAURA: FlightPassenger = {
  type: 'adult',
  documentType: 'CC',
  documento: '1020304050',
  firstname: 'Laura',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: '1990-05-17',
  nationality: 'CO',
  email: 'viajero@andesenergia.co',
  phone: '+573105550101',
};

export const TOMAS: FlightPassenger = {
  type: 'child',
  documentType: 'TI',
  documento: '1122334455',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: '2021-08-02',
  nationality: 'CO',
};

/** Puts a booking under way in session storage, as the earlier steps leave it. */
export function storeFlightBooking(
  search: FlightSearchRequest,
  itinerary: FlightResult,
  changes: Parameters<typeof flightBookingStore.update>[0] = {},
) {
  flightBookingStore.chooseItinerary(search, itinerary);
  flightBookingStore.update(changes);
  const state = flightBookingStore.get();
  if (!state) throw new Error('The flight booking was not stored.');
  return state;
}

export function buildFlightBooking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  const { fareFamilies, booking_token: _token, ...itinerary } = buildOneWayFlight();
  const family = fareFamilies[1] as FareFamily;
  return {
    id: 'bk_77',
    locator: 'TRV-4FLY27',
    status: 'approved',
    type: 'flight',
    itinerary,
    fareFamily: family,
    extraLuggage: ['Grande'],
    passengers: [LAURA, TOMAS],
    total: 1_262_000,
    breakdown: { fare: 760_000, luggage: 300_000, taxes: 202_000 },
    currency: 'COP',
    withinPolicy: true,
    outOfPolicyReason: null,
    costCenter: { id: 2, code: 'COM-200', name: 'Comercial' },
    projectClient: null,
    expenseType: null,
    paymentMethod: 'tarjeta_corporativa',
    createdAt: '2030-01-05T15:00:00.000Z',
    traveller: { id: 1, name: 'Laura Gómez', documento: '1020304050', email: 'viajero@andesenergia.co' },
    bookedBy: null,
    trip: null,
    startsOn: itinerary.local_departure.slice(0, 10),
    endsOn: itinerary.local_departure.slice(0, 10),
    approvalDeadline: null,
    supplierLocator: null,
    events: [],
    allowedTransitions: ['cancelled'],
    overlaps: [],
    cancellationRefund: null,
    ...overrides,
  };
}
