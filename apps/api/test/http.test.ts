import { companies } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

const EXPECTED_CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'connect-src': "'self'",
  'font-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
};

function parseCsp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe.each(databases)('HTTP behaviour (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      configure(app) {
        app.get('/api/test/failure', () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('reports health and which database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it.each(['/', '/api/health', '/api/no-such-route'])(
    'sends the security headers and the strict CSP on %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(parseCsp(response.headers['content-security-policy'])).toEqual(EXPECTED_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // No page of the product uses a camera, a microphone, the visitor's position or the Payment Request API.
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('forbids caching API answers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'viajero@andesenergia.co', password: 'Travesia2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('tells how to build the web app when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/auth/nothing'],
    ['DELETE', '/api/me'],
    ['GET', '/dev/nothing'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso no encontrado.' } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'El contenido de la solicitud no es un JSON válido.' },
    });
  });

  it('answers a missing body with a Spanish validation message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'La solicitud no tiene los datos esperados.' },
    });
  });

  it('answers a body above 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
    });
  });

  it('answers a body in an unsupported format with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unexpected failure with the generic message and no stack trace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Error al procesar la solicitud' },
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('stack');
  });

  it('serves the branding of an active company publicly and hides missing or inactive ones', async () => {
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    const id = andes?.id ?? -1;
    const response = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/branding` });
    expect(response.statusCode).toBe(200);
    // What the sign-in page shows, nothing more.
    expect(response.json()).toEqual({ name: 'Andes Energía S.A.S.', logo_url: '/brand/andes-energia.svg' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/companies/424242/branding' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Empresa no encontrada.' } });

    await t.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, id));
    try {
      const inactive = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/branding` });
      expect(inactive.statusCode).toBe(404);
    } finally {
      await t.database.db.update(companies).set({ isActive: true }).where(eq(companies.id, id));
    }
  });

  it('publishes an OpenAPI 3 document listing every route with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/admin/agency-fees',
        '/api/admin/catalogs/expense-types',
        '/api/admin/catalogs/expense-types/{id}',
        '/api/admin/catalogs/project-clients',
        '/api/admin/catalogs/project-clients/{id}',
        '/api/admin/catalogs/requirements',
        '/api/admin/cost-centers',
        '/api/admin/cost-centers/{id}',
        '/api/admin/expense-types',
        '/api/admin/fiscal-profile',
        '/api/admin/out-of-policy-reasons',
        '/api/admin/out-of-policy-reasons/{reasonId}',
        '/api/admin/policies',
        '/api/admin/policies/company/{companyId}',
        '/api/admin/policies/rules/{documento}',
        '/api/admin/policies/{policyId}',
        '/api/admin/scim-token',
        '/api/admin/travel-groups',
        '/api/admin/travel-groups/members',
        '/api/admin/travel-groups/{groupId}',
        '/api/admin/user',
        '/api/airports/{iata}',
        '/api/approval-links/{token}',
        '/api/approvals',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/password',
        '/api/auth/password-reset',
        '/api/auth/password-reset/confirm',
        '/api/auth/register',
        '/api/auth/register/confirm',
        '/api/auth/sso/companies/{companyId}',
        '/api/auth/sso/complete',
        '/api/auth/sso/discover',
        '/api/auth/sso/exchange',
        '/api/auth/sso/oidc/callback',
        '/api/auth/sso/saml/{companyId}/acs',
        '/api/auth/sso/saml/{companyId}/metadata',
        '/api/auth/sso/start',
        '/api/bookings/company/{companyId}',
        '/api/bookings/company/{companyId}/export',
        '/api/bookings/documento/{documento}',
        '/api/bookings/flight',
        '/api/bookings/hotel',
        '/api/bookings/{id}',
        '/api/bookings/{id}/calendar.ics',
        '/api/catalogs/requirements',
        '/api/centros-utilidad',
        '/api/client-companies',
        '/api/client-errors',
        '/api/clientes-proyecto',
        '/api/companies',
        '/api/companies/{companyId}',
        '/api/companies/{companyId}/approval-settings',
        '/api/companies/{companyId}/branding',
        '/api/companies/{companyId}/invitation-code',
        '/api/companies/{companyId}/invitation-code/rotate',
        '/api/companies/{companyId}/logo',
        '/api/companies/{companyId}/sign-in-settings',
        '/api/companies/{companyId}/sign-up-settings',
        '/api/company-setup',
        '/api/corporate-hotels',
        '/api/corporate-hotels/{code}',
        '/api/corporate-hotels/{code}/pictures',
        '/api/corporate-hotels/{code}/pictures/{key}',
        '/api/delegations',
        '/api/delegations/bookable-travellers',
        '/api/delegations/colleagues',
        '/api/delegations/scopes',
        '/api/delegations/scopes/{scopeDelegationId}',
        '/api/delegations/{delegationId}',
        '/api/demo-requests',
        '/api/emission-queue',
        '/api/flights/returns',
        '/api/flights/search',
        '/api/getuser',
        '/api/health',
        '/api/hotels/iata/{iataCode}',
        '/api/hotels/search',
        '/api/hotels/{hotelCode}',
        '/api/invitations/accept',
        '/api/invitations/lookup',
        '/api/me',
        '/api/me/bookings',
        '/api/me/policy-rules',
        '/api/me/profile',
        '/api/me/trips',
        '/api/notifications',
        '/api/notifications/read-all',
        '/api/notifications/{id}/read',
        '/api/payment/cards',
        '/api/payment/cards/{cardId}',
        '/api/payment/options',
        '/api/payment/payroll-authorization',
        '/api/payment/payroll-export',
        '/api/payment/payroll-settings',
        '/api/reports/approvals',
        '/api/reports/co2',
        '/api/reports/options',
        '/api/reports/policy',
        '/api/reports/savings',
        '/api/reports/spend',
        '/api/spend/month',
        '/api/suppliers',
        '/api/test/failure',
        '/api/trips/{id}',
        '/api/trips/{id}/calendar.ics',
        '/api/trips/{id}/decision',
        '/api/undelivered-mail',
        '/api/undelivered-mail/{id}/retry',
        '/api/user-approvers',
        '/api/user-approvers/{userId}',
        '/api/users/company/{companyId}',
        '/api/users/company/{companyId}/import',
        '/api/users/company/{companyId}/import/check',
        '/api/users/company/{companyId}/invitations',
        '/api/users/company/{companyId}/invitations/revoke',
        '/api/users/{userId}',
        '/api/users/{userId}/sign-up-decision',
        '/api/users/{userId}/travel-group',
        '/health/live',
        '/health/ready',
      ].sort(),
    );
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Session',
    });
    expect(document.components.schemas.Session.properties).toHaveProperty('token');
    expect(document.paths['/api/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths['/api/companies/{companyId}'])).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
  });
});
