import type { DatabaseHandle } from '@travesia/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { companyRoutes } from './modules/companies/routes';
import { corporateHotelRoutes } from './modules/corporate-hotels/routes';
import { costCenterRoutes } from './modules/cost-centers/routes';
import { flightRoutes } from './modules/flights/routes';
import { healthRoutes } from './modules/health/routes';
import { hotelImageRoutes } from './modules/hotels/hotel-images';
import { hotelRoutes } from './modules/hotels/routes';
import { devOutboxRoutes } from './modules/mail/routes';
import { policyRoutes } from './modules/policies/routes';
import { userRoutes } from './modules/users/routes';
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
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole service without listening, so tests drive it through `app.inject()`. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
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
  await app.register(companyRoutes, { context });
  await app.register(hotelRoutes, { context });
  await app.register(hotelImageRoutes);
  await app.register(flightRoutes, { context });
  await app.register(policyRoutes, { context });
  await app.register(costCenterRoutes, { context });
  await app.register(bookingRoutes, { context });
  await app.register(corporateHotelRoutes, { context });
  if (!config.isProduction) await app.register(devOutboxRoutes, { context });

  await registerWebApp(app, config.webDist);
  return app;
}
