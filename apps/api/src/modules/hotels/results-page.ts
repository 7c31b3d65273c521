import {
  criteriaFromRoute,
  findAirport,
  type HotelResultsPageData,
  hotelSearchRequestOf,
  hotelSearchRequestSchema,
  toAirportPlace,
} from '@travesia/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ServerDrawnPage } from '../../lib/server-drawn-page';
import { hotelSearchOf, searchHotels } from './service';

/**
 * Hotel results (spec §2.6), drawn by the API with the search's answer (decision 032): on a phone on a slow
 * network the hotels show about as soon as the page, instead of after the app's scripts and a search of its own.
 * An address the search refuses (a past date, an unknown code) gets the app alone, which says what is wrong.
 */
export function hotelResultsPage(context: AppContext): ServerDrawnPage<'hotel-results'> {
  return {
    name: 'hotel-results',
    url: '/hotels/results/:destination/:checkIn/:checkOut/:rooms/:adults',
    async dataFor(request: FastifyRequest): Promise<HotelResultsPageData | null> {
      const query = request.url.indexOf('?');
      const criteria = criteriaFromRoute(
        request.params as Record<string, string>,
        query === -1 ? '' : request.url.slice(query),
      );
      const body = hotelSearchRequestSchema.safeParse(hotelSearchRequestOf(criteria));
      const airport = findAirport(criteria.destination);
      if (!body.success || !airport) return null;
      const results = await searchHotels(context, hotelSearchOf(body.data));
      return { criteria, results, place: toAirportPlace(airport) };
    },
  };
}
