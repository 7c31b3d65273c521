import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  approverSummarySchema,
  companySchema,
  isApiErrorBody,
  isCompany,
  isRole,
  isStoredSession,
  isStoredUser,
  placeholderCompany,
  roleSchema,
} from '../src';

// The shell reads storage and API errors with these zod-free checks (decision 025); each must answer as the zod
// schema of the same shape would, on well-formed values and on values with any field missing or of another type.
const storedUserSchema = z.object({
  nationalId: z.string(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  company: companySchema,
  aprobadores: z.array(approverSummarySchema),
});
const storedSessionSchema = z.object({ jwt: z.string(), idCliente: z.string() });
const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

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

/** A well-formed value with its fields (and its nested records' fields) sometimes dropped or replaced. */
function damaged(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value))
    return fc.array(fc.oneof(...value.map(damaged), fc.jsonValue()), { maxLength: 3 });
  if (typeof value !== 'object' || value === null) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(value) },
      fc.jsonValue(),
      fc.double(),
      fc.constant(undefined),
    );
  }
  const fields = Object.entries(value).map(([key, field]) =>
    fc.tuple(fc.constant(key), fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, damaged(field))),
  );
  return fc
    .tuple(...fields)
    .map((entries) => Object.fromEntries(entries.filter(([, field]) => field !== undefined)));
}

describe('shape checks answer as zod does', () => {
  it.each([
    ['stored user', isStoredUser, storedUserSchema, storedUser],
    ['company', isCompany, companySchema, placeholderCompany(42)],
    ['stored session', isStoredSession, storedSessionSchema, { jwt: 'token', idCliente: 'laura@empresa.co' }],
    ['API error', isApiErrorBody, apiErrorSchema, { error: { code: 'NOT_FOUND', message: 'No existe.' } }],
    ['role', isRole, roleSchema, 'aprobador'],
  ] as const)('%s', (_name, check, schema, wellFormed) => {
    expect(check(wellFormed)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(damaged(wellFormed), fc.jsonValue()), (value) => {
        expect(check(value)).toBe(schema.safeParse(value).success);
      }),
      { numRuns: 500 },
    );
  });
});
