import {
  BOOKING_ERROR_CODES,
  DUPLICATE_STAY_MESSAGE,
  ERROR_CODES,
  type ErrorCode,
  type FlightPassenger,
  formatCop,
  passengerAlreadyBookedText,
  SOLD_OUT_MESSAGE,
  type TripOverlap,
  tripOverlapWarning,
} from '@travesia/domain';

/** The common codes plus those a booking adds (the room sold out, the price changed). */
export type AppErrorCode = ErrorCode | (typeof BOOKING_ERROR_CODES)[keyof typeof BOOKING_ERROR_CODES];

/** A failure the client is told about: HTTP status, stable code and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const NOT_FOUND_MESSAGE = 'Recurso no encontrado.';
const UNAUTHENTICATED_MESSAGE = 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.';
const FORBIDDEN_MESSAGE = 'No tienes permiso para realizar esta acción.';

export function badRequest(message: string): AppError {
  return new AppError(400, ERROR_CODES.validation, message);
}

export function unauthenticated(message = UNAUTHENTICATED_MESSAGE): AppError {
  return new AppError(401, ERROR_CODES.unauthenticated, message);
}

export function forbidden(message = FORBIDDEN_MESSAGE): AppError {
  return new AppError(403, ERROR_CODES.forbidden, message);
}

export function notFound(message = NOT_FOUND_MESSAGE): AppError {
  return new AppError(404, ERROR_CODES.notFound, message);
}

/** A company that does not exist or lies outside the actor's reach. */
export function companyNotFound(): AppError {
  return notFound('Empresa no encontrada.');
}

/** A user that does not exist or lies outside the actor's reach. */
export function userNotFound(): AppError {
  return notFound('Usuario no encontrado.');
}

export function conflict(message: string): AppError {
  return new AppError(409, ERROR_CODES.conflict, message);
}

/** A link or token that existed but can no longer be used (expired, already used). */
/** This process cannot serve now (its readiness check failed); another one, or a later try, may. */
export function serviceUnavailable(message: string): AppError {
  return new AppError(503, ERROR_CODES.unavailable, message);
}

export function gone(message: string): AppError {
  return new AppError(410, ERROR_CODES.gone, message);
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? 'minuto' : 'minutos';
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Demasiados intentos. Intenta de nuevo en ${minutes} ${unit}.`,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );
}

/** The room is gone for at least one night of the stay. */
export function soldOut(): AppError {
  return new AppError(409, BOOKING_ERROR_CODES.soldOut, SOLD_OUT_MESSAGE);
}

const FLIGHT_SOLD_OUT_MESSAGE = 'Ya no quedan asientos suficientes en ese vuelo.';

/** The itinerary is gone, or one of its legs has fewer seats left than the passengers need. */
export function flightSoldOut(): AppError {
  return new AppError(409, BOOKING_ERROR_CODES.soldOut, FLIGHT_SOLD_OUT_MESSAGE);
}

/** A flight offer this API did not sign as it is, or signed too long ago (decision 011). */
export function invalidFlightOffer(): AppError {
  return new AppError(
    409,
    BOOKING_ERROR_CODES.offerInvalid,
    'La tarifa elegida ya no es válida; vuelve a buscar.',
  );
}

/** An Idempotency-Key already used by a booking request that asked for something else (as Stripe answers it). */
export function idempotencyMismatch(): AppError {
  return new AppError(
    422,
    BOOKING_ERROR_CODES.idempotencyMismatch,
    'Esta clave de idempotencia ya se usó con otra solicitud de reserva.',
  );
}

/** The traveller already holds this hotel for overlapping nights and did not confirm booking it again. */
export function duplicateStay(): AppError {
  return new AppError(409, BOOKING_ERROR_CODES.duplicateStay, DUPLICATE_STAY_MESSAGE);
}

/** The traveller has another trip at the same time and did not confirm booking this one too. */
export function tripOverlap(overlaps: readonly TripOverlap[]): AppError {
  return new AppError(409, BOOKING_ERROR_CODES.tripOverlap, tripOverlapWarning(overlaps));
}

/** A passenger is already on one of the flights: no confirmation books them twice. */
export function passengerAlreadyBooked(
  passenger: Pick<FlightPassenger, 'firstname' | 'last_name'>,
): AppError {
  return new AppError(409, BOOKING_ERROR_CODES.passengerAlreadyBooked, passengerAlreadyBookedText(passenger));
}

/** The re-priced stay differs from what the traveller confirmed. */
export function priceChanged(newTotal: number): AppError {
  return new AppError(
    409,
    BOOKING_ERROR_CODES.priceChanged,
    `El precio cambió a ${formatCop(newTotal)}. Revisa el nuevo total antes de confirmar.`,
  );
}

/** The hotel or flight supplier failed or did not answer in time; nothing was booked. */
export function supplierUnavailable(
  reason: 'timeout' | 'error',
  product: 'hoteles' | 'vuelos' = 'hoteles',
): AppError {
  return reason === 'timeout'
    ? new AppError(
        504,
        BOOKING_ERROR_CODES.supplierUnavailable,
        `El proveedor de ${product} no respondió a tiempo. Intenta de nuevo en unos minutos.`,
      )
    : new AppError(
        502,
        BOOKING_ERROR_CODES.supplierUnavailable,
        `El proveedor de ${product} no pudo atender la solicitud. Intenta de nuevo en unos minutos.`,
      );
}
