import {
  approvalSettingsSchema,
  companyBrandingSchema,
  companyListSchema,
  companySchema,
  invitationCodeRulesSchema,
  invitationCodeSettingsSchema,
  signUpSettingsSchema,
  signUpSettingsUpdateSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { companyUpdateSchema } from './schemas';
import {
  getApprovalSettings,
  getCompany,
  getCompanyBranding,
  getInvitationCodeSettings,
  getSignUpSettings,
  listVisibleCompanies,
  rotateInvitationCode,
  updateApprovalSettings,
  updateCompany,
  updateInvitationCodeRules,
  updateSignUpSettings,
} from './service';

export const companyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/companies',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listCompanies',
        tags: ['Empresas'],
        summary: 'Empresas con las que el usuario trabaja (el operador: todas; los demás: la suya)',
        security: BEARER_AUTH,
        response: { 200: companyListSchema },
      },
    },
    (request) => listVisibleCompanies(context, signedInUser(request)),
  );

  app.get(
    '/api/companies/:companyId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCompany',
        tags: ['Empresas'],
        summary: 'Empresa del usuario (el operador ve cualquiera)',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: companySchema },
      },
    },
    (request) => getCompany(context, signedInUser(request), request.params.companyId),
  );

  app.patch(
    '/api/companies/:companyId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateCompany',
        tags: ['Empresas'],
        summary: 'Actualiza los datos de la empresa',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: companyUpdateSchema,
        response: { 200: companySchema },
      },
    },
    (request) =>
      updateCompany(context, signedInUser(request), request.params.companyId, request.body, request.ip),
  );

  app.get(
    '/api/companies/:companyId/approval-settings',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getApprovalSettings',
        tags: ['Empresas'],
        summary: 'Cuándo se requiere aprobación y qué pasa al vencer el plazo',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: approvalSettingsSchema },
      },
    },
    (request) => getApprovalSettings(context, signedInUser(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/approval-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateApprovalSettings',
        tags: ['Empresas'],
        summary: 'Cambia la configuración de aprobaciones de la empresa',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: approvalSettingsSchema,
        response: { 200: approvalSettingsSchema },
      },
    },
    (request) =>
      updateApprovalSettings(
        context,
        signedInUser(request),
        request.params.companyId,
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/api/companies/:companyId/sign-up-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getSignUpSettings',
        tags: ['Empresas'],
        summary: 'Si se permite registrarse con el correo de la empresa y sus dominios',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: signUpSettingsSchema },
      },
    },
    (request) => getSignUpSettings(context, signedInUser(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/sign-up-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateSignUpSettings',
        tags: ['Empresas'],
        summary:
          'Permite o impide registrarse con el correo de la empresa (las invitaciones siguen sirviendo)',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: signUpSettingsUpdateSchema,
        response: { 200: signUpSettingsSchema },
      },
    },
    (request) =>
      updateSignUpSettings(
        context,
        signedInUser(request),
        request.params.companyId,
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/api/companies/:companyId/invitation-code',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getInvitationCode',
        tags: ['Empresas'],
        summary: 'Código de invitación de la empresa, sus reglas y cuántas cuentas creó',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: invitationCodeSettingsSchema },
      },
    },
    (request) => getInvitationCodeSettings(context, signedInUser(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/invitation-code',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateInvitationCode',
        tags: ['Empresas'],
        summary:
          'Activa o desactiva el código de invitación y fija sus límites (dominios, usos, vencimiento, aprobación)',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: invitationCodeRulesSchema,
        response: { 200: invitationCodeSettingsSchema },
      },
    },
    (request) =>
      updateInvitationCodeRules(
        context,
        signedInUser(request),
        request.params.companyId,
        request.body,
        request.ip,
      ),
  );

  app.post(
    '/api/companies/:companyId/invitation-code/rotate',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'rotateInvitationCode',
        tags: ['Empresas'],
        summary: 'Genera un código de invitación nuevo y al azar; el anterior deja de servir',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: invitationCodeSettingsSchema },
      },
    },
    (request) => rotateInvitationCode(context, signedInUser(request), request.params.companyId, request.ip),
  );

  app.get(
    '/api/companies/:companyId/branding',
    {
      schema: {
        operationId: 'getCompanyBranding',
        tags: ['Empresas'],
        summary:
          'Nombre y logo para la página de ingreso de la empresa (pocas empresas distintas por dirección IP y hora)',
        params: companyIdParamsSchema,
        response: { 200: companyBrandingSchema },
      },
    },
    (request) => getCompanyBranding(context, request.params.companyId, request.ip),
  );
};
