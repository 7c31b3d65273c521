import { companies, outbox, rateLimits } from '@travesia/db';
import { PASSWORD_RESET_SENT_MESSAGE } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  databases,
  login as signIn,
  type TestApp,
} from './helpers/test-app';

const RATE_LIMITED = /^Demasiados intentos\. Intenta de nuevo en \d+ minutos?\.$/;
const QUARTER_HOUR_MS = 15 * 60_000;

// Fixed windows restart on the quarter hour; moving the clock to just after one keeps every test
// inside a single window (the clock keeps running, only Date is faked).
beforeAll(() => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now - (now % QUARTER_HOUR_MS) + 60_000);
});
afterAll(() => {
  vi.useRealTimers();
});

describe.each(databases)('rate limits kept in the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The documented defaults.
    t = await createTestApp({
      database: kind,
      env: {
        RATE_LIMIT_LOGIN_PER_IP: '20',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
        RATE_LIMIT_REGISTER_PER_IP: '10',
        RATE_LIMIT_PASSWORD_RESET_PER_IP: '5',
        RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '3',
        RATE_LIMIT_PASSWORD_CHANGE_PER_USER: '5',
        RATE_LIMIT_BRANDING_PER_IP: '10',
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('never refuses correct sign-ins from one address: 50 colleagues behind one office IP', async () => {
    const colleagues = [DEMO_USERS.laura, DEMO_USERS.carlos, DEMO_USERS.ana];
    // Five at a time: an attempt counts while it runs (a burst of guesses must not pass at once), and a right
    // password gives it back, so correct sign-ins never add up however many there are in the window.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          login(colleagues[(batch + index) % colleagues.length]?.email ?? '', 'Travesia2026!', '10.0.0.1'),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    }
  });

  /** Sends the attempts at once and answers each one's status and how long it took (the monotonic clock). */
  const timedBurst = (attempts: Array<() => ReturnType<typeof login>>) => {
    const started = performance.now();
    return Promise.all(
      attempts.map(async (attempt) => {
        const response = await attempt();
        return { status: response.statusCode, ms: performance.now() - started };
      }),
    );
  };

  it('checks a burst of guesses on one account from one address one at a time once past the free ones', async () => {
    const answers = await timedBurst(
      Array.from({ length: 8 }, () => () => login(DEMO_USERS.ana.email, 'Equivocada2026', '10.0.10.1')),
    );
    // Never refused, but spread out: six at once (the five free failures and the one after them), then the
    // seventh after 250 ms and the eighth 2 s after it. A burst of any size is checked at about one every 2 s.
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(401));
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    expect(times[6]).toBeGreaterThanOrEqual(250);
    expect(times[7]).toBeGreaterThanOrEqual(2500);
    // The owner still gets in from there, slowed down by the failures (8 of them: 1 s).
    const started = performance.now();
    expect((await login(DEMO_USERS.ana.email, 'Travesia2026!', '10.0.10.1')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('slows a burst of guesses on many accounts from one address down once past its 20 free failures', async () => {
    const answers = await timedBurst(
      Array.from(
        { length: 30 },
        (_, index) => () => login(`desconocido${index}@example.com`, 'Equivocada2026', '10.0.10.2'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(401));
    // Attempts 22 to 24 wait 250, 500 and 1000 ms, the six after them 2 s each.
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    expect(times[24]).toBeGreaterThanOrEqual(2000);
  });

  it('lets a right password in from an address past 20 failures, even failures on made-up accounts', async () => {
    for (let attempt = 1; attempt <= 21; attempt++) {
      const response = await login(`desconocido${attempt}@example.com`, 'Equivocada2026', '10.0.3.1');
      expect(response.statusCode).toBe(401);
    }
    // An office or a carrier's NAT: the colleague signing in waits for the address's pause (250 ms), no more.
    const started = performance.now();
    const colleague = await login(DEMO_USERS.julian.email, 'Travesia2026!', '10.0.3.1');
    expect(colleague.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    // A wrong password is answered as ever.
    expect((await login(DEMO_USERS.julian.email, 'Equivocada2026', '10.0.3.1')).statusCode).toBe(401);
  });

  it('lets the owner of an account in from an address where 5 sign-ins on it failed, slowed down', async () => {
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect((await login(DEMO_USERS.laura.email, 'Equivocada2026', '10.0.2.1')).statusCode).toBe(401);
    }
    // Seven failures, five free: the second extra one doubles the pause (500 ms).
    const started = performance.now();
    expect((await login(DEMO_USERS.laura.email, 'Travesia2026!', '10.0.2.1')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect((await login(DEMO_USERS.ana.email, 'Travesia2026!', '10.0.2.1')).statusCode).toBe(200);
  });

  it('slows an account down after failures from many addresses, but never locks its owner out', async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await login(DEMO_USERS.carlos.email, 'Equivocada2026', `10.0.1.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    // The faked Date moves in 20 ms steps and lags under load; the real monotonic clock measures the pause.
    const started = performance.now();
    const owner = await login(DEMO_USERS.carlos.email, 'Travesia2026!', '10.0.1.200');
    expect(owner.statusCode).toBe(200);
    // 8 failures, 5 free: the third extra one doubles the pause twice (250 → 500 → 1000 ms).
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await login(DEMO_USERS.carlos.email, 'Travesia2026!', '10.0.1.1')).statusCode).toBe(200);
  });

  it('forgets an address’s failures on an account once the right password is given', async () => {
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(DEMO_USERS.julian.email, 'Equivocada2026', '10.0.8.1')).statusCode).toBe(401);
      }
      expect((await login(DEMO_USERS.julian.email, 'Travesia2026!', '10.0.8.1')).statusCode).toBe(200);
    }
  });

  it('starts counting again in a new window', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      await login(DEMO_USERS.operador.email, 'Equivocada2026', '10.0.4.1');
    }
    // Ten failures would make the next attempt wait 2 s; in a new window it waits nothing.
    await t.database.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 3_600_000) });
    const started = performance.now();
    expect((await login(DEMO_USERS.operador.email, 'Travesia2026!', '10.0.4.1')).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('limits wrong current passwords when changing the password to 5, per user', async () => {
    const token = (await login(DEMO_USERS.ana.email, 'Travesia2026!', '10.0.9.1')).json().token as string;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'CambiadaClave2026' },
      });
    // Sent at once, as a stolen session would: only 5 are checked.
    const burst = await Promise.all(Array.from({ length: 8 }, () => change('NoEsLaActual1')));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const blocked = await change('Travesia2026!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(RATE_LIMITED);
    // The password did not change, and the session still works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await login(DEMO_USERS.ana.email, 'Travesia2026!', '10.0.9.2')).statusCode).toBe(200);
  });

  it('lets an address ask for the branding of 10 different companies an hour, each as often as it likes', async () => {
    const branding = (companyId: number, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/branding`, remoteAddress });
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    const andesId = andes?.id ?? -1;
    // An office opening its company's sign-in page all day counts one company.
    for (let visit = 0; visit < 30; visit++) {
      expect((await branding(andesId, '10.0.30.1')).statusCode).toBe(200);
    }
    // A walk through the ids: nine more companies (unknown ones count too), then 429 in Spanish.
    for (let companyId = 900_001; companyId <= 900_009; companyId++) {
      expect((await branding(companyId, '10.0.30.1')).statusCode).toBe(404);
    }
    const refused = await branding(900_010, '10.0.30.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(RATE_LIMITED);
    expect((await branding(andesId, '10.0.30.1')).statusCode).toBe(200);
    expect((await branding(900_010, '10.0.30.2')).statusCode).toBe(404);

    // Sent together, 30 different ids get no more than 10 answers.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => branding(910_000 + index, '10.0.30.3')),
    );
    const answered = burst.filter((response) => response.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(answered.length).toBeGreaterThan(0);
  });

  it('limits sign-ups per IP to 10 an hour', async () => {
    const signUp = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.5.1',
        payload: {
          documento: `5000000${index}`,
          firstname: 'Marta',
          last_name: 'Prieto',
          email: `marta${index}@example.com`,
          phone: '+57 300 123 4567',
          invitationCode: 'NO-EXISTE',
        },
      });
    // A wrong code answers like a right one (decision 035) and counts the same.
    for (let index = 1; index <= 10; index++) expect((await signUp(index)).statusCode).toBe(202);
    const blocked = await signUp(11);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(RATE_LIMITED);
  });

  it('lets an invitee accept from an address whose sign-ups somebody else spent', async () => {
    // An office's address: somebody there (or behind the same carrier NAT) spends its sign-ups for the hour.
    const office = '10.0.5.2';
    for (let index = 1; index <= 11; index++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: office,
        payload: {
          documento: `5100000${index}`,
          firstname: 'Marta',
          last_name: 'Prieto',
          email: `marta.oficina${index}@example.com`,
          phone: '+57 300 123 4567',
          invitationCode: 'NO-EXISTE',
        },
      });
    }
    const admin = await signIn(t.app, DEMO_USERS.ana.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(admin) });
    const email = 'invitada.oficina@andesenergia.co';
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/users/company/${me.json().data.id_company}/invitations`,
      headers: bearer(admin),
      payload: { email, role: 'viajero' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const token = mail?.textBody.match(/\/invitation\/([\w-]+)/)?.[1] ?? '';
    // The invitation's own link is what lets the invitee in: others' use of the address must not refuse it.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      remoteAddress: office,
      payload: {
        token,
        firstname: 'Invitada',
        last_name: 'Oficina',
        documento: '5100000099',
        password: 'ClaveSegura2026',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  const requestReset = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).length;

  it('answers every reset request for an address alike and mails it at most 3 times an hour', async () => {
    // Somebody asks for Ana's reset over and over, from addresses of their own.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await requestReset(DEMO_USERS.ana.email, `10.0.6.${attempt}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    }
    expect(await mailsTo(DEMO_USERS.ana.email)).toBe(3);
    // Ana's own request is answered the same; she already has three links from this hour, each still valid.
    expect((await requestReset(DEMO_USERS.ana.email, '10.0.6.50')).statusCode).toBe(202);
    expect(await mailsTo(DEMO_USERS.ana.email)).toBe(3);
  });

  it('bounds reset mails from one address without refusing anyone there', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await requestReset(`persona${attempt}@example.com`, '10.0.7.1')).statusCode).toBe(202);
    }
    // Past its 5, an office's address still gets each colleague the hour's first mail, and no more.
    expect((await requestReset(DEMO_USERS.carlos.email, '10.0.7.1')).statusCode).toBe(202);
    expect(await mailsTo(DEMO_USERS.carlos.email)).toBe(1);
    expect((await requestReset(DEMO_USERS.carlos.email, '10.0.7.1')).statusCode).toBe(202);
    expect(await mailsTo(DEMO_USERS.carlos.email)).toBe(1);
    expect((await requestReset(DEMO_USERS.carlos.email, '10.0.7.2')).statusCode).toBe(202);
    expect(await mailsTo(DEMO_USERS.carlos.email)).toBe(2);
  });
});
