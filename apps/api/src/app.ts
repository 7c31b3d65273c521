import type { DatabaseHandle } from '@travesia/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { LOG_REDACT_PATHS, serializeRequest } from './lib/log-redaction';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { companyRoutes } from './modules/companies/routes';
import { companyCatalogRoutes } from './modules/company-catalogs/routes';
import { corporateHotelRoutes } from './modules/corporate-hotels/routes';
import { costCenterRoutes } from './modules/cost-centers/routes';
import { demoRequestRoutes } from './modules/demo-requests/routes';
import { flightRoutes } from './modules/flights/routes';
import { healthRoutes } from './modules/health/routes';
import { hotelImageRoutes } from './modules/hotels/hotel-images';
import { hotelRoutes } from './modules/hotels/routes';
import { devOutboxRoutes } from './modules/mail/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { policyRoutes } from './modules/policies/routes';
import { profileRoutes } from './modules/profile/routes';
import { userApproverRoutes } from './modules/user-approvers/routes';
import { companyUserRoutes } from './modules/users/admin-routes';
import { userRoutes } from './modules/users/routes';
import { registerApprovalSweep } from './plugins/approval-sweep';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerLenientJsonParser } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/static-web';
import { createFlightSupplier } from './suppliers/flights/create-flight-supplier';
import { createHotelSupplier } from './suppliers/hotels/create-hotel-supplier';

export interface BuildAppOptions {
  config: AppConfig;
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  /** Where logs go (standard output by default); tests read them. */
  logStream?: { write(line: string): void };
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole service without listening, so tests drive it through `app.inject()`. */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    db: database.db,
    driver: database.driver,
    config,
    hotelSupplier: createHotelSupplier(config, database.db),
    flightSupplier: createFlightSupplier(config, database.db),
  };

  registerErrorHandling(app);
  registerLenientJsonParser(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerAuth(app, context);

  await app.register(healthRoutes, { context });
  await app.register(authRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(companyUserRoutes, { context });
  await app.register(companyRoutes, { context });
  await app.register(hotelRoutes, { context });
  await app.register(hotelImageRoutes);
  await app.register(flightRoutes, { context });
  await app.register(policyRoutes, { context });
  await app.register(costCenterRoutes, { context });
  await app.register(companyCatalogRoutes, { context });
  await app.register(bookingRoutes, { context });
  await app.register(notificationRoutes, { context });
  await app.register(corporateHotelRoutes, { context });
  await app.register(paymentRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(userApproverRoutes, { context });
  await app.register(demoRequestRoutes, { context });
  if (!config.isProduction) await app.register(devOutboxRoutes, { context });

  await registerWebApp(app, config.webDist);
  registerApprovalSweep(app, context);
  return app;
}
