import { useQuery } from '@tanstack/react-query';
import { type AirportPlace, airportPlaceSchema } from '@travesia/domain';
import { ApiError, apiRequest } from '../api-client';
import { pageRequestedAt, sentWithPage } from '../page-data';

/** GET /api/airports/:iata; null for a code the list does not hold. */
export async function getAirportPlace(iata: string, signal?: AbortSignal): Promise<AirportPlace | null> {
  try {
    return await apiRequest(`/api/airports/${encodeURIComponent(iata)}`, airportPlaceSchema, {
      authenticated: false,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * One airport by its code, asked of the API: a screen that only names a place (a prefilled airport field, the
 * hotel results' destination) does not download the whole list (decision 025). Kept for the page's lifetime, as
 * the list changes only with a release. undefined until it answers, null for an unknown code or a failed call.
 */
export function useAirportPlace(iata: string): AirportPlace | null | undefined {
  const code = iata.trim().toUpperCase();
  const query = useQuery({
    queryKey: ['airports', code, 'place'],
    queryFn: ({ signal }) => getAirportPlace(code, signal),
    enabled: code !== '',
    staleTime: Number.POSITIVE_INFINITY,
    // A page the server drew itself names the place it is about (decision 032).
    initialData: () => placeSentWithPage(code),
    initialDataUpdatedAt: pageRequestedAt,
  });
  if (code === '' || query.isError) return null;
  return query.data;
}

function placeSentWithPage(code: string): AirportPlace | undefined {
  return sentWithPage((data) => {
    const place = airportPlaceSchema.safeParse((data as { place?: unknown } | null)?.place);
    return place.success && place.data.iata === code ? place.data : undefined;
  });
}
