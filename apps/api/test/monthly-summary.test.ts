import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookings,
  companies,
  costCenters,
  createDatabase,
  type Database,
  type DatabaseHandle,
  monthlySummaries,
  outbox,
  users,
} from '@travesia/db';
import { dueSummaryMonth } from '@travesia/domain';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { sendDueMonthlySummaries } from '../src/modules/monthly-summary/service';
import { seedDemoData } from '../src/seed/demo-data';
import { reportBookingRows } from './helpers/report-bookings';
import { createScratchPostgresDatabase, type ScratchDatabase } from './helpers/scratch-database';
import {
  createTestApp,
  type DatabaseKind,
  DEMO_USERS,
  databases,
  requirePostgresAdminUrl,
  TEST_TOKEN_SECRET,
  type TestApp,
} from './helpers/test-app';

/*
 * The fixtures live in 2030, far from anything else the app stores, so each figure below is computed by hand from
 * the rows inserted here. March 2030's summary is due from 00:00 on 1 April in Bogotá, 05:00 UTC.
 */
const APRIL_FIRST = new Date('2030-04-01T05:00:00Z');
const LAST_SECOND_OF_MARCH = new Date('2030-04-01T04:59:59Z');
const at = (instant: string) => new Date(instant);

const ANDES_ADMIN_TWO = 'pedro.admin@andesenergia.co';
const ANDES_ADMIN_INACTIVE = 'elena.exadmin@andesenergia.co';
const CAFE_ADMIN = 'camila.admin@cafedelsur.co';

/** Spaces as people read them: Intl writes a no-break space in '$ 5.400.000'. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface SummaryMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function summaryMails(db: Database): Promise<SummaryMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(like(outbox.subject, 'Resumen de viajes%'))
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: plain(row.textBody),
    html: plain(row.htmlBody ?? ''),
  }));
}

/**
 * Andes Energía's March 2030: five trips that go ahead (3 flights, 2 hotels) for $ 5.400.000, two out of policy,
 * 1.175 kg CO₂e, OPS-100 spending most; a rejected and a cancelled trip, one in February and one on 1 April that
 * the month leaves out. Café del Sur's one stay of $ 5.000.000. A second active administrador at Andes, an inactive
 * one, and Café del Sur's administradora.
 */
async function insertFixtures(db: Database): Promise<void> {
  const companyId = async (name: string) =>
    (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
  const andesId = await companyId('Andes Energía S.A.S.');
  const cafeId = await companyId('Café del Sur S.A.S.');
  const userId = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
  const laura = await userId(DEMO_USERS.laura.email);
  const carlos = await userId(DEMO_USERS.carlos.email);
  const ana = await userId(DEMO_USERS.ana.email);
  const julian = await userId(DEMO_USERS.julian.email);
  const costCenter = async (code: string) =>
    (await db.select().from(costCenters).where(eq(costCenters.code, code)))[0]?.id ?? 0;
  const ops = await costCenter('OPS-100');
  const com = await costCenter('COM-200');
  const adm = await costCenter('ADM-10');

  const person = (
    companyId: number,
    email: string,
    firstName: string,
    documento: string,
    isActive = true,
  ) => ({
    companyId,
    email,
    firstName,
    lastName: 'Prueba',
    documento,
    role: 'administrador' as const,
    passwordHash: 'not-used-to-sign-in',
    isActive,
  });
  await db
    .insert(users)
    .values([
      person(andesId, ANDES_ADMIN_TWO, 'Pedro', '7000000001'),
      person(andesId, ANDES_ADMIN_INACTIVE, 'Elena', '7000000002', false),
      person(cafeId, CAFE_ADMIN, 'Camila', '7000000003'),
    ]);

  const rows = reportBookingRows('SUM', { companyId: andesId, userId: laura, costCenterId: ops });
  const { flight } = rows;
  const hotel: typeof rows.hotel = (values) => rows.hotel({ roomNights: 2, ...values });

  await db.insert(bookings).values([
    flight({ total: 500_000, createdAt: at('2030-03-10T15:00:00Z'), co2Kg: 120 }),
    flight({
      total: 3_000_000,
      createdAt: at('2030-03-20T15:00:00Z'),
      vendor: 'LA',
      route: 'BOG-MAD',
      destination: 'MAD',
      isInternational: true,
      withinPolicy: false,
      outOfPolicyReason: 'Reunión con cliente',
      co2Kg: 900,
    }),
    flight({
      total: 400_000,
      createdAt: at('2030-03-15T15:00:00Z'),
      userId: carlos,
      costCenterId: com,
      co2Kg: 80,
    }),
    hotel({
      total: 600_000,
      createdAt: at('2030-03-05T15:00:00Z'),
      userId: ana,
      costCenterId: com,
      co2Kg: 30,
    }),
    // 23:30 on 31 March in Bogotá (already 1 April in UTC): still March.
    hotel({
      total: 900_000,
      createdAt: at('2030-04-01T04:30:00Z'),
      userId: ana,
      costCenterId: com,
      withinPolicy: false,
      outOfPolicyReason: 'Congreso',
      co2Kg: 45,
    }),
    // Trips that will not happen count for nothing.
    flight({ total: 800_000, createdAt: at('2030-03-11T15:00:00Z'), status: 'rejected', co2Kg: 100 }),
    hotel({ total: 400_000, createdAt: at('2030-03-12T15:00:00Z'), status: 'cancelled', co2Kg: 20 }),
    // 00:30 on 1 April in Bogotá: April's.
    flight({ total: 250_000, createdAt: at('2030-04-01T05:30:00Z'), co2Kg: 60 }),
    // February's only trip.
    flight({ total: 100_000, createdAt: at('2030-02-10T15:00:00Z'), co2Kg: 50 }),
    // Café del Sur's March.
    hotel({
      total: 5_000_000,
      createdAt: at('2030-03-10T15:00:00Z'),
      companyId: cafeId,
      userId: julian,
      costCenterId: adm,
      vendor: 'H9',
      vendorName: 'Hotel Nueve',
      co2Kg: 60,
    }),
  ]);
}

/** An app on a database of its own, holding the fixtures. */
async function createAppWithFixtures(kind: DatabaseKind): Promise<TestApp> {
  const app = await createTestApp({ database: kind });
  await insertFixtures(app.database.db);
  return app;
}

describe.each(databases)('monthly summary e-mails (%s)', (kind) => {
  let t: TestApp;
  /** How many summaries the first run from 00:00 on 1 April sent: March's, which most cases read. */
  let marchSent: number;
  const send = (now: Date, app = t) =>
    sendDueMonthlySummaries({ db: app.database.db, config: app.config }, now);
  const marchMails = async () =>
    (await summaryMails(t.database.db)).filter((mail) => mail.subject.includes('marzo de 2030'));

  beforeAll(async () => {
    t = await createAppWithFixtures(kind);
    marchSent = await send(APRIL_FIRST);
  });
  afterAll(() => t.close());

  it("at 23:59 on 31 March in Bogotá sends February's summaries, not March's; a month without trips says so", async () => {
    // March is already sent on the shared database: only one where it was not can show it is not due yet.
    const beforeApril = await createAppWithFixtures(kind);
    onTestFinished(() => beforeApril.close());
    // Andes Energía, Café del Sur and Travesía Operaciones (which has no administrador: claimed, nobody mailed).
    expect(await send(LAST_SECOND_OF_MARCH, beforeApril)).toBe(3);
    const claims = await beforeApril.database.db.select().from(monthlySummaries);
    expect(claims.map((claim) => claim.month)).toEqual(['2030-02', '2030-02', '2030-02']);
    expect(claims.map((claim) => claim.recipients).sort()).toEqual([0, 1, 2]);

    const mails = await summaryMails(beforeApril.database.db);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [DEMO_USERS.ana.email, CAFE_ADMIN, ANDES_ADMIN_TWO].sort(),
    );
    const ana = mails.find((mail) => mail.to === DEMO_USERS.ana.email);
    expect(ana?.subject).toBe('Resumen de viajes de febrero de 2030 — Andes Energía S.A.S.');
    expect(ana?.text).toContain('Gasto total: $ 100.000\nViajes: 1 (1 vuelo)\n');
    const camila = mails.find((mail) => mail.to === CAFE_ADMIN);
    expect(camila?.subject).toBe('Resumen de viajes de febrero de 2030 — Café del Sur S.A.S.');
    expect(camila?.text).toContain(
      'En febrero de 2030 no se reservó ningún viaje en Café del Sur S.A.S.: ni vuelos ni hoteles, así que no hubo gasto ni emisiones.',
    );
    expect(camila?.text).not.toContain('Gasto total');
    expect(camila?.text).toContain('Ver los informes: http://travesia.test/reports');
  });

  it("from 00:00 on 1 April sends March's figures, as computed by hand, with the reports as the link", async () => {
    expect(marchSent).toBe(3);
    const ana = (await marchMails()).find((mail) => mail.to === DEMO_USERS.ana.email);
    expect(ana?.subject).toBe('Resumen de viajes de marzo de 2030 — Andes Energía S.A.S.');
    expect(ana?.text).toMatch(
      new RegExp(
        [
          '^Hola, Ana:',
          '',
          'Este es el resumen de los viajes reservados en Andes Energía S\\.A\\.S\\. en marzo de 2030\\.',
          '',
          'Gasto total: \\$ 5\\.400\\.000',
          'Viajes: 5 \\(3 vuelos y 2 hoteles\\)',
          'Tiquete aéreo promedio: \\$ 1\\.300\\.000',
          'Dentro de la política: 60 ?% de los viajes; 2 viajes fuera de ella',
          'Emisiones estimadas: ≈ 1\\.175 kg CO₂e',
          'Centro de costos con más gasto: OPS-100 Operaciones \\(\\$ 3\\.500\\.000\\)',
          '',
          'En los informes encontrarás el detalle por viajero, centro de costos, aerolínea, hotel y motivo\\.',
          '',
          'Ver los informes: http://travesia\\.test/reports',
          '',
          'Recibes este resumen al comienzo de cada mes como administrador de Andes Energía S\\.A\\.S\\. en Travesía\\.',
        ].join('\n'),
      ),
    );
    // The HTML part says the same, with the reports as its one button.
    expect(ana?.html).toContain('<a href="http://travesia.test/reports"');
    expect(ana?.html.match(/<a /g)).toHaveLength(1);
    expect(ana?.html).toContain('Gasto total: $ 5.400.000<br>Viajes: 5 (3 vuelos y 2 hoteles)');
    expect(ana?.html).toContain('≈ 1.175 kg CO₂e');
  });

  it('reaches every active administrador of the company once, and nobody else', async () => {
    const mails = await marchMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [DEMO_USERS.ana.email, CAFE_ADMIN, ANDES_ADMIN_TWO].sort(),
    );
    const pedro = mails.find((mail) => mail.to === ANDES_ADMIN_TWO);
    expect(pedro?.text).toMatch(/^Hola, Pedro:/);
    expect(pedro?.text).toContain('Gasto total: $ 5.400.000');
    const everyRecipient = (await summaryMails(t.database.db)).map((mail) => mail.to);
    for (const left of [
      ANDES_ADMIN_INACTIVE,
      DEMO_USERS.laura.email,
      DEMO_USERS.carlos.email,
      DEMO_USERS.julian.email,
      DEMO_USERS.operador.email,
    ]) {
      expect(everyRecipient).not.toContain(left);
    }
  });

  it("never shows a company another company's figures", async () => {
    const mails = await marchMails();
    const camila = mails.find((mail) => mail.to === CAFE_ADMIN);
    expect(camila?.subject).toBe('Resumen de viajes de marzo de 2030 — Café del Sur S.A.S.');
    expect(camila?.text).toContain(
      ['Gasto total: $ 5.000.000', 'Viajes: 1 (1 hotel)', 'Dentro de la política: 100'].join('\n'),
    );
    expect(camila?.text).toContain('Centro de costos con más gasto: ADM-10 Administración ($ 5.000.000)');
    expect(camila?.text).not.toMatch(/5\.400\.000|OPS-100|COM-200|Andes/);
    for (const andes of mails.filter((mail) => mail.subject.endsWith('Andes Energía S.A.S.'))) {
      expect(andes.text).not.toMatch(/5\.000\.000|ADM-10|Café/);
      expect(andes.html).not.toMatch(/5\.000\.000|ADM-10|Café/);
    }
  });

  it('sends each month once: a second run and a later day of the month send nothing more', async () => {
    const before = (await summaryMails(t.database.db)).length;
    expect(await send(APRIL_FIRST)).toBe(0);
    expect(await send(new Date('2030-04-20T15:00:00Z'))).toBe(0);
    expect(await summaryMails(t.database.db)).toHaveLength(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'monthly summaries from two API processes on one PostgreSQL',
  () => {
    let scratch: ScratchDatabase;
    const handles: DatabaseHandle[] = [];
    let config: AppConfig;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(requirePostgresAdminUrl(), 'travesia_test');
      config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        APP_URL: 'http://travesia.test',
        WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
        APPROVAL_SWEEP_SECONDS: '0',
        MAIL_RELAY_SECONDS: '0',
        TOKEN_SECRET: TEST_TOKEN_SECRET,
      });
      // Two processes and, later, one restarted: each with its own pool of connections to the one database.
      for (let index = 0; index < 3; index += 1) handles.push(createDatabase({ url: scratch.url }));
      await Promise.all(handles.map((handle) => handle.migrate()));
      await seedDemoData(handles[0] as DatabaseHandle);
      await insertFixtures((handles[0] as DatabaseHandle).db);
    });
    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch?.drop();
    });

    it('sends each company and month once when both sweep at the same moment, and nothing more after a restart', async () => {
      const [a, b, restarted] = handles as [DatabaseHandle, DatabaseHandle, DatabaseHandle];
      const apps = await Promise.all([a, b].map((database) => buildApp({ config, database })));
      try {
        const sent = await Promise.all(
          [a, b, a, b].map((database) => sendDueMonthlySummaries({ db: database.db, config }, APRIL_FIRST)),
        );
        // Three companies between them, each claimed by one call.
        expect(sent.reduce((sum, count) => sum + count, 0)).toBe(3);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
      expect(await sendDueMonthlySummaries({ db: restarted.db, config }, APRIL_FIRST)).toBe(0);

      const mails = await summaryMails(restarted.db);
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [DEMO_USERS.ana.email, CAFE_ADMIN, ANDES_ADMIN_TWO].sort(),
      );
      const claims = await restarted.db
        .select()
        .from(monthlySummaries)
        .where(eq(monthlySummaries.month, '2030-03'));
      expect(claims).toHaveLength(3);
    });
  },
);

describe('the periodic sweep', () => {
  async function claimsAfterSweeps(env: Record<string, string>): Promise<number> {
    const t = await createTestApp({ env: { APPROVAL_SWEEP_SECONDS: '1', ...env } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const month = dueSummaryMonth(new Date());
      return (await t.database.db.select().from(monthlySummaries).where(eq(monthlySummaries.month, month)))
        .length;
    } finally {
      await t.close();
    }
  }

  it("claims last month's summaries by itself every APPROVAL_SWEEP_SECONDS, unless MONTHLY_SUMMARY_EMAILS=false", async () => {
    // The companies were created today, without trips last month: claimed, and nobody gets an empty summary.
    expect(await claimsAfterSweeps({})).toBe(3);
    expect(await claimsAfterSweeps({ MONTHLY_SUMMARY_EMAILS: 'false' })).toBe(0);
  });

  it('takes MONTHLY_SUMMARY_EMAILS as true or false only', () => {
    expect(loadConfig({}).monthlySummaryEmails).toBe(true);
    expect(() => loadConfig({ MONTHLY_SUMMARY_EMAILS: 'no' })).toThrow(
      'MONTHLY_SUMMARY_EMAILS must be true or false',
    );
  });
});
