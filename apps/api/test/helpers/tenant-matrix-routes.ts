import { hasRoleAtLeast, type Role } from '@travesia/domain';
import type { InjectOptions } from 'fastify';
import { PASSWORD_SETTINGS } from './single-sign-on';
import { DEMO_USERS } from './test-app';

/**
 * The role and tenant matrix's people and the routes whose answer depends on who asks (tenant-matrix.test.ts adds
 * the endpoints that name their company in a `companyId`). Each route says what every role must get.
 */
export type UserKey = keyof typeof DEMO_USERS;
export type CompanyKey = 'andes' | 'cafe' | 'travesia';

export const PEOPLE: Record<UserKey, { role: Role; company: CompanyKey }> = {
  laura: { role: 'viajero', company: 'andes' },
  carlos: { role: 'aprobador', company: 'andes' },
  ana: { role: 'administrador', company: 'andes' },
  marta: { role: 'viajero', company: 'andes' },
  julian: { role: 'viajero', company: 'cafe' },
  operador: { role: 'operador', company: 'travesia' },
};

/** A company the user does not belong to, and someone who works there. */
export const otherCompanyOf = (user: UserKey): CompanyKey =>
  PEOPLE[user].company === 'cafe' ? 'andes' : 'cafe';
const someoneElsewhere = (user: UserKey): UserKey => (otherCompanyOf(user) === 'cafe' ? 'julian' : 'laura');
/** A colleague in the same company, when there is one. */
const COLLEAGUES: Partial<Record<UserKey, UserKey>> = { laura: 'carlos', carlos: 'laura', ana: 'carlos' };

export interface Route {
  name: string;
  /** Users the case makes sense for; all by default. */
  appliesTo?(user: UserKey): boolean;
  request(user: UserKey, ids: Record<CompanyKey, number>): InjectOptions;
  expected(role: Role): number;
}

const UPDATE = { phone: '+57 601 555 0199' };

/** Nobody's trip: the same 404 for every role, so a trip id reveals nothing (trips.test.ts tries real ones). */
const UNKNOWN_TRIP = '00000000-0000-4000-8000-000000000000';

export const ROUTES: Route[] = [
  { name: 'GET /api/me', request: () => ({ method: 'GET', url: '/api/me' }), expected: () => 200 },
  {
    name: 'GET /api/me/trips',
    request: () => ({ method: 'GET', url: '/api/me/trips' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/trips/:id (unknown)',
    request: () => ({ method: 'GET', url: `/api/trips/${UNKNOWN_TRIP}` }),
    expected: () => 404,
  },
  {
    name: 'PUT /api/trips/:id (unknown)',
    request: () => ({ method: 'PUT', url: `/api/trips/${UNKNOWN_TRIP}`, payload: { name: 'Viaje' } }),
    expected: () => 404,
  },
  {
    name: 'PUT /api/trips/:id/decision (unknown)',
    request: () => ({
      method: 'PUT',
      url: `/api/trips/${UNKNOWN_TRIP}/decision`,
      payload: { status: 'approved' },
    }),
    expected: () => 404,
  },
  {
    name: 'GET /api/delegations (own)',
    request: () => ({ method: 'GET', url: '/api/delegations' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/delegations/bookable-travellers',
    request: () => ({ method: 'GET', url: '/api/delegations/bookable-travellers' }),
    expected: () => 200,
  },
  {
    // Nobody's delegation 999999: the same 404 for every role, so an id reveals nothing.
    name: 'DELETE /api/delegations (unknown)',
    request: () => ({ method: 'DELETE', url: '/api/delegations/999999' }),
    expected: () => 404,
  },
  {
    // Anyone may look up colleagues; only their own company's answer (delegation-scopes.test.ts).
    name: 'GET /api/delegations/colleagues',
    request: () => ({ method: 'GET', url: '/api/delegations/colleagues?q=ri' }),
    expected: () => 200,
  },
  {
    // A gestor de viajes is given by administrators only; user 999999 is nobody's, so they get 404.
    name: 'POST /api/delegations/scopes (unknown user)',
    request: () => ({
      method: 'POST',
      url: '/api/delegations/scopes',
      payload: { delegateId: 999999, scopeKind: 'travel_group', scopeId: 999999, right: 'book' },
    }),
    expected: (role) => (hasRoleAtLeast(role, 'administrador') ? 404 : 403),
  },
  {
    name: 'DELETE /api/delegations/scopes (unknown)',
    request: () => ({ method: 'DELETE', url: '/api/delegations/scopes/999999' }),
    expected: (role) => (hasRoleAtLeast(role, 'administrador') ? 404 : 403),
  },
  {
    name: 'GET /api/admin/user (self)',
    request: (user) => ({ method: 'GET', url: `/api/admin/user?documento=${DEMO_USERS[user].documento}` }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/user (colleague)',
    appliesTo: (user) => COLLEAGUES[user] !== undefined,
    request: (user) => ({
      method: 'GET',
      url: `/api/admin/user?documento=${DEMO_USERS[COLLEAGUES[user] ?? user].documento}`,
    }),
    // A documento the asker may not see answers as one nobody has.
    expected: (role) => (role === 'viajero' ? 404 : 200),
  },
  {
    name: 'GET /api/admin/user (other company)',
    request: (user) => ({
      method: 'GET',
      url: `/api/admin/user?documento=${DEMO_USERS[someoneElsewhere(user)].documento}`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/users/company (own)',
    request: (user, ids) => ({ method: 'GET', url: `/api/users/company/${ids[PEOPLE[user].company]}` }),
    expected: (role) => (role === 'viajero' ? 403 : 200),
  },
  {
    name: 'GET /api/users/company (other)',
    request: (user, ids) => ({ method: 'GET', url: `/api/users/company/${ids[otherCompanyOf(user)]}` }),
    expected: (role) => ({ viajero: 403, aprobador: 404, administrador: 404, operador: 200 })[role],
  },
  {
    name: 'GET /api/companies (own)',
    request: (user, ids) => ({ method: 'GET', url: `/api/companies/${ids[PEOPLE[user].company]}` }),
    expected: () => 200,
  },
  {
    name: 'GET /api/companies (other)',
    request: (user, ids) => ({ method: 'GET', url: `/api/companies/${ids[otherCompanyOf(user)]}` }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/companies (nonexistent)',
    request: () => ({ method: 'GET', url: '/api/companies/999999' }),
    expected: () => 404,
  },
  {
    name: 'PATCH /api/companies (own)',
    request: (user, ids) => ({
      method: 'PATCH',
      url: `/api/companies/${ids[PEOPLE[user].company]}`,
      payload: UPDATE,
    }),
    expected: (role) => (role === 'administrador' || role === 'operador' ? 200 : 403),
  },
  {
    name: 'PATCH /api/companies (other)',
    request: (user, ids) => ({
      method: 'PATCH',
      url: `/api/companies/${ids[otherCompanyOf(user)]}`,
      payload: UPDATE,
    }),
    expected: (role) => ({ viajero: 403, aprobador: 403, administrador: 404, operador: 200 })[role],
  },
  {
    name: 'POST /api/client-companies',
    // Refused before writing; the operador's would succeed, so it is left to client-companies.test.ts.
    appliesTo: (user) => PEOPLE[user].role !== 'operador',
    request: () => ({
      method: 'POST',
      url: '/api/client-companies',
      payload: {
        name: 'Matriz S.A.S.',
        tax_id: '900555444-3',
        city: 'Bogotá',
        email_domains: ['matriz.co'],
        admin: { firstname: 'Ana', last_name: 'Matriz', email: 'ana@matriz.co' },
      },
    }),
    expected: () => 403,
  },
  {
    name: 'GET /api/centros-utilidad',
    request: () => ({ method: 'GET', url: '/api/centros-utilidad' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/hotels/iata (own company)',
    request: () => ({ method: 'GET', url: '/api/hotels/iata/BOG' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/policies/rules (self)',
    request: (user) => ({ method: 'GET', url: `/api/admin/policies/rules/${DEMO_USERS[user].documento}` }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/policies/rules (colleague)',
    appliesTo: (user) => COLLEAGUES[user] !== undefined,
    request: (user) => ({
      method: 'GET',
      url: `/api/admin/policies/rules/${DEMO_USERS[COLLEAGUES[user] ?? user].documento}`,
    }),
    expected: (role) => (role === 'viajero' ? 404 : 200),
  },
  {
    name: 'GET /api/admin/policies/rules (other company)',
    request: (user) => ({
      method: 'GET',
      url: `/api/admin/policies/rules/${DEMO_USERS[someoneElsewhere(user)].documento}`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: "PATCH /api/corporate-hotels (Andes' hotel)",
    request: () => ({ method: 'PATCH', url: '/api/corporate-hotels/CORP-ANDES-BOG', payload: { stars: 4 } }),
    expected: (role) => (role === 'administrador' || role === 'operador' ? 200 : 403),
  },
  {
    name: 'GET /api/bookings/company (own)',
    request: (user, ids) => ({ method: 'GET', url: `/api/bookings/company/${ids[PEOPLE[user].company]}` }),
    expected: (role) => (role === 'administrador' || role === 'operador' ? 200 : 403),
  },
  {
    name: 'GET /api/bookings/company (other)',
    request: (user, ids) => ({ method: 'GET', url: `/api/bookings/company/${ids[otherCompanyOf(user)]}` }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/bookings/company/export (own)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/bookings/company/${ids[PEOPLE[user].company]}/export`,
    }),
    expected: (role) => (role === 'administrador' || role === 'operador' ? 200 : 403),
  },
  {
    name: 'GET /api/bookings/company/export (other)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/bookings/company/${ids[otherCompanyOf(user)]}/export`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/me/bookings',
    request: () => ({ method: 'GET', url: '/api/me/bookings' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/me/policy-rules',
    request: () => ({ method: 'GET', url: '/api/me/policy-rules' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/bookings/documento (self)',
    request: (user) => ({ method: 'GET', url: `/api/bookings/documento/${DEMO_USERS[user].documento}` }),
    expected: () => 200,
  },
  {
    name: 'GET /api/bookings/documento (colleague)',
    appliesTo: (user) => COLLEAGUES[user] !== undefined,
    request: (user) => ({
      method: 'GET',
      url: `/api/bookings/documento/${DEMO_USERS[COLLEAGUES[user] ?? user].documento}`,
    }),
    // Carlos approves Laura's trips; Laura sees only her own.
    expected: (role) => (role === 'viajero' ? 404 : 200),
  },
  {
    name: 'GET /api/bookings/documento (other company)',
    request: (user) => ({
      method: 'GET',
      url: `/api/bookings/documento/${DEMO_USERS[someoneElsewhere(user)].documento}`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/approvals',
    request: () => ({ method: 'GET', url: '/api/approvals' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/emission-queue',
    request: () => ({ method: 'GET', url: '/api/emission-queue' }),
    expected: (role) => (role === 'operador' ? 200 : 403),
  },
  {
    name: 'GET /api/notifications',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/policies/company (own)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/admin/policies/company/${ids[PEOPLE[user].company]}`,
    }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/policies/company (other)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/admin/policies/company/${ids[otherCompanyOf(user)]}`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/companies/approval-settings (other)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/companies/${ids[otherCompanyOf(user)]}/approval-settings`,
    }),
    expected: (role) => (role === 'operador' ? 200 : 404),
  },
  {
    name: 'GET /api/companies/sign-up-settings (own)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/companies/${ids[PEOPLE[user].company]}/sign-up-settings`,
    }),
    expected: (role) => (hasRoleAtLeast(role, 'administrador') ? 200 : 403),
  },
  {
    name: 'PUT /api/companies/sign-up-settings (other)',
    // Refused before writing; the operador's would succeed, so it is left to company-users.test.ts.
    appliesTo: (user) => PEOPLE[user].role !== 'operador',
    request: (user, ids) => ({
      method: 'PUT',
      url: `/api/companies/${ids[otherCompanyOf(user)]}/sign-up-settings`,
      payload: { allowDomainSignup: true },
    }),
    expected: (role) => (role === 'administrador' ? 404 : 403),
  },
  {
    name: 'GET /api/companies/sign-in-settings (own)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/companies/${ids[PEOPLE[user].company]}/sign-in-settings`,
    }),
    expected: (role) => (hasRoleAtLeast(role, 'administrador') ? 200 : 403),
  },
  {
    name: 'GET /api/companies/sign-in-settings (other)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/companies/${ids[otherCompanyOf(user)]}/sign-in-settings`,
    }),
    expected: (role) => ({ viajero: 403, aprobador: 403, administrador: 404, operador: 200 })[role],
  },
  {
    name: 'PUT /api/companies/sign-in-settings (other)',
    // Refused before writing; the operador's would succeed, so it is left to single-sign-on-providers.test.ts.
    appliesTo: (user) => PEOPLE[user].role !== 'operador',
    request: (user, ids) => ({
      method: 'PUT',
      url: `/api/companies/${ids[otherCompanyOf(user)]}/sign-in-settings`,
      payload: PASSWORD_SETTINGS,
    }),
    expected: (role) => (role === 'administrador' ? 404 : 403),
  },
  {
    name: 'GET /api/companies/invitation-code (own)',
    request: (user, ids) => ({
      method: 'GET',
      url: `/api/companies/${ids[PEOPLE[user].company]}/invitation-code`,
    }),
    expected: (role) => (hasRoleAtLeast(role, 'administrador') ? 200 : 403),
  },
  {
    name: 'POST /api/companies/invitation-code/rotate (other)',
    // Refused before writing; the operador's would succeed, so it is left to invitation-code.test.ts.
    appliesTo: (user) => PEOPLE[user].role !== 'operador',
    request: (user, ids) => ({
      method: 'POST',
      url: `/api/companies/${ids[otherCompanyOf(user)]}/invitation-code/rotate`,
    }),
    expected: (role) => (role === 'administrador' ? 404 : 403),
  },
  {
    name: 'GET /api/clientes-proyecto',
    request: () => ({ method: 'GET', url: '/api/clientes-proyecto' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/admin/expense-types',
    request: () => ({ method: 'GET', url: '/api/admin/expense-types' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/catalogs/requirements',
    request: () => ({ method: 'GET', url: '/api/catalogs/requirements' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/payment/options',
    request: () => ({ method: 'GET', url: '/api/payment/options' }),
    expected: () => 200,
  },
  {
    name: 'GET /api/demo-requests',
    request: () => ({ method: 'GET', url: '/api/demo-requests' }),
    expected: (role) => (role === 'operador' ? 200 : 403),
  },
  {
    name: 'GET /api/undelivered-mail',
    request: () => ({ method: 'GET', url: '/api/undelivered-mail' }),
    expected: (role) => (role === 'operador' ? 200 : 403),
  },
  {
    // A session token is no SCIM token: the directory's endpoints refuse every role's (decision 046).
    name: 'GET /scim/v2/Users (session token)',
    request: () => ({ method: 'GET', url: '/scim/v2/Users' }),
    expected: () => 401,
  },
  {
    name: 'PATCH /scim/v2/Users/:id (session token)',
    request: () => ({
      method: 'PATCH',
      url: '/scim/v2/Users/1',
      payload: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'remove', path: 'active' }],
      },
    }),
    expected: () => 401,
  },
  {
    name: 'POST /api/undelivered-mail/:id/retry',
    request: () => ({ method: 'POST', url: '/api/undelivered-mail/999999/retry' }),
    expected: (role) => (role === 'operador' ? 404 : 403),
  },
];
