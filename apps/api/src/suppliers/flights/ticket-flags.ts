import type { FlightResult } from '@travesia/domain';

/**
 * The flags of a result sold as one ticket with one record locator, as the built-in schedule and Duffel's
 * airline offers are: no self-transfer tricks, and technical stops counted from the legs.
 */
export function singleTicketFlags(
  route: FlightResult['route'],
): Pick<
  FlightResult,
  | 'facilitated_booking_available'
  | 'pnr_count'
  | 'has_airport_change'
  | 'technical_stops'
  | 'throw_away_ticketing'
  | 'hidden_city_ticketing'
  | 'virtual_interlining'
> {
  return {
    facilitated_booking_available: true,
    pnr_count: 1,
    has_airport_change: false,
    technical_stops: route.filter((segment) => segment.technical_stop).length,
    throw_away_ticketing: false,
    hidden_city_ticketing: false,
    virtual_interlining: false,
  };
}
