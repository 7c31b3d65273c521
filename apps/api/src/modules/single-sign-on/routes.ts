import {
  companyIdParam,
  sessionResponseSchema,
  singleSignOnCompleteSchema,
  singleSignOnDiscoverySchema,
  singleSignOnExchangeResultSchema,
  singleSignOnExchangeSchema,
  singleSignOnOfferSchema,
  singleSignOnRedirectSchema,
  singleSignOnStartSchema,
} from '@travesia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema } from '../../lib/route-params';
import type { ClientInfo } from '../auth/service';
import { ensureBrowserSecret, readBrowserSecret } from './browser-cookie';
import { completeFirstSignIn, exchangeHandoff } from './handoff-service';
import { samlServiceProviderMetadata } from './saml';
import { openIdRedirectUri, serviceProviderUrls } from './settings-service';
import {
  discoverSingleSignOn,
  getCompanySingleSignOn,
  startSingleSignOn,
  takeOpenIdCallback,
  takeSamlPost,
} from './sign-in-service';

const TAGS = ['Inicio de sesión con el proveedor de la empresa'];
const PUBLIC = [] as const;
const redirect = (description: string) => z.undefined().describe(description);
/** SAML responses run to tens of kilobytes (a signed assertion with its certificate, base64 once more). */
const SAML_BODY_LIMIT_BYTES = 256 * 1024;

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The sign-in side: what the sign-in page offers, the start, the provider's answers and the return page's calls. */
export const singleSignOnRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // The IdP posts the assertion as an HTML form (HTTP-POST binding); only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SAML_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/auth/sso/discover',
    {
      schema: {
        tags: TAGS,
        operationId: 'discoverSingleSignOn',
        summary:
          'Dice si el dominio del correo entra con el proveedor de identidad de su empresa (y si solo así)',
        security: [...PUBLIC],
        body: singleSignOnDiscoverySchema,
        response: {
          200: singleSignOnOfferSchema,
        },
      },
    },
    (request) => discoverSingleSignOn(context, request.body.email, request.ip),
  );

  app.get(
    '/api/auth/sso/companies/:companyId',
    {
      schema: {
        tags: TAGS,
        operationId: 'getCompanySingleSignOn',
        summary: 'Qué botón de inicio de sesión muestra la página de la empresa (/login/:idcompany)',
        security: [...PUBLIC],
        params: companyIdParamsSchema,
        response: {
          200: singleSignOnOfferSchema,
        },
      },
    },
    (request) => getCompanySingleSignOn(context, request.params.companyId, request.ip),
  );

  app.post(
    '/api/auth/sso/start',
    {
      schema: {
        tags: TAGS,
        operationId: 'startSingleSignOn',
        summary:
          'Empieza el inicio de sesión con el proveedor de la empresa (por su id o por el correo) y dice a dónde ir; ' +
          'deja en el navegador la cookie que lo ata a él',
        security: [...PUBLIC],
        body: singleSignOnStartSchema,
        response: {
          200: singleSignOnRedirectSchema,
        },
      },
    },
    async (request, reply) => {
      const browserSecret = ensureBrowserSecret(request, reply, context.config.appUrl);
      return startSingleSignOn(context, request.body, browserSecret);
    },
  );

  app.get(
    '/api/auth/sso/oidc/callback',
    {
      schema: {
        tags: TAGS,
        operationId: 'takeOpenIdCallback',
        summary:
          'Redirect URI de OpenID Connect: verifica la respuesta del proveedor una sola vez y lleva el navegador a ' +
          '/login/sso (o a la página de inicio de sesión con el motivo del rechazo)',
        security: [...PUBLIC],
        querystring: z.looseObject({
          code: z.string().optional(),
          state: z.string().optional(),
          iss: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
        response: { 303: redirect('A /login/sso#code=… o a /login#sso-error=…') },
      },
    },
    async (request, reply) => {
      // The provider answered at the public address: the URL is rebuilt on it, whatever host a proxy forwarded to.
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      const callbackUrl = new URL(`${openIdRedirectUri(context.config.appUrl)}${query}`);
      return reply.redirect(await takeOpenIdCallback(context, callbackUrl, clientOf(request)), 303);
    },
  );

  app.get(
    '/api/auth/sso/saml/:companyId/metadata',
    {
      schema: {
        tags: TAGS,
        operationId: 'getSamlServiceProviderMetadata',
        summary: 'Metadatos SAML de Travesía como proveedor de servicio de la empresa (entity ID y ACS)',
        security: [...PUBLIC],
        params: companyIdParamsSchema,
        produces: ['application/samlmetadata+xml'],
        response: { 200: z.string().describe('XML de metadatos') },
      },
    },
    async (request, reply) => {
      const urls = serviceProviderUrls(context.config.appUrl, request.params.companyId);
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(samlServiceProviderMetadata({ entityId: urls.samlEntityId, acsUrl: urls.samlAcsUrl }));
    },
  );

  app.post(
    '/api/auth/sso/saml/:companyId/acs',
    {
      schema: {
        tags: TAGS,
        operationId: 'takeSamlAssertion',
        summary:
          'Assertion Consumer Service (HTTP-POST): verifica la aserción firmada una sola vez y lleva el navegador a ' +
          '/login/sso (o a la página de inicio de sesión con el motivo del rechazo)',
        security: [...PUBLIC],
        consumes: ['application/x-www-form-urlencoded'],
        params: z.object({ companyId: companyIdParam }),
        body: z
          .object({ SAMLResponse: z.string().max(SAML_BODY_LIMIT_BYTES), RelayState: z.string().max(200) })
          .partial(),
        response: { 303: redirect('A /login/sso#code=… o a /login#sso-error=…') },
      },
    },
    async (request, reply) =>
      reply.redirect(
        await takeSamlPost(context, request.params.companyId, request.body, clientOf(request)),
        303,
      ),
  );

  app.post(
    '/api/auth/sso/exchange',
    {
      schema: {
        tags: TAGS,
        operationId: 'exchangeSingleSignOnCode',
        summary:
          'Cambia el código de la página de regreso por una sesión (solo desde el navegador que empezó); en un primer ' +
          'ingreso que crea la cuenta, dice qué datos faltan',
        security: [...PUBLIC],
        body: singleSignOnExchangeSchema,
        response: {
          200: singleSignOnExchangeResultSchema,
        },
      },
    },
    (request) => exchangeHandoff(context, request.body.code, readBrowserSecret(request), clientOf(request)),
  );

  app.post(
    '/api/auth/sso/complete',
    {
      schema: {
        tags: TAGS,
        operationId: 'completeSingleSignOnAccount',
        summary:
          'Primer ingreso con el proveedor: crea la cuenta de viajero con su documento y teléfono e inicia sesión',
        security: [...PUBLIC],
        body: singleSignOnCompleteSchema,
        response: {
          201: sessionResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await completeFirstSignIn(context, request.body, readBrowserSecret(request), clientOf(request)),
        ),
  );
};
