import {
  approvalsReportSchema,
  co2ReportSchema,
  policyReportSchema,
  reportOptionsQuerySchema,
  reportOptionsSchema,
  reportQuerySchema,
  savingsReportSchema,
  spendReportSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import {
  getApprovalsReport,
  getCo2Report,
  getPolicyReport,
  getReportOptions,
  getSavingsReport,
  getSpendReport,
} from './service';

const PERIOD_AND_FILTERS =
  'Periodo (period: last-30-days, el de omisión; this-month, last-month, this-year o custom con from y to) y filtros (costCenterId, travellerId, travelGroupId, type, scope); el operador indica companyId.';

/**
 * The reports of issue 13 (decision 026): one endpoint per view, each one or two aggregate queries, for the company's
 * administrador and for the operador (who names the company).
 */
export const reportRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const view = <Response extends z.ZodType>(operationId: string, summary: string, response: Response) => ({
    preHandler: app.requireRole('administrador'),
    schema: {
      operationId,
      tags: ['Informes'],
      summary,
      description: PERIOD_AND_FILTERS,
      security: BEARER_AUTH,
      querystring: reportQuerySchema,
      response: { 200: response },
    },
  });

  app.get(
    '/api/reports/spend',
    view(
      'getSpendReport',
      'Gasto por mes, centro de costos (contra su presupuesto anual), viajero, aerolínea, hotel, ruta y destino',
      spendReportSchema,
    ),
    (request) => getSpendReport(context, signedInUser(request), request.query),
  );
  app.get(
    '/api/reports/policy',
    view(
      'getPolicyReport',
      'Cumplimiento de la política: dentro y fuera, por motivo, viajero y centro de costos; reservas con poca antelación',
      policyReportSchema,
    ),
    (request) => getPolicyReport(context, signedInUser(request), request.query),
  );
  app.get(
    '/api/reports/savings',
    view(
      'getSavingsReport',
      'Ahorros: tarifas negociadas contra la tarifa pública y ahorro no aprovechado en vuelos',
      savingsReportSchema,
    ),
    (request) => getSavingsReport(context, signedInUser(request), request.query),
  );
  app.get(
    '/api/reports/approvals',
    view(
      'getApprovalsReport',
      'Aprobaciones: tiempo hasta la decisión (mediana y percentil 90) por aprobador, decididas por el plazo y pendientes',
      approvalsReportSchema,
    ),
    (request) => getApprovalsReport(context, signedInUser(request), request.query),
  );
  app.get(
    '/api/reports/co2',
    view(
      'getCo2Report',
      'Emisiones estimadas (kg CO₂e): total, por viaje, por mes, centro de costos y viajero',
      co2ReportSchema,
    ),
    (request) => getCo2Report(context, signedInUser(request), request.query),
  );

  app.get(
    '/api/reports/options',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getReportOptions',
        tags: ['Informes'],
        summary: 'Opciones de los filtros de los informes: centros de costos, viajeros y grupos de viaje',
        security: BEARER_AUTH,
        querystring: reportOptionsQuerySchema,
        response: { 200: reportOptionsSchema },
      },
    },
    (request) => getReportOptions(context, signedInUser(request), request.query.companyId),
  );
};
