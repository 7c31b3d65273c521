import { ERROR_CODES, type ErrorCode } from '@travesia/domain';

/** A failure the client is told about: HTTP status, stable code and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
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

export function forbidden(): AppError {
  return new AppError(403, ERROR_CODES.forbidden, FORBIDDEN_MESSAGE);
}

export function notFound(message = NOT_FOUND_MESSAGE): AppError {
  return new AppError(404, ERROR_CODES.notFound, message);
}

export function conflict(message: string): AppError {
  return new AppError(409, ERROR_CODES.conflict, message);
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
