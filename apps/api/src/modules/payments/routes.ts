import {
  companyIdParam,
  corporateCardCreateSchema,
  corporateCardSchema,
  corporateCardsResponseSchema,
  paymentOptionsSchema,
  payrollAuthorizationSchema,
  payrollAuthorizationSignSchema,
  payrollExportQuerySchema,
  payrollSettingsSchema,
  payrollSettingsUpdateSchema,
  recordIdParam,
  travellerQuerySchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema, textFileAnswer } from '../../plugins/openapi';
import { actingFor } from '../delegations/acting-for-service';
import {
  deactivateCard,
  exportPayrollDeductions,
  getPaymentOptions,
  listCompanyCards,
  registerCorporateCard,
  revokePayrollAuthorization,
  setPayrollDeductionEnabled,
  signPayrollAuthorization,
} from './service';

const companyQuerySchema = z.object({ companyId: z.optional(companyIdParam) });
const cardParamsSchema = z.object({ cardId: recordIdParam('El identificador de la tarjeta no es válido.') });

/** Payment methods: corporate cards, payroll deduction and its export. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/payment/options',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getPaymentOptions',
        tags: ['Pagos'],
        summary: 'Medios de pago que el usuario puede usar al reservar',
        security: BEARER_AUTH,
        querystring: travellerQuerySchema,
        response: { 200: paymentOptionsSchema },
      },
    },
    async (request) =>
      getPaymentOptions(
        context,
        await actingFor(context.db, signedInUser(request), request.query.travellerId),
      ),
  );

  app.get(
    '/api/payment/cards',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listCorporateCards',
        tags: ['Pagos'],
        summary: 'Tarjetas corporativas activas de la empresa',
        security: BEARER_AUTH,
        querystring: companyQuerySchema,
        response: { 200: corporateCardsResponseSchema },
      },
    },
    async (request) => ({
      data: await listCompanyCards(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.post(
    '/api/payment/cards',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createCorporateCard',
        tags: ['Pagos'],
        summary:
          'Registra una tarjeta corporativa (se guarda solo el token del proveedor y los últimos 4 dígitos)',
        security: BEARER_AUTH,
        body: corporateCardCreateSchema,
        response: { 201: corporateCardSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registerCorporateCard(context, signedInUser(request), request.body, request.ip)),
  );

  app.delete(
    '/api/payment/cards/:cardId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'deactivateCorporateCard',
        tags: ['Pagos'],
        summary: 'Desactiva una tarjeta corporativa',
        security: BEARER_AUTH,
        params: cardParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deactivateCard(context, signedInUser(request), request.params.cardId, request.ip);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/payment/payroll-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updatePayrollSettings',
        tags: ['Pagos'],
        summary: 'Habilita o deshabilita el descuento por nómina en la empresa',
        security: BEARER_AUTH,
        body: payrollSettingsUpdateSchema,
        response: { 200: payrollSettingsSchema },
      },
    },
    (request) => setPayrollDeductionEnabled(context, signedInUser(request), request.body, request.ip),
  );

  app.put(
    '/api/payment/payroll-authorization',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'signPayrollAuthorization',
        tags: ['Pagos'],
        summary: 'Firma (o vuelve a firmar) la autorización de descuento por nómina',
        security: BEARER_AUTH,
        body: payrollAuthorizationSignSchema,
        response: { 200: payrollAuthorizationSchema },
      },
    },
    (request) => signPayrollAuthorization(context, signedInUser(request), request.body, request.ip),
  );

  app.delete(
    '/api/payment/payroll-authorization',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'revokePayrollAuthorization',
        tags: ['Pagos'],
        summary: 'Revoca la autorización de descuento por nómina',
        security: BEARER_AUTH,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokePayrollAuthorization(context, signedInUser(request), request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/payment/payroll-export',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'exportPayrollDeductions',
        tags: ['Pagos'],
        summary: 'Descuentos por nómina de un período (AAAA-MM) en CSV',
        security: BEARER_AUTH,
        querystring: payrollExportQuerySchema,
        response: textFileAnswer('Una fila por descuento, separada por comas', 'text/csv'),
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportPayrollDeductions(
        context,
        signedInUser(request),
        request.query.period,
        request.query.companyId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
