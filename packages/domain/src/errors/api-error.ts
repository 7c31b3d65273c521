import { z } from 'zod/mini';

/** The one error shape every API failure answers with; zod/mini, since the app's shell reads it. */
export const apiErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Generic Spanish message for any failure the server does not explain (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Error al procesar la solicitud';
