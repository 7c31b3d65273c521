import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiErrorBody, ERROR_CODES, type ErrorCode, GENERIC_ERROR_MESSAGE } from '@travesia/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type AppErrorCode, NOT_FOUND_MESSAGE } from '../lib/app-error';

export interface ErrorResponse {
  statusCode: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

const INVALID_REQUEST_MESSAGE = 'La solicitud no es válida.';
const MISSING_DATA_MESSAGE = 'La solicitud no tiene los datos esperados.';
const INVALID_ADDRESS_MESSAGE = 'La dirección de la solicitud no es válida.';

const FRAMEWORK_ERRORS: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'La solicitud es demasiado grande.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: ERROR_CODES.validation,
    message: 'El contenido de la solicitud debe enviarse en formato JSON.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: ERROR_CODES.validation,
    message: 'El contenido de la solicitud no es un JSON válido.',
  },
  FST_ERR_BAD_URL: { statusCode: 400, code: ERROR_CODES.validation, message: INVALID_ADDRESS_MESSAGE },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: ERROR_CODES.validation,
    message: INVALID_ADDRESS_MESSAGE,
  },
};

/**
 * Every failure answers `{error: {code, message}}` with a Spanish message; unexpected ones are logged and
 * answered with the generic message, never with a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Zod's own messages (for checks the shared schemas do not word themselves) in Spanish too.
  z.config(z.locales.es());

  app.setErrorHandler((error, request, reply) => {
    const response = describeFailure(error, request);
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });
}

/**
 * What a failure is answered with, logged as it deserves: unexpected ones in full. SCIM's endpoints word the same
 * answer in SCIM's error shape.
 */
export function describeFailure(error: unknown, request: FastifyRequest): ErrorResponse {
  const response = toErrorResponse(error);
  if (response.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  // A value the database refused is a gap in a schema: the client hears a 400, the log keeps the cause.
  else if (isDataException(error)) request.log.warn({ err: error }, 'database refused a request value');
  return response;
}

/**
 * For requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request line or
 * length): the same `{error}` shape in Spanish instead of Fastify's English default, then the connection closes.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Los encabezados de la solicitud son demasiado grandes.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'La solicitud tardó demasiado en llegar.']
        : [400, INVALID_REQUEST_MESSAGE];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code: ERROR_CODES.validation, message } } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** For errors the router raises before any route (and its error handler) is chosen. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const response = toErrorResponse(error);
  reply.code(response.statusCode).headers(response.headers).send(response.body);
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of range, an impossible date, NUL in text),
 * possibly wrapped by the query builder. Schemas refuse such values first; this is the last resort.
 */
function isDataException(error: unknown): boolean {
  let cause = error;
  // A few levels of `cause` at most: the driver's error inside the query builder's.
  for (let level = 0; level < 3 && typeof cause === 'object' && cause !== null; level += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) return respond(error.statusCode, error.code, error.message, error.headers);
  if (isDataException(error)) return respond(400, ERROR_CODES.validation, INVALID_REQUEST_MESSAGE);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    // A missing or non-object body fails at the root, where zod's wording would be technical.
    const isWholeInputWrong = issue?.instancePath === '/' && issue.keyword === 'invalid_type';
    const message = isWholeInputWrong ? MISSING_DATA_MESSAGE : (issue?.message ?? INVALID_REQUEST_MESSAGE);
    return respond(400, ERROR_CODES.validation, message);
  }
  const framework = readFrameworkError(error);
  const known = framework.code ? FRAMEWORK_ERRORS[framework.code] : undefined;
  if (known) return respond(known.statusCode, known.code, known.message);
  if (framework.statusCode === 404) return respond(404, ERROR_CODES.notFound, NOT_FOUND_MESSAGE);
  if (framework.statusCode && framework.statusCode >= 400 && framework.statusCode < 500) {
    return respond(framework.statusCode, ERROR_CODES.validation, INVALID_REQUEST_MESSAGE);
  }
  return respond(500, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
}

function readFrameworkError(error: unknown): { code?: string; statusCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
  };
}

function respond(
  statusCode: number,
  code: AppErrorCode,
  message: string,
  headers: Record<string, string> = {},
): ErrorResponse {
  return { statusCode, body: { error: { code, message } }, headers };
}
