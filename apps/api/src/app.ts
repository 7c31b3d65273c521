import type { DatabaseHandle } from '@travesia/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import {
  LOG_REDACT_PATHS,
  serializeClientError,
  serializeError,
  serializeRequest,
} from './lib/log-redaction';
import { createSecretBox } from './lib/secret-box';
import { resolveTokenSecret } from './lib/token-secret';
import { agencyFeeRoutes } from './modules/agency-fees/routes';
import { airportRoutes } from './modules/airports/routes';
import { authRoutes } from './modules/auth/routes';
import { backupRoutes } from './modules/backups/routes';
import { registerApprovalSweep } from './modules/bookings/approval-sweep';
import { bookingRoutes } from './modules/bookings/routes';
import { tripRoutes } from './modules/bookings/trip-routes';
import { clientCompanyRoutes } from './modules/client-companies/routes';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { companyLogoRoutes } from './modules/companies/logo-routes';
import { companyRoutes } from './modules/companies/routes';
import { companyCatalogRoutes } from './modules/company-catalogs/routes';
import { companySetupRoutes } from './modules/company-setup/routes';
import { corporateHotelPictureRoutes } from './modules/corporate-hotels/picture-routes';
import { corporateHotelRoutes } from './modules/corporate-hotels/routes';
import { costCenterRoutes } from './modules/cost-centers/routes';
import { delegationRoutes } from './modules/delegations/routes';
import { demoRequestRoutes } from './modules/demo-requests/routes';
import { fiscalProfileRoutes } from './modules/fiscal-profiles/routes';
import { flightRoutes } from './modules/flights/routes';
import { healthRoutes } from './modules/health/routes';
import { hotelImageRoutes } from './modules/hotels/image-routes';
import { hotelResultsPage } from './modules/hotels/results-page';
import { hotelRoutes } from './modules/hotels/routes';
import { registerMailRelay } from './modules/mail/relay';
import { devOutboxRoutes } from './modules/mail/routes';
import { undeliveredMailRoutes } from './modules/mail/undelivered-routes';
import { registerMetrics } from './modules/metrics/register-metrics';
import { createTravesiaMetrics } from './modules/metrics/travesia-metrics';
import { registerMonthlySummarySweep } from './modules/monthly-summary/sweep';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { policyRoutes } from './modules/policies/routes';
import { profileRoutes } from './modules/profile/routes';
import { reportRoutes } from './modules/reports/routes';
import { scimRoutes } from './modules/scim/routes';
import { scimTokenRoutes } from './modules/scim/token-routes';
import { singleSignOnRoutes } from './modules/single-sign-on/routes';
import { signInSettingsRoutes } from './modules/single-sign-on/settings-routes';
import { spendRoutes } from './modules/spend/routes';
import { supplierStatusRoutes } from './modules/supplier-calls/routes';
import { recordSupplierCalls } from './modules/supplier-calls/service';
import { userApproverRoutes } from './modules/user-approvers/routes';
import { companyUserRoutes } from './modules/users/admin-routes';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerInputTextCheck } from './plugins/input-text';
import { registerLenientJsonParser } from './plugins/json-body';
import { registerNativeApp } from './plugins/native-app';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/static-web';
import { createFlightSupplier } from './suppliers/flights/create-flight-supplier';
import { createFlightOffers } from './suppliers/flights/flight-offers';
import { createHotelSupplier } from './suppliers/hotels/create-hotel-supplier';
import { createPaymentProvider } from './suppliers/payments/create-payment-provider';
import type { SupplierCallObserver } from './suppliers/supplier-calls';

export interface BuildAppOptions {
  config: AppConfig;
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'pendingMigrations' | 'snapshot' | 'poolStats'>;
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
      serializers: { req: serializeRequest, err: serializeError, clientError: serializeClientError },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // URLs the router refuses (bad percent-encoding, an overlong path value) answer in the common error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = createTravesiaMetrics();
  const observeCalls = (supplier: string): SupplierCallObserver => {
    const record = recordSupplierCalls(database.db, supplier, (error) =>
      app.log.warn({ err: error, supplier }, 'supplier call not recorded'),
    );
    return (call) => {
      record(call);
      metrics.countSupplierCall(supplier, call);
    };
  };
  const flightSupplier = createFlightSupplier(config, database.db, observeCalls);
  const tokenSecret = resolveTokenSecret(config);
  const context: AppContext = {
    db: database.db,
    driver: database.driver,
    config,
    hotelSupplier: createHotelSupplier(config, database.db, observeCalls),
    flightSupplier,
    paymentProvider: createPaymentProvider(config),
    flightOffers: createFlightOffers(tokenSecret, flightSupplier.name),
    // The key derived from the token secret is of its own (HKDF, lib/secret-box.ts): it signs nothing.
    secretBox: createSecretBox(config.singleSignOn.secretsKey ?? tokenSecret),
    log: app.log,
  };

  registerErrorHandling(app);
  await registerCompression(app);
  registerLenientJsonParser(app);
  registerInputTextCheck(app);
  await registerSecurityHeaders(app);
  registerNativeApp(app, config.nativeApp);
  await registerOpenApi(app);
  registerAuth(app, context);
  await registerMetrics(app, { context, database, metrics });

  await app.register(healthRoutes, { context, database });
  await app.register(backupRoutes, { context, database });
  await app.register(authRoutes, { context });
  await app.register(singleSignOnRoutes, { context });
  await app.register(signInSettingsRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(companyUserRoutes, { context });
  await app.register(companyRoutes, { context });
  await app.register(companyLogoRoutes, { context });
  await app.register(hotelRoutes, { context });
  await app.register(hotelImageRoutes);
  await app.register(airportRoutes);
  await app.register(flightRoutes, { context });
  await app.register(policyRoutes, { context });
  await app.register(costCenterRoutes, { context });
  await app.register(companyCatalogRoutes, { context });
  await app.register(bookingRoutes, { context });
  await app.register(tripRoutes, { context });
  await app.register(notificationRoutes, { context });
  await app.register(corporateHotelRoutes, { context });
  await app.register(corporateHotelPictureRoutes, { context });
  await app.register(paymentRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(spendRoutes, { context });
  await app.register(companySetupRoutes, { context });
  await app.register(fiscalProfileRoutes, { context });
  await app.register(agencyFeeRoutes, { context });
  await app.register(reportRoutes, { context });
  await app.register(userApproverRoutes, { context });
  await app.register(delegationRoutes, { context });
  await app.register(demoRequestRoutes, { context });
  await app.register(clientCompanyRoutes, { context });
  await app.register(clientErrorRoutes, { context });
  await app.register(undeliveredMailRoutes, { context });
  await app.register(supplierStatusRoutes, { context });
  await app.register(scimTokenRoutes, { context });
  await app.register(scimRoutes, { context });
  if (!config.isProduction) await app.register(devOutboxRoutes, { context });

  await registerWebApp(app, config.webDist, [hotelResultsPage(context)]);
  registerApprovalSweep(app, context);
  registerMonthlySummarySweep(app, context);
  registerMailRelay(app, context);
  return app;
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that connects directly), so the count is
 * applied here: the README asks that only the proxies reach the port when TRUST_PROXY is a number.
 */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
