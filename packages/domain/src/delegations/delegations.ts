import { z } from 'zod';
import { isoDate, recordId, recordIdParam } from '../fields';

/**
 * Who may book for whom (issue 28, decision 064): a user lets another user of the same company book their trips,
 * and perhaps see and cancel them, until an optional end date or until revoked. The server checks it on every
 * call; the client's "for whom" is never trusted.
 */

export const DELEGATION_RIGHTS = ['book', 'manage'] as const;
export type DelegationRight = (typeof DELEGATION_RIGHTS)[number];

export const DELEGATION_MESSAGES = {
  self: 'No puedes delegar en ti mismo.',
  delegateNotFound: 'Elige un usuario activo de tu empresa.',
  endsInPast: 'La fecha de fin no puede ser anterior a hoy.',
  notFound: 'Esa delegación no existe.',
} as const;

/** What a stored delegation says, as the rule reads it. */
export interface DelegationFacts {
  companyId: number;
  travellerId: number;
  delegateId: number;
  right: DelegationRight;
  /** The last day (yyyy-mm-dd, Colombia) it still holds; null for no end. */
  endsOn: string | null;
  revokedAt: Date | null;
}

/** Whether the delegation still holds on `today` (yyyy-mm-dd): not revoked, not past its last day. */
export function isDelegationCurrent(
  delegation: Pick<DelegationFacts, 'endsOn' | 'revokedAt'>,
  today: string,
): boolean {
  return delegation.revokedAt === null && (delegation.endsOn === null || delegation.endsOn >= today);
}

/**
 * Whether `booker` may book (or, with `right` "manage", also see and cancel) the trips of `travellerId`: anyone
 * for themself; someone else only through a current delegation of the same company naming both.
 */
export function mayActFor(
  booker: { id: number; companyId: number },
  travellerId: number,
  delegations: readonly DelegationFacts[],
  today: string,
  right: DelegationRight = 'book',
): boolean {
  if (booker.id === travellerId) return true;
  return delegations.some(
    (delegation) =>
      delegation.companyId === booker.companyId &&
      delegation.delegateId === booker.id &&
      delegation.travellerId === travellerId &&
      (right === 'book' || delegation.right === 'manage') &&
      isDelegationCurrent(delegation, today),
  );
}

export const delegationRightSchema = z.enum(DELEGATION_RIGHTS);

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One delegation as Mi perfil and Usuarios list it. */
export const delegationSchema = z.object({
  id: z.number().int(),
  traveller: personSchema,
  delegate: personSchema,
  right: delegationRightSchema,
  endsOn: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Delegation = z.infer<typeof delegationSchema>;

/** GET /api/delegations: those the user granted (others book for them) and received (they book for others). */
export const delegationListSchema = z.object({
  granted: z.array(delegationSchema),
  received: z.array(delegationSchema),
});
export type DelegationList = z.infer<typeof delegationListSchema>;

/**
 * POST /api/delegations: the delegate and what they may do. `travellerId` is the user who delegates: left out it
 * is the signed-in user; an administrator may name anyone of the company.
 */
export const delegationCreateSchema = z.object({
  delegateId: recordId('El identificador del usuario no es válido.'),
  travellerId: z.optional(recordId('El identificador del usuario no es válido.')),
  right: delegationRightSchema,
  endsOn: z.optional(z.nullable(isoDate('La fecha de fin'))),
});
export type DelegationCreate = z.infer<typeof delegationCreateSchema>;

/** GET /api/delegations/bookable-travellers: the people the signed-in user may book for, themself first. */
export const bookableTravellersSchema = z.object({ data: z.array(personSchema) });
export type BookableTravellers = z.infer<typeof bookableTravellersSchema>;

export const delegationParamsSchema = z.object({
  delegationId: recordIdParam('El identificador de la delegación no es válido.'),
});

/** GET /api/delegations: an administrator may name a user of the company (Usuarios); otherwise one's own. */
export const delegationListQuerySchema = z.object({
  userId: z.optional(recordIdParam('El identificador del usuario no es válido.')),
});
