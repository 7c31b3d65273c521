import type {
  AdminUser,
  Company,
  PaymentOptions,
  Role,
  SessionResponse,
  StoredSession,
} from '@travesia/domain';
import { toStoredUser } from '@travesia/domain';
import { clearStoredSession, saveSession, saveStoredUser } from '../lib/session-storage';

export const andesEnergia: Company = {
  id: 1,
  user_id: null,
  name: 'Andes Energía S.A.S.',
  description: 'Generación y distribución de energía.',
  logo_url: '/brand/andes-energia.svg',
  tax_id: '900123456-8',
  phone: '+57 601 555 0100',
  email: 'contacto@andesenergia.co',
  address: 'Calle 100 # 8A-55',
  city: 'Bogotá',
  country: 'Colombia',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  id_company_group: null,
};

/** A user of the demo data set (contract), in the role a test needs. */
export function buildUser(role: Role = 'viajero', overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    documento: '1020304050',
    name: 'Laura',
    last_name: 'Gómez',
    email: 'viajero@andesenergia.co',
    phone: '+57 310 555 0101',
    company: andesEnergia,
    id_company: andesEnergia.id,
    aprobadores: [],
    role,
    ...overrides,
  };
}

export const TEST_TOKEN = 'dGVzdC10b2tlbi0wMTIzNDU2Nzg5YWJjZGVmZ2hpams';

export function buildSessionResponse(user: AdminUser = buildUser()): SessionResponse {
  return { token: TEST_TOKEN, user };
}

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function storeSignedInUser(user: AdminUser = buildUser()): StoredSession {
  const session = { jwt: TEST_TOKEN, idCliente: user.email };
  clearStoredSession();
  saveSession(session);
  saveStoredUser(toStoredUser(user));
  return session;
}

/** GET /api/payment/options of a traveller who signed the payroll authorization, with one company card. */
export const PAYMENT_OPTIONS: PaymentOptions = {
  payroll: {
    companyEnabled: true,
    authorization: { id: 1, amountCap: 10_000_000, signedAt: '2030-01-01T12:00:00.000Z' },
  },
  cards: [{ id: 7, brand: 'visa', last4: '4242', holder: 'ANDES ENERGIA SAS', expMonth: 12, expYear: 2035 }],
};
