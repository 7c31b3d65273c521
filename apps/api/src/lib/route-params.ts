import { companyIdParam } from '@travesia/domain';
import { z } from 'zod';
import { notFound } from './app-error';

export const companyIdParamsSchema = z.object({ companyId: companyIdParam });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are UUIDs (bookings, trips): anything else cannot be one, so it is simply not found. */
export function uuidOrNotFound(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}
