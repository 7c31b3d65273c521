import type { Executor } from '@travesia/db';
import {
  bookingDelegations,
  companies,
  companyGroups,
  corporateCards,
  costCenters,
  type DatabaseHandle,
  expenseTypes,
  hotels,
  outOfPolicyReasons,
  payrollAuthorizations,
  policies,
  projectClients,
  userApprovers,
  users,
  withDatabaseLock,
} from '@travesia/db';
import type { Role } from '@travesia/domain';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { hotelImageUrl } from '../suppliers/hotels/hotel-images';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Travesia2026!';
const SEED_LOCK_ID = 727_002;
const CARD_SEED_LOCK_ID = 727_036;

interface DemoCompany {
  key: 'andes' | 'cafe' | 'travesia';
  inGroup: boolean;
  values: Omit<typeof companies.$inferInsert, 'idCompanyGroup'>;
}

interface DemoUser {
  company: DemoCompany['key'];
  documento: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
}

const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'andes',
    inGroup: true,
    values: {
      name: 'Andes Energía S.A.S.',
      description: 'Generación y transmisión de energía renovable en la región andina.',
      logoUrl: '/brand/andes-energia.svg',
      taxId: '900123456-8',
      phone: '+57 601 555 0100',
      email: 'viajes@andesenergia.co',
      address: 'Carrera 7 # 71-21, Torre B, piso 12',
      city: 'Bogotá',
      country: 'Colombia',
      invitationCode: 'ANDESV7KQ3XR',
      invitationCodeEnabled: true,
      emailDomains: ['andesenergia.co'],
      payrollDeductionEnabled: true,
      // A flight and its hotel go to the approver as one request (decision 075).
      approvalScope: 'trip',
    },
  },
  {
    key: 'cafe',
    inGroup: true,
    values: {
      name: 'Café del Sur S.A.S.',
      description: 'Tostión y exportación de cafés especiales de origen colombiano.',
      logoUrl: '/brand/cafe-del-sur.svg',
      taxId: '900765432-6',
      phone: '+57 604 555 0200',
      email: 'administracion@cafedelsur.co',
      address: 'Calle 10 # 43D-25, El Poblado',
      city: 'Medellín',
      country: 'Colombia',
      invitationCode: 'CAFESUR8MWT3',
      invitationCodeEnabled: true,
      emailDomains: ['cafedelsur.co'],
    },
  },
  {
    key: 'travesia',
    inGroup: false,
    values: {
      name: 'Travesía Operaciones',
      description: 'Agencia de viajes corporativos que opera Travesía para todas las empresas.',
      logoUrl: null,
      taxId: '901000111-8',
      phone: '+57 601 555 0300',
      email: 'operaciones@travesia.co',
      address: 'Avenida Calle 26 # 59-41, oficina 702',
      city: 'Bogotá',
      country: 'Colombia',
      invitationCode: null,
      emailDomains: ['travesia.co'],
    },
  },
];

const DEMO_USERS: DemoUser[] = [
  {
    company: 'andes',
    documento: '1020304050',
    firstName: 'Laura',
    lastName: 'Gómez',
    email: 'viajero@andesenergia.co',
    phone: '+57 310 555 0101',
    role: 'viajero',
  },
  {
    company: 'andes',
    documento: '79800123',
    firstName: 'Carlos',
    lastName: 'Restrepo',
    email: 'aprobador@andesenergia.co',
    phone: '+57 310 555 0102',
    role: 'aprobador',
  },
  {
    company: 'andes',
    documento: '52300456',
    firstName: 'Ana',
    lastName: 'Martínez',
    email: 'admin@andesenergia.co',
    phone: '+57 310 555 0103',
    role: 'administrador',
  },
  {
    company: 'andes',
    documento: '1019200300',
    firstName: 'Marta',
    lastName: 'Díaz',
    email: 'asistente@andesenergia.co',
    phone: '+57 310 555 0106',
    role: 'viajero',
  },
  {
    company: 'cafe',
    documento: '1037600789',
    firstName: 'Julián',
    lastName: 'Ríos',
    email: 'viajero@cafedelsur.co',
    phone: '+57 310 555 0104',
    role: 'viajero',
  },
  {
    company: 'travesia',
    documento: '900100200',
    firstName: 'Operaciones',
    lastName: 'Travesía',
    email: 'operador@travesia.co',
    phone: '+57 310 555 0105',
    role: 'operador',
  },
];

/** Laura signed her payroll deduction authorization; Andes Energía has payroll deduction enabled. */
const DEMO_PAYROLL_AUTHORIZATIONS = [{ email: 'viajero@andesenergia.co', amountCap: 10_000_000 }];

/**
 * Cards registered through the sandbox provider: only what identifies them is stored. Each demo company has one, so
 * that its travellers can pay (Café del Sur deducts nothing by payroll; issue 36).
 */
const DEMO_CORPORATE_CARDS: {
  company: DemoCompany['key'];
  values: Omit<typeof corporateCards.$inferInsert, 'companyId'>;
}[] = [
  {
    company: 'andes',
    values: {
      providerToken: 'sandbox_demo_andes_visa',
      brand: 'visa',
      last4: '4242',
      holder: 'ANDES ENERGIA SAS',
      expMonth: 12,
      expYear: 2030,
    },
  },
  {
    company: 'cafe',
    values: {
      providerToken: 'sandbox_demo_cafe_mastercard',
      brand: 'mastercard',
      last4: '4444',
      holder: 'CAFE DEL SUR SAS',
      expMonth: 6,
      expYear: 2031,
    },
  },
];

/** Who approves whose trips, by e-mail (always within one company). */
const DEMO_APPROVALS = [
  { traveller: 'viajero@andesenergia.co', approver: 'aprobador@andesenergia.co' },
  { traveller: 'asistente@andesenergia.co', approver: 'aprobador@andesenergia.co' },
  { traveller: 'aprobador@andesenergia.co', approver: 'admin@andesenergia.co' },
];

/**
 * Marta, the assistant, books for Carlos and may see and cancel his trips, and books for Ana (issue 28, decisions
 * 064 and 069).
 */
const DEMO_DELEGATIONS = [
  { traveller: 'aprobador@andesenergia.co', delegate: 'asistente@andesenergia.co', right: 'manage' as const },
  { traveller: 'admin@andesenergia.co', delegate: 'asistente@andesenergia.co', right: 'book' as const },
];

/** Which demo user owns each company's account (companies.user_id). */
const COMPANY_OWNERS: Partial<Record<DemoCompany['key'], string>> = {
  andes: 'admin@andesenergia.co',
  travesia: 'operador@travesia.co',
};

/** Demo travel policies (spec §3 rules); hotel prices are per night, flight prices per adult ticket. */
const DEMO_POLICIES: {
  company: DemoCompany['key'];
  values: Omit<typeof policies.$inferInsert, 'companyId'>;
}[] = [
  { company: 'andes', values: { kind: 'hotel', type: 'NACIONAL', timeMin: 3, priceMax: 450_000 } },
  { company: 'andes', values: { kind: 'hotel', type: 'INTERNACIONAL', timeMin: 10, priceMax: 1_200_000 } },
  { company: 'cafe', values: { kind: 'hotel', type: 'AMBOS', timeMin: 2, priceMax: 380_000 } },
  { company: 'andes', values: { kind: 'flight', type: 'NACIONAL', timeMin: 3, priceMax: 900_000 } },
  { company: 'andes', values: { kind: 'flight', type: 'INTERNACIONAL', timeMin: 15, priceMax: 4_500_000 } },
  { company: 'cafe', values: { kind: 'flight', type: 'AMBOS', timeMin: 5, priceMax: 2_500_000 } },
];

/** The reasons each demo company offers for booking out of policy. */
const DEMO_REASON_LABELS: { code: string; label: string }[] = [
  { code: 'CLIENTE', label: 'Reunión con cliente confirmada con poca antelación' },
  { code: 'SIN_TARIFA', label: 'No hay tarifas dentro de la política' },
  { code: 'EVENTO', label: 'Evento o congreso' },
  { code: 'OTRO', label: 'Otro' },
];
const DEMO_OUT_OF_POLICY_REASONS: { company: DemoCompany['key']; code: string; label: string }[] = (
  ['andes', 'cafe'] as const
).flatMap((company) => DEMO_REASON_LABELS.map((reason) => ({ company, ...reason })));

/** Yearly budgets in pesos. */
const DEMO_COST_CENTERS: { company: DemoCompany['key']; code: string; name: string; budget: number }[] = [
  { company: 'andes', code: 'OPS-100', name: 'Operaciones', budget: 60_000_000 },
  { company: 'andes', code: 'COM-200', name: 'Comercial', budget: 45_000_000 },
  { company: 'andes', code: 'TEC-300', name: 'Tecnología', budget: 30_000_000 },
  { company: 'cafe', code: 'ADM-10', name: 'Administración', budget: 15_000_000 },
  { company: 'cafe', code: 'EXP-20', name: 'Exportaciones', budget: 40_000_000 },
];

/** Project clients ('clientes-proyecto') and expense types of the demo companies. */
const DEMO_PROJECT_CLIENTS: { company: DemoCompany['key']; code: string; name: string }[] = [
  { company: 'andes', code: 'ECOP-01', name: 'Ecopetrol – Parque solar Meta' },
  { company: 'andes', code: 'EPM-02', name: 'EPM – Subestación Antioquia' },
  { company: 'cafe', code: 'STAR-01', name: 'Tostadores del Pacífico' },
];
const DEMO_EXPENSE_TYPES: { company: DemoCompany['key']; code: string; name: string }[] = [
  { company: 'andes', code: 'VIA-NAL', name: 'Viáticos nacionales' },
  { company: 'andes', code: 'VIA-INT', name: 'Viáticos internacionales' },
  { company: 'andes', code: 'CAP', name: 'Capacitación' },
  { company: 'cafe', code: 'COM', name: 'Visitas comerciales' },
  { company: 'cafe', code: 'FER', name: 'Ferias y eventos' },
];

/** Andes Energía's negotiated hotels in Bogotá and Medellín. */
const DEMO_CORPORATE_HOTELS: {
  company: DemoCompany['key'];
  values: Omit<typeof hotels.$inferInsert, 'companyId' | 'source'>;
}[] = [
  {
    company: 'andes',
    values: {
      code: 'CORP-ANDES-BOG',
      iata: 'BOG',
      city: 'Bogotá',
      country: 'Colombia',
      name: 'Hotel Corporativo Calle 93',
      stars: 4,
      description: 'Tarifa negociada por Andes Energía cerca de sus oficinas en el norte de Bogotá.',
      address: 'Calle 93 # 11-27, Bogotá',
      latitude: 4.676_6,
      longitude: -74.048_3,
      images: [hotelImageUrl('fachada', 1), hotelImageUrl('habitacion', 1), hotelImageUrl('lobby', 1)],
      amenities: ['Wifi gratis', 'Gimnasio', 'Centro de negocios'],
      nightlyRate: 310_000,
    },
  },
  {
    company: 'andes',
    values: {
      code: 'CORP-ANDES-MDE',
      iata: 'MDE',
      city: 'Medellín',
      country: 'Colombia',
      name: 'Hotel Ejecutivo El Poblado',
      stars: 4,
      description: 'Tarifa negociada por Andes Energía en El Poblado, Medellín.',
      address: 'Carrera 43A # 7-50, Medellín',
      latitude: 6.208_6,
      longitude: -75.565_9,
      images: [hotelImageUrl('fachada', 3), hotelImageUrl('habitacion', 3), hotelImageUrl('restaurante', 3)],
      amenities: ['Wifi gratis', 'Restaurante', 'Parqueadero'],
      nightlyRate: 280_000,
    },
  },
];

/**
 * Seeds the demo companies and users when no company exists yet; returns whether it did. Safe when several
 * processes start together: the check is repeated under a database-wide lock. The demo travel data (policies,
 * cost centers, corporate hotels, corporate cards) is added to the demo companies whenever it is missing.
 */
export async function seedDemoData(database: Pick<DatabaseHandle, 'db'>): Promise<boolean> {
  const { db } = database;
  const seeded = await seedCompaniesAndUsers(db);
  await seedDemoTravelData(db);
  return seeded;
}

async function seedCompaniesAndUsers(db: DatabaseHandle['db']): Promise<boolean> {
  if (await hasAnyCompany(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withDatabaseLock(db, SEED_LOCK_ID, async (tx) => {
    if (await hasAnyCompany(tx)) return false;
    await insertDemoData(tx, passwordHash);
    return true;
  });
}

/** Idempotent: every row has a natural unique key, so existing rows are left as they are. */
async function seedDemoTravelData(db: DatabaseHandle['db']): Promise<void> {
  const demoCompanies = await db
    .select({ id: companies.id, taxId: companies.taxId })
    .from(companies)
    .where(
      inArray(
        companies.taxId,
        DEMO_COMPANIES.flatMap((company) => (company.values.taxId ? [company.values.taxId] : [])),
      ),
    );
  const companyIds = new Map<DemoCompany['key'], number>();
  for (const company of DEMO_COMPANIES) {
    const row = demoCompanies.find((candidate) => candidate.taxId === company.values.taxId);
    if (row) companyIds.set(company.key, row.id);
  }
  const withCompany = <T extends { company: DemoCompany['key'] }>(items: T[]) =>
    items.flatMap((item) => {
      const companyId = companyIds.get(item.company);
      return companyId === undefined ? [] : [{ item, companyId }];
    });

  const policyRows = withCompany(DEMO_POLICIES).map(({ item, companyId }) => ({ ...item.values, companyId }));
  if (policyRows.length > 0) await db.insert(policies).values(policyRows).onConflictDoNothing();
  const reasonRows = withCompany(DEMO_OUT_OF_POLICY_REASONS).map(({ item, companyId }) => ({
    companyId,
    code: item.code,
    label: item.label,
  }));
  if (reasonRows.length > 0) await db.insert(outOfPolicyReasons).values(reasonRows).onConflictDoNothing();
  const costCenterRows = withCompany(DEMO_COST_CENTERS).map(({ item, companyId }) => ({
    companyId,
    code: item.code,
    name: item.name,
    budget: item.budget,
  }));
  if (costCenterRows.length > 0) await db.insert(costCenters).values(costCenterRows).onConflictDoNothing();
  const projectClientRows = withCompany(DEMO_PROJECT_CLIENTS).map(({ item, companyId }) => ({
    companyId,
    code: item.code,
    name: item.name,
  }));
  if (projectClientRows.length > 0) {
    await db.insert(projectClients).values(projectClientRows).onConflictDoNothing();
  }
  const expenseTypeRows = withCompany(DEMO_EXPENSE_TYPES).map(({ item, companyId }) => ({
    companyId,
    code: item.code,
    name: item.name,
  }));
  if (expenseTypeRows.length > 0) await db.insert(expenseTypes).values(expenseTypeRows).onConflictDoNothing();
  const hotelRows = withCompany(DEMO_CORPORATE_HOTELS).map(({ item, companyId }) => ({
    ...item.values,
    companyId,
    source: 'corporate' as const,
  }));
  if (hotelRows.length > 0) await db.insert(hotels).values(hotelRows).onConflictDoNothing();
  await seedDemoCards(db, withCompany(DEMO_CORPORATE_CARDS));
}

/**
 * A card has no natural key but its provider token: a demo card once added (even deactivated since) stays as it is.
 * Under a lock, so that processes starting together add each card once.
 */
async function seedDemoCards(
  database: DatabaseHandle['db'],
  cards: { item: (typeof DEMO_CORPORATE_CARDS)[number]; companyId: number }[],
): Promise<void> {
  await withDatabaseLock(database, CARD_SEED_LOCK_ID, async (db) => {
    const seededTokens = new Set(
      (
        await db
          .select({ token: corporateCards.providerToken })
          .from(corporateCards)
          .where(
            inArray(
              corporateCards.providerToken,
              DEMO_CORPORATE_CARDS.map((card) => card.values.providerToken),
            ),
          )
      ).map((row) => row.token),
    );
    const cardRows = cards
      .filter(({ item }) => !seededTokens.has(item.values.providerToken))
      .map(({ item, companyId }) => ({ ...item.values, companyId }));
    if (cardRows.length > 0) await db.insert(corporateCards).values(cardRows);
  });
}

async function hasAnyCompany(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}

async function insertDemoData(db: Executor, passwordHash: string): Promise<void> {
  const [group] = await db.insert(companyGroups).values({ name: 'Grupo Andino' }).returning();
  const companyIds = new Map<DemoCompany['key'], number>();
  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({ ...company.values, idCompanyGroup: company.inGroup ? (group?.id ?? null) : null })
      .returning({ id: companies.id });
    if (row) companyIds.set(company.key, row.id);
  }

  const userIds = new Map<string, { id: number; companyId: number }>();
  for (const user of DEMO_USERS) {
    const companyId = requireValue(companyIds.get(user.company), user.company);
    const [row] = await db
      .insert(users)
      .values({
        companyId,
        documento: user.documento,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        role: user.role,
        passwordHash,
      })
      .returning({ id: users.id });
    if (row) userIds.set(user.email, { id: row.id, companyId });
  }

  for (const { traveller, approver } of DEMO_APPROVALS) {
    const travellerRow = requireValue(userIds.get(traveller), traveller);
    await db.insert(userApprovers).values({
      companyId: travellerRow.companyId,
      userId: travellerRow.id,
      approverId: requireValue(userIds.get(approver), approver).id,
    });
  }

  for (const { traveller, delegate, right } of DEMO_DELEGATIONS) {
    const travellerRow = requireValue(userIds.get(traveller), traveller);
    await db.insert(bookingDelegations).values({
      companyId: travellerRow.companyId,
      travellerId: travellerRow.id,
      delegateId: requireValue(userIds.get(delegate), delegate).id,
      right,
      grantedBy: travellerRow.id,
    });
  }

  for (const { email, amountCap } of DEMO_PAYROLL_AUTHORIZATIONS) {
    const user = requireValue(userIds.get(email), email);
    await db.insert(payrollAuthorizations).values({ companyId: user.companyId, userId: user.id, amountCap });
  }

  for (const [key, ownerEmail] of Object.entries(COMPANY_OWNERS) as [DemoCompany['key'], string][]) {
    await db
      .update(companies)
      .set({ userId: requireValue(userIds.get(ownerEmail), ownerEmail).id })
      .where(eq(companies.id, requireValue(companyIds.get(key), key)));
  }
}

function requireValue<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Demo data is inconsistent: ${name} was not created`);
  return value;
}
