import { type ApiErrorBody, ERROR_CODES, type ErrorCode, GENERIC_ERROR_MESSAGE } from '@travesia/domain';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type AppErrorCode, NOT_FOUND_MESSAGE } from '../lib/app-error';

interface ErrorResponse {
  statusCode: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

const INVALID_REQUEST_MESSAGE = 'La solicitud no es válida.';
const MISSING_DATA_MESSAGE = 'La solicitud no tiene los datos esperados.';

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
};

/**
 * Every failure answers `{error: {code, message}}` with a Spanish message; unexpected ones are logged and
 * answered with the generic message, never with a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Zod's own messages (for checks the shared schemas do not word themselves) in Spanish too.
  z.config(z.locales.es());

  app.setErrorHandler((error, request, reply) => {
    const response = toErrorResponse(error);
    if (response.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });
}

function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) return respond(error.statusCode, error.code, error.message, error.headers);
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
