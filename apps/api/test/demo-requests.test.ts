import { demoRequests, outbox, rateLimits } from '@travesia/db';
import { DEMO_PHONE_MESSAGE, DEMO_REQUEST_THANKS_MESSAGE } from '@travesia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const HOUR_MS = 60 * 60_000;
const RATE_LIMITED = /^Demasiados intentos\. Intenta de nuevo en \d+ minutos?\.$/;

const VALID_REQUEST = {
  name: 'Mariana Ospina',
  company: 'Textiles del Valle S.A.S.',
  email: 'Mariana.Ospina@TextilesDelValle.co',
  phone: '+57 310 555 0101',
  employees: '51-200',
  message: 'Viajamos cada semana entre Cali y Bogotá.',
  website: '',
};

// The demo limit uses hourly windows; moving the clock just past the start of one keeps each test inside it.
beforeAll(() => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now - (now % HOUR_MS) + 60_000);
});
afterAll(() => {
  vi.useRealTimers();
});

describe.each(databases)('demo requests (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let nextIp = 0;
  // Each request from its own address, unless a test is about the per-IP limit.
  const freshIp = () => `10.20.0.${++nextIp}`;

  beforeAll(async () => {
    t = await createTestApp({ database: kind, env: { RATE_LIMIT_DEMO_PER_IP: '5' } });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });

  const submit = (payload: object, remoteAddress = freshIp(), app = t.app) =>
    app.inject({ method: 'POST', url: '/api/demo-requests', payload, remoteAddress });
  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/demo-requests${query}`, headers: bearer(token) });
  const storedCount = async () => (await t.database.db.select().from(demoRequests)).length;

  it('stores a valid request with its IP and mails the requester and the agency', async () => {
    // An address no other case sends from, so the stored row and the confirmation are this request's.
    const email = 'gerencia@textilesdelvalle.co';
    const response = await submit({ ...VALID_REQUEST, email: 'Gerencia@TextilesDelValle.co' }, '10.30.0.1');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: DEMO_REQUEST_THANKS_MESSAGE });

    const stored = await t.database.db.select().from(demoRequests).where(eq(demoRequests.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Mariana Ospina',
      company: 'Textiles del Valle S.A.S.',
      phone: '+57 310 555 0101',
      employees: '51-200',
      message: 'Viajamos cada semana entre Cali y Bogotá.',
      ip: '10.30.0.1',
    });

    const mails = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(2);
    const confirmation = mails.find((mail) => mail.toAddress === email);
    expect(confirmation?.subject).toBe('Recibimos tu solicitud de demo de Travesía');
    expect(confirmation?.textBody).toContain('Recibimos tu solicitud de demo de Travesía.');
    const notice = mails.find((mail) => mail.toAddress === DEMO_USERS.operador.email);
    expect(notice?.subject).toBe('Nueva solicitud de demo: Textiles del Valle S.A.S.');
    expect(notice?.textBody).toContain('Empleados: 51 a 200 empleados');
    expect(notice?.textBody).toContain('http://travesia.test/demo-requests');
  });

  it('never echoes the visitor’s text to the address they typed, and defangs links in the agency notice', async () => {
    const victim = 'victima@example.com';
    const response = await submit({
      ...VALID_REQUEST,
      email: victim,
      name: 'Soporte del banco https://phish.example/login',
      company: 'Verifica tu cuenta en https://phish.example/verify',
      message: 'Ingresa ya: www.phish.example/pago',
    });
    expect(response.statusCode, response.body).toBe(201);

    const [confirmation] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, victim))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(confirmation?.textBody).toBe(
      [
        'Hola:',
        `Recibimos tu solicitud de demo de Travesía. ${DEMO_REQUEST_THANKS_MESSAGE}`,
        'Si no hiciste esta solicitud, ignora este correo.',
        'Equipo Travesía',
      ].join('\n\n'),
    );
    for (const body of [confirmation?.textBody, confirmation?.htmlBody, confirmation?.subject]) {
      expect(body).not.toContain('phish.example');
      expect(body).not.toContain('Soporte del banco');
    }

    const [notice] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.operador.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice?.textBody).toContain('Empresa: Verifica tu cuenta en hxxps://phish[.]example/verify');
    expect(notice?.textBody).toContain('Mensaje:\n> Ingresa ya: www[.]phish[.]example/pago');
    expect(notice?.htmlBody).not.toContain('href="https://phish.example');
    expect(notice?.htmlBody).not.toContain('phish.example');
    expect(notice?.htmlBody).toContain('<a href="http://travesia.test/demo-requests"');
  });

  it('accepts Colombian landlines and international numbers, and no message', async () => {
    for (const phone of ['601 234 5678', '3001234567', '+1 (305) 555-0100', '+34 612 345 678']) {
      const { message: _message, ...withoutMessage } = VALID_REQUEST;
      const response = await submit({ ...withoutMessage, phone, email: 'otra@example.com' });
      expect(response.statusCode, `${phone}: ${response.body}`).toBe(201);
    }
    const [latest] = await t.database.db.select().from(demoRequests).orderBy(desc(demoRequests.id)).limit(1);
    expect(latest?.message).toBeNull();
  });

  it.each([
    [{ name: ' ' }, 'Escribe tu nombre (máximo 120 caracteres).'],
    [{ company: '' }, 'Escribe el nombre de tu empresa (máximo 120 caracteres).'],
    [{ email: 'mariana@' }, 'Ingresa un correo electrónico válido.'],
    [{ phone: '12345' }, DEMO_PHONE_MESSAGE],
    [{ phone: '+57 123 456 7890' }, DEMO_PHONE_MESSAGE],
    [{ phone: '' }, 'El teléfono es obligatorio.'],
    [{ employees: '5000' }, 'Elige cuántos empleados tiene tu empresa.'],
    [{ message: 'a'.repeat(1001) }, 'El mensaje no puede superar 1000 caracteres.'],
  ])('refuses %o with a Spanish message and stores nothing', async (change, message) => {
    const before = await storedCount();
    const response = await submit({ ...VALID_REQUEST, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect(await storedCount()).toBe(before);
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const before = {
      requests: await storedCount(),
      mails: (await t.database.db.select().from(outbox)).length,
    };
    const response = await submit({
      ...VALID_REQUEST,
      email: 'bot@spam.example',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: DEMO_REQUEST_THANKS_MESSAGE });
    expect(await storedCount()).toBe(before.requests);
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.mails);
  });

  it('allows 5 requests an hour per IP, counted in the database so every API process shares it', async () => {
    // A second app on the same database stands in for a second API process.
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const ip = '10.40.0.1';
      const apps = [t.app, other, t.app, other];
      for (const app of apps) expect((await submit(VALID_REQUEST, ip, app)).statusCode).toBe(201);
      // A bot's attempt counts too, so it cannot probe the honeypot without limit.
      expect((await submit({ ...VALID_REQUEST, website: 'x' }, ip, other)).statusCode).toBe(201);
      const before = await storedCount();

      for (const app of [t.app, other]) {
        const blocked = await submit(VALID_REQUEST, ip, app);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.code).toBe('RATE_LIMITED');
        expect(blocked.json().error.message).toMatch(RATE_LIMITED);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await storedCount()).toBe(before);
      expect((await submit(VALID_REQUEST, '10.40.0.2', other)).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('lists the requests to the operador only, newest first and paginated', async () => {
    for (const name of ['Primera Persona', 'Segunda Persona', 'Tercera Persona']) {
      expect((await submit({ ...VALID_REQUEST, name })).statusCode).toBe(201);
    }
    const total = await storedCount();

    const firstPage = await list(tokens.operador, '?pageSize=2');
    expect(firstPage.statusCode, firstPage.body).toBe(200);
    const body = firstPage.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, total });
    expect(body.data.map((request: { name: string }) => request.name)).toEqual([
      'Tercera Persona',
      'Segunda Persona',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Tercera Persona',
      company: 'Textiles del Valle S.A.S.',
      email: 'mariana.ospina@textilesdelvalle.co',
      phone: '+57 310 555 0101',
      employees: '51-200',
      message: 'Viajamos cada semana entre Cali y Bogotá.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.data[0]).not.toHaveProperty('ip');

    const secondPage = (await list(tokens.operador, '?page=2&pageSize=2')).json();
    expect(secondPage.data[0].name).toBe('Primera Persona');

    const badPage = await list(tokens.operador, '?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.message).toBe('La página debe ser 1 o mayor.');
  });

  it('refuses the list to every other role and to visitors', async () => {
    for (const token of [tokens.laura, tokens.carlos, tokens.ana, tokens.julian]) {
      const response = await list(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/demo-requests' });
    expect(anonymous.statusCode).toBe(401);
  });
});
