import { describe, expect, it } from 'vitest';
import {
  airportPlaceSchema,
  apiErrorBodySchema,
  companySchema,
  placeholderCompany,
  roleSchema,
  storedSessionSchema,
  storedUserSchema,
} from '../src';

// The app's shell reads storage and API errors with these zod/mini schemas (decision 051), the same ones the API
// answers with: each takes a well-formed value and refuses it with any field missing or of another type.
const approver = { documento: '1020304050', name: 'Ana', last_name: 'Ruiz', email: 'ana@empresa.co' };
const storedUser = {
  nationalId: '1020304050',
  name: 'Laura Gómez',
  firstname: 'Laura',
  email: 'laura@empresa.co',
  phone: null,
  role: 'viajero',
  company: placeholderCompany(7),
  aprobadores: [approver],
};
const place = {
  iata: 'BOG',
  airport: 'El Dorado',
  city: 'Bogotá',
  country: 'Colombia',
  countryCode: 'CO',
  size: 'large',
};

describe("the shell's schemas", () => {
  it.each([
    ['stored user', storedUserSchema, storedUser],
    ['company', companySchema, placeholderCompany(42)],
    ['stored session', storedSessionSchema, { jwt: 'token', idCliente: 'laura@empresa.co' }],
    ['API error', apiErrorBodySchema, { error: { code: 'NOT_FOUND', message: 'No existe.' } }],
    ['airport place', airportPlaceSchema, place],
  ] as const)('%s: take it whole, refuse it with a field missing or wrong', (_name, schema, wellFormed) => {
    expect(schema.safeParse(wellFormed).success).toBe(true);
    for (const field of Object.keys(wellFormed)) {
      const { [field]: _dropped, ...missing } = wellFormed as Record<string, unknown>;
      expect(schema.safeParse(missing).success, `without ${field}`).toBe(false);
      expect(schema.safeParse({ ...wellFormed, [field]: 12.5 }).success, `${field} as a number`).toBe(false);
    }
  });

  it('know the roles, and a stored user of another role is refused', () => {
    expect(roleSchema.safeParse('aprobador').success).toBe(true);
    expect(storedUserSchema.safeParse({ ...storedUser, role: 'superadmin' }).success).toBe(false);
    expect(
      storedUserSchema.safeParse({ ...storedUser, aprobadores: [{ ...approver, email: 3 }] }).success,
    ).toBe(false);
  });

  it('keep what the app reads and drop what it does not', () => {
    const parsed = storedSessionSchema.parse({ jwt: 't', idCliente: 'a@b.co', extra: true });
    expect(parsed).toEqual({ jwt: 't', idCliente: 'a@b.co' });
    expect(airportPlaceSchema.parse({ ...place, mainAirport: 'BOG' }).mainAirport).toBe('BOG');
  });
});
