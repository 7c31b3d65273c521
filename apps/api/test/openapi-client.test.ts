import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { createTestApp, DEMO_USERS, type TestApp } from './helpers/test-app';
import { typedApi } from './helpers/typed-api';

/**
 * A client compiled from the generated types alone (openapi/api-types.ts, `npm run openapi`) signs in, opens
 * a company, lists trips and hears a refusal: the types and the answers agree, and tsc refuses a wrong call.
 */
describe('a client typed from the OpenAPI document', () => {
  let t: TestApp;
  let call: ReturnType<typeof typedApi>;
  beforeAll(async () => {
    t = await createTestApp();
    call = typedApi(t.app);
  });
  afterAll(() => t.close());

  it('signs in, lists the administrator’s companies and opens one', async () => {
    const session = await call('post', '/api/auth/login', {
      body: { email: DEMO_USERS.ana.email, password: DEMO_PASSWORD },
    });
    if (!session.ok) throw new Error(`sign-in refused: ${session.error.error.message}`);
    const token = session.data.token;
    expect(session.data.user.email).toBe(DEMO_USERS.ana.email);

    const companies = await call('get', '/api/companies', { token });
    if (!companies.ok) throw new Error(companies.error.error.message);
    const [own] = companies.data.data;
    if (!own) throw new Error('the administrator sees no company');

    const company = await call('get', '/api/companies/{companyId}', {
      token,
      path: { companyId: String(own.id) },
    });
    expect(company.ok && company.data.name).toBe('Andes Energía S.A.S.');

    const trips = await call('get', '/api/me/bookings', { token, query: { pageSize: 5 } });
    expect(trips.ok && trips.data.pageSize).toBe(5);
  });

  it('reads a refusal as the Error schema', async () => {
    const anonymous = await call('get', '/api/me/bookings', {});
    expect(anonymous.ok).toBe(false);
    if (anonymous.ok) return;
    expect(anonymous.status).toBe(401);
    expect(anonymous.error.error.code).toBe('UNAUTHENTICATED');
  });

  it('does not compile a call the document does not allow', () => {
    // Only checked by tsc (npm run check); nothing is sent.
    const compileOnly = () => {
      // @ts-expect-error: the sign-in body needs a password.
      call('post', '/api/auth/login', { body: { email: DEMO_USERS.laura.email } });
      // @ts-expect-error: a booking is opened by its id.
      call('get', '/api/bookings/{id}', {});
      // @ts-expect-error: no operation answers GET on the sign-in path.
      call('get', '/api/auth/login', {});
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});
