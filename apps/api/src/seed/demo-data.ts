import {
  companies,
  companyGroups,
  type DatabaseHandle,
  userApprovers,
  users,
  withDatabaseLock,
} from '@travesia/db';
import type { Role } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../context';
import { hashPassword } from '../lib/passwords';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Travesia2026!';
const SEED_LOCK_ID = 727_002;

interface DemoCompany {
  key: 'andes' | 'cafe' | 'travesia';
  inGroup: boolean;
  values: Omit<typeof companies.$inferInsert, 'idCompanyGroup'>;
}

interface DemoUser {
  company: DemoCompany['key'];
  documento: string;
  firstname: string;
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
      taxId: '900123456-7',
      phone: '+57 601 555 0100',
      email: 'viajes@andesenergia.co',
      address: 'Carrera 7 # 71-21, Torre B, piso 12',
      city: 'Bogotá',
      country: 'Colombia',
      invitationCode: 'ANDES2026',
      emailDomains: ['andesenergia.co'],
    },
  },
  {
    key: 'cafe',
    inGroup: true,
    values: {
      name: 'Café del Sur S.A.S.',
      description: 'Tostión y exportación de cafés especiales de origen colombiano.',
      logoUrl: '/brand/cafe-del-sur.svg',
      taxId: '900765432-1',
      phone: '+57 604 555 0200',
      email: 'administracion@cafedelsur.co',
      address: 'Calle 10 # 43D-25, El Poblado',
      city: 'Medellín',
      country: 'Colombia',
      invitationCode: 'CAFE2026',
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
      taxId: '901000111-2',
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
    firstname: 'Laura',
    lastName: 'Gómez',
    email: 'viajero@andesenergia.co',
    phone: '+57 310 555 0101',
    role: 'viajero',
  },
  {
    company: 'andes',
    documento: '79800123',
    firstname: 'Carlos',
    lastName: 'Restrepo',
    email: 'aprobador@andesenergia.co',
    phone: '+57 310 555 0102',
    role: 'aprobador',
  },
  {
    company: 'andes',
    documento: '52300456',
    firstname: 'Ana',
    lastName: 'Martínez',
    email: 'admin@andesenergia.co',
    phone: '+57 310 555 0103',
    role: 'administrador',
  },
  {
    company: 'cafe',
    documento: '1037600789',
    firstname: 'Julián',
    lastName: 'Ríos',
    email: 'viajero@cafedelsur.co',
    phone: '+57 310 555 0104',
    role: 'viajero',
  },
  {
    company: 'travesia',
    documento: '900100200',
    firstname: 'Operaciones',
    lastName: 'Travesía',
    email: 'operador@travesia.co',
    phone: '+57 310 555 0105',
    role: 'operador',
  },
];

/** Who approves whose trips, by e-mail (always within one company). */
const DEMO_APPROVALS = [{ traveller: 'viajero@andesenergia.co', approver: 'aprobador@andesenergia.co' }];

/** Which demo user owns each company's account (companies.user_id). */
const COMPANY_OWNERS: Partial<Record<DemoCompany['key'], string>> = {
  andes: 'admin@andesenergia.co',
  travesia: 'operador@travesia.co',
};

/**
 * Seeds the demo companies and users when no company exists yet; returns whether it did. Safe when several
 * processes start together: the check is repeated under a database-wide lock.
 */
export async function seedDemoData(database: Pick<DatabaseHandle, 'db'>): Promise<boolean> {
  const { db } = database;
  if (await hasAnyCompany(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withDatabaseLock(db, SEED_LOCK_ID, async (tx) => {
    if (await hasAnyCompany(tx)) return false;
    await insertDemoData(tx, passwordHash);
    return true;
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
        firstname: user.firstname,
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
