import {
  loginRequestSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  sessionResponseSchema,
  signUpAcceptedSchema,
  signUpAwaitingApprovalSchema,
  signUpConfirmSchema,
} from '@travesia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { prepareDummyHash } from '../../lib/passwords';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema } from '../../plugins/openapi';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password-service';
import { type ClientInfo, confirmSignUp, logIn, logOut, register } from './service';

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export const authRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  await prepareDummyHash();

  app.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'login',
        tags: ['Autenticación'],
        summary: 'Inicia sesión con correo y contraseña',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    (request) => logIn(context, request.body, clientOf(request)),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'register',
        tags: ['Autenticación'],
        summary:
          'Pide una cuenta de viajero en la empresa del código de invitación o del dominio del correo; ' +
          'envía un enlace para confirmarla (la misma respuesta aunque el correo ya tenga cuenta)',
        body: registerRequestSchema,
        response: { 202: signUpAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await register(context, request.body, clientOf(request))),
  );

  // The token travels in the body, never in a URL that access logs would keep.
  app.post(
    '/api/auth/register/confirm',
    {
      schema: {
        operationId: 'confirmRegistration',
        tags: ['Autenticación'],
        summary:
          'Confirma el correo con el enlace recibido y la contraseña elegida: crea la cuenta e inicia sesión ' +
          '(202 si la cuenta espera la aprobación del administrador)',
        body: signUpConfirmSchema,
        response: { 201: sessionResponseSchema, 202: signUpAwaitingApprovalSchema },
      },
    },
    async (request, reply) => {
      const confirmed = await confirmSignUp(context, request.body, clientOf(request));
      return 'awaitingApproval' in confirmed
        ? reply.code(202).send(confirmed)
        : reply.code(201).send(confirmed);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'logout',
        tags: ['Autenticación'],
        summary: 'Cierra la sesión actual',
        security: BEARER_AUTH,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await logOut(context, signedInUser(request), clientOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['Autenticación'],
        summary: 'Envía un enlace para restablecer la contraseña',
        body: passwordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestPasswordReset(context, request.body.email, clientOf(request))),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        tags: ['Autenticación'],
        summary: 'Define una contraseña nueva con el enlace recibido por correo',
        body: passwordResetConfirmSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(context, request.body, clientOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/password',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changePassword',
        tags: ['Autenticación'],
        summary: 'Cambia la contraseña y cierra todas las sesiones',
        security: BEARER_AUTH,
        body: passwordChangeSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await changePassword(context, signedInUser(request), request.body, clientOf(request));
      return reply.code(204).send();
    },
  );
};
