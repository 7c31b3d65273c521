import { z } from 'zod';
import { isoDate, recordId, recordIdParam, singleLineText } from '../fields';
import {
  type DelegationFacts,
  type DelegationRight,
  delegationListSchema,
  delegationRightSchema,
  isDelegationCurrent,
  mayActFor,
} from './delegations';

/**
 * The "gestor de viajes" (issue 28, decision 070): an administrator lets a user book for everyone of a cost center
 * or of a travel group. The scope names the group, never its people: whoever belongs to it on the day of the
 * booking is covered, and someone who leaves it no longer is.
 */

export const DELEGATION_SCOPE_KINDS = ['cost_center', 'travel_group'] as const;
export type DelegationScopeKind = (typeof DELEGATION_SCOPE_KINDS)[number];

export const DELEGATION_SCOPE_LABELS: Record<DelegationScopeKind, string> = {
  cost_center: 'Centro de costos',
  travel_group: 'Grupo de viaje',
};

export const SCOPE_DELEGATION_MESSAGES = {
  scopeNotFound: 'Ese centro de costos o grupo de viaje no existe en la empresa.',
  notFound: 'Esa delegación de gestor de viajes no existe.',
  duplicate: 'Esa persona ya es gestor de viajes de ese centro de costos o grupo.',
} as const;

/** What a stored scope delegation says, as the rule reads it. */
export interface ScopeDelegationFacts {
  companyId: number;
  delegateId: number;
  kind: DelegationScopeKind;
  /** The cost center's or the travel group's id, after `kind`. */
  scopeId: number;
  right: DelegationRight;
  endsOn: string | null;
  revokedAt: Date | null;
}

/** Where a traveller belongs today: their travel group and the cost center the company's directory names. */
export interface TravellerMembership {
  id: number;
  companyId: number;
  travelGroupId: number | null;
  costCenterId: number | null;
}

/** Whether the traveller belongs to the scope's cost center or travel group. */
export function scopeCovers(
  scope: Pick<ScopeDelegationFacts, 'kind' | 'scopeId'>,
  member: TravellerMembership,
): boolean {
  const memberScopeId = scope.kind === 'cost_center' ? member.costCenterId : member.travelGroupId;
  return memberScopeId !== null && memberScopeId === scope.scopeId;
}

/**
 * Whether `booker` may book (or, with "manage", also see and cancel) the trips of `traveller`: as `mayActFor` says
 * for delegations between two people, or through a current scope delegation of the same company whose cost center
 * or travel group the traveller belongs to.
 */
export function mayActForMember(
  booker: { id: number; companyId: number },
  traveller: TravellerMembership,
  delegations: readonly DelegationFacts[],
  scopeDelegations: readonly ScopeDelegationFacts[],
  today: string,
  right: DelegationRight = 'book',
): boolean {
  if (mayActFor(booker, traveller.id, delegations, today, right)) return true;
  return (
    traveller.companyId === booker.companyId &&
    scopeDelegations.some(
      (delegation) =>
        delegation.companyId === booker.companyId &&
        delegation.delegateId === booker.id &&
        (right === 'book' || delegation.right === 'manage') &&
        isDelegationCurrent(delegation, today) &&
        scopeCovers(delegation, traveller),
    )
  );
}

export const delegationScopeKindSchema = z.enum(DELEGATION_SCOPE_KINDS);

/** One scope delegation as Usuarios and Mi perfil list it. */
export const scopeDelegationSchema = z.object({
  id: z.number().int(),
  delegate: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  scope: z.object({ kind: delegationScopeKindSchema, id: z.number().int(), name: z.string() }),
  right: delegationRightSchema,
  endsOn: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ScopeDelegation = z.infer<typeof scopeDelegationSchema>;

/** GET /api/delegations: besides the delegations between people, the scopes the user is gestor de viajes of. */
export const delegationOverviewSchema = delegationListSchema.extend({
  scopes: z.array(scopeDelegationSchema),
});
export type DelegationOverview = z.infer<typeof delegationOverviewSchema>;

/** POST /api/delegations/scopes (administrators): the gestor, the cost center or travel group, the right. */
export const scopeDelegationCreateSchema = z.object({
  delegateId: recordId('El identificador del usuario no es válido.'),
  scopeKind: delegationScopeKindSchema,
  scopeId: recordId('El identificador del centro de costos o del grupo no es válido.'),
  right: delegationRightSchema,
  endsOn: z.optional(z.nullable(isoDate('La fecha de fin'))),
});
export type ScopeDelegationCreate = z.infer<typeof scopeDelegationCreateSchema>;

export const scopeDelegationParamsSchema = z.object({
  scopeDelegationId: recordIdParam('El identificador de la delegación no es válido.'),
});

export const COLLEAGUE_SEARCH_MESSAGE = 'Escribe al menos 2 letras del nombre o del correo.';

/** GET /api/delegations/colleagues?q=: at least two characters of a name or an e-mail. */
export const colleagueSearchQuerySchema = z.object({
  q: singleLineText({ error: COLLEAGUE_SEARCH_MESSAGE })
    .min(2, { error: COLLEAGUE_SEARCH_MESSAGE })
    .max(80, { error: 'La búsqueda no puede superar 80 caracteres.' }),
});

/** A colleague found by name: only what choosing them needs, the e-mail masked. */
export const colleaguesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), maskedEmail: z.string() })),
});
export type Colleague = z.infer<typeof colleaguesSchema>['data'][number];

/** "laura.gomez@andesenergia.co" → "la•••@andesenergia.co": enough to tell two namesakes apart, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}
