import { type AirportPlace, airportPlaceSchema } from '@travesia/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';

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
