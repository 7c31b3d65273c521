import { addDays } from '../dates/calendar-dates';
import type { FlightBooking, PassengerType } from '../flights/flight-booking';
import {
  defaultFlightSearchForm,
  type FlightSearchForm,
  findFlightSearchProblem,
} from '../flights/flight-search';
import type { HotelBooking } from '../hotels/hotel-booking';
import { criteriaFromForm, type HotelSearchCriteria } from '../hotels/hotel-routes';

/**
 * «Agregar hotel a este viaje» and «Agregar vuelo a este viaje» (issue 28): the search that follows a booking of the
 * trip, filled in from it, so the traveller only picks the hotel or the flight.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (localTime: string) => localTime.slice(0, 10);

/**
 * The stay at the flight's destination: from the day the outbound flight lands to the day the return flight leaves
 * (one night on a one-way flight), for the adults who fly.
 */
export function hotelSearchAfterFlight(booking: {
  itinerary: Pick<FlightBooking['itinerary'], 'route' | 'local_arrival' | 'cityCodeTo'>;
  passengers: readonly { type: PassengerType }[];
}): HotelSearchCriteria {
  const { itinerary } = booking;
  const outbound = itinerary.route.filter((segment) => segment.return === 0);
  const [firstReturn] = itinerary.route.filter((segment) => segment.return === 1);
  const checkIn = dayOf(outbound.at(-1)?.local_arrival ?? itinerary.local_arrival);
  const leaving = firstReturn ? dayOf(firstReturn.local_departure) : null;
  const checkOut = leaving && leaving > checkIn ? leaving : addDays(checkIn, 1);
  const adults = booking.passengers.filter((passenger) => passenger.type === 'adult').length;
  return criteriaFromForm(
    itinerary.cityCodeTo,
    { checkIn, checkOut },
    { adults: Math.max(adults, 1), childAges: [], infants: 0 },
  );
}

/** Where «Agregar vuelo a este viaje» leads: the flight search with a round trip over the hotel's dates. */
export function flightSearchAfterHotel(booking: Pick<HotelBooking, 'checkIn' | 'checkOut'>): string {
  const { checkIn, checkOut } = booking;
  return `/flight-home?departureDate=${encodeURIComponent(checkIn)}&returnDate=${encodeURIComponent(checkOut)}`;
}

/**
 * The flight search form as /flight-home opens: the dates its address carries (from a hotel of the trip) when they
 * are a departure not in the past and a return not before it, the defaults otherwise.
 */
export function flightSearchFormOf(
  dates: { departureDate: string | null; returnDate: string | null },
  today: string,
): FlightSearchForm {
  const defaults = defaultFlightSearchForm(today);
  const departureDate = dates.departureDate ?? '';
  const returnDate = dates.returnDate ?? '';
  const isUsable =
    ISO_DAY.test(departureDate) &&
    ISO_DAY.test(returnDate) &&
    findFlightSearchProblem({ departureDate, returnDate }, today) === null;
  return isUsable ? { ...defaults, tripType: 'idaVuelta', departureDate, returnDate } : defaults;
}
