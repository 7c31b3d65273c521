import { describe, expect, it } from 'vitest';
import {
  outOfPolicyReasonCreateSchema,
  outOfPolicyReasonUpdateSchema,
  policyCreateSchema,
  policyUpdateSchema,
  travelGroupAssignmentSchema,
  travelGroupCreateSchema,
} from '../src';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('policyCreateSchema', () => {
  const valid = { kind: 'hotel', type: 'NACIONAL', time_min: 3, price_max: 450_000 } as const;

  it('accepts a company-wide rule and defaults the star cap and the group to null', () => {
    expect(policyCreateSchema.parse(valid)).toEqual({ ...valid, stars_max: null, group_id: null });
    expect(policyCreateSchema.parse({ ...valid, stars_max: 4, group_id: 7 })).toMatchObject({
      stars_max: 4,
      group_id: 7,
    });
  });

  it.each([
    [{ time_min: 366 }, 'La anticipación mínima debe ser un número entero de días entre 0 y 365.'],
    [{ time_min: 1.5 }, 'La anticipación mínima debe ser un número entero de días entre 0 y 365.'],
    [{ price_max: 0 }, 'El precio máximo debe ser un valor en pesos, entero y mayor que cero.'],
    [{ price_max: 3_000_000_000 }, 'El precio máximo debe ser un valor en pesos, entero y mayor que cero.'],
    [{ stars_max: 0 }, 'El máximo de estrellas debe estar entre 1 y 5.'],
    [{ kind: 'flight', stars_max: 2 }, 'El máximo de estrellas solo aplica a las políticas de hotel.'],
    [{ type: 'nacional' }, 'El alcance debe ser NACIONAL, INTERNACIONAL o AMBOS.'],
    [{ group_id: 0 }, 'El grupo de viaje no es válido.'],
  ])('refuses %o with a Spanish message', (change, message) => {
    expect(firstMessage(policyCreateSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('policyUpdateSchema', () => {
  it('needs at least one field and takes is_active alone', () => {
    expect(firstMessage(policyUpdateSchema.safeParse({}))).toBe('Indica al menos un campo para actualizar.');
    expect(policyUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
});

describe('travel groups and out-of-policy reasons', () => {
  it('trims group names and refuses empty ones', () => {
    expect(travelGroupCreateSchema.parse({ name: '  Directivos ' }).name).toBe('Directivos');
    expect(firstMessage(travelGroupCreateSchema.safeParse({ name: '   ' }))).toBe(
      'Indica el nombre del grupo (hasta 60 caracteres).',
    );
    expect(travelGroupAssignmentSchema.parse({ travel_group_id: null })).toEqual({ travel_group_id: null });
  });

  it('upper-cases reason codes and checks the label', () => {
    expect(outOfPolicyReasonCreateSchema.parse({ code: ' evento-1 ', label: 'Evento o congreso' })).toEqual({
      code: 'EVENTO-1',
      label: 'Evento o congreso',
    });
    expect(firstMessage(outOfPolicyReasonCreateSchema.safeParse({ code: 'ÑU', label: 'Motivo' }))).toBe(
      'El código debe tener de 2 a 30 caracteres: letras sin tildes, números, guiones o guiones bajos.',
    );
    expect(firstMessage(outOfPolicyReasonCreateSchema.safeParse({ code: 'OK', label: 'no' }))).toBe(
      'Indica el motivo (de 3 a 120 caracteres).',
    );
    expect(firstMessage(outOfPolicyReasonUpdateSchema.safeParse({}))).toBe(
      'Indica al menos un campo para actualizar.',
    );
  });
});
