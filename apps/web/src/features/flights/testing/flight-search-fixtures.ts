import type { FlightResult, FlightRouteSegment } from '@travesia/domain';
import { buildFamily, buildItinerary } from '@travesia/domain/testing';

/** Flight results for web tests: the shared builders, priced the way the result cards read them. */

/** An itinerary over `legs` (outbound legs first) whose cheapest family, with one personal item, costs `price`. */
export function buildPricedItinerary(legs: FlightRouteSegment[], price: number, id?: string): FlightResult {
  const fare = { adults: price, children: price, infants: 0 };
  const baseFare = Math.round(price * 0.8);
  const resultId = id ?? legs.map((segment) => segment.id).join('|');
  return buildItinerary(legs, {
    id: resultId,
    price,
    conversion: { COP: price, EUR: Math.round(price / 4300) },
    fare,
    price_dropdown: { base_fare: baseFare, fees: price - baseFare },
    booking_token: `token-${resultId}`,
    fareFamilies: [buildFamily({ price, fare, luggage: buildFamily().luggage.slice(0, 1) })],
  });
}

/** 'departure–arrival' local times of the cards, in the order shown. */
export function cardTimes(): string[] {
  return Array.from(document.querySelectorAll('.itinerary-card__times'), (heading) =>
    Array.from(heading.querySelectorAll('strong'), (time) => time.textContent).join('–'),
  );
}
