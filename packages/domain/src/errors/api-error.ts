import { isText, recordOf } from '../checks/shape-checks';

/** The one error shape every API failure answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
export const isApiErrorBody = recordOf<ApiErrorBody>({
  error: recordOf<ApiErrorBody['error']>({ code: isText, message: isText }),
});

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
