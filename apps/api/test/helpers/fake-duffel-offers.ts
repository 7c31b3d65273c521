/// <reference types="@duffel/api" />
import type { CreateOrderPassenger, Offer, OfferSliceSegment, Order } from '@duffel/api/types';

/**
 * What the Duffel stand-in (fake-duffel-server.ts) sells: the parts of its answers the adapter reads, typed from
 * `@duffel/api`, and the airports, airlines and offers of its searches.
 */

/** The answers' parts the adapter reads, typed from `@duffel/api`. */
export type FakeOffer = Pick<
  Offer,
  | 'id'
  | 'expires_at'
  | 'total_amount'
  | 'total_currency'
  | 'tax_amount'
  | 'tax_currency'
  | 'owner'
  | 'passengers'
  | 'payment_requirements'
  | 'passenger_identity_documents_required'
  | 'live_mode'
> & { slices: { id: string; segments: FakeSegment[] }[] };
export type FakeSegment = Pick<
  OfferSliceSegment,
  | 'id'
  | 'origin'
  | 'destination'
  | 'departing_at'
  | 'arriving_at'
  | 'marketing_carrier'
  | 'marketing_carrier_flight_number'
  | 'operating_carrier'
  | 'operating_carrier_flight_number'
  | 'aircraft'
  | 'distance'
  | 'duration'
  | 'stops'
  | 'passengers'
>;
export type FakeOrder = Pick<
  Order,
  | 'id'
  | 'booking_reference'
  | 'total_amount'
  | 'total_currency'
  | 'cancelled_at'
  | 'payment_status'
  | 'live_mode'
> & { offerId: string; passengers: CreateOrderPassenger[] };

export const airport = (
  iata: string,
  city: string,
  country: string,
  timeZone: string,
): FakeSegment['origin'] => ({
  type: 'airport',
  id: `arp_${iata.toLowerCase()}`,
  iata_code: iata,
  iata_city_code: iata,
  iata_country_code: country,
  icao_code: '',
  city_name: city,
  city: null,
  name: city,
  latitude: 0,
  longitude: 0,
  time_zone: timeZone,
});
export const AIRPORTS: Record<string, FakeSegment['origin']> = {
  BOG: airport('BOG', 'Bogota', 'CO', 'America/Bogota'),
  MDE: airport('MDE', 'Medellin', 'CO', 'America/Bogota'),
  MAD: airport('MAD', 'Madrid', 'ES', 'Europe/Madrid'),
};
const airline = (iata: string, name: string) => ({
  id: `arl_${iata}`,
  iata_code: iata,
  name,
  logo_lockup_url: null,
  logo_symbol_url: null,
  conditions_of_carriage_url: null,
});

/** What each searched offer flies: the cheapest one must be paid at once, so the adapter leaves it out. */
export const OFFER_KINDS = [
  {
    key: 'instant',
    carrier: airline('JA', 'JetSMART'),
    number: '5120',
    times: ['12:00', '13:05'],
    amount: '40.00',
    carryOn: 0,
    checked: 0,
    instant: true,
  },
  {
    key: 'av',
    carrier: airline('AV', 'Avianca'),
    number: '9321',
    times: ['06:05', '07:10'],
    amount: '62.50',
    carryOn: 1,
    checked: 0,
    instant: false,
  },
  {
    key: 'la',
    carrier: airline('LA', 'LATAM Airlines'),
    operating: airline('4C', 'LATAM Airlines Colombia'),
    number: '4045',
    times: ['18:30', '19:35'],
    amount: '95.10',
    carryOn: 1,
    checked: 1,
    instant: false,
  },
] as const;
