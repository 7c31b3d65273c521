import { z } from 'zod/mini';

/** viajero books; aprobador approves teammates' trips; administrador runs one company; operador is the agency that runs every company. */
export const ROLES = ['viajero', 'aprobador', 'administrador', 'operador'] as const;
export type Role = (typeof ROLES)[number];
/** A role in an API answer, a request or the stored user: zod/mini, light enough for the app's shell. */
export const roleSchema = z.enum(ROLES);

export const ROLE_LABELS: Record<Role, string> = {
  viajero: 'Viajero',
  aprobador: 'Aprobador',
  administrador: 'Administrador',
  operador: 'Operador',
};

const ROLE_RANK: Record<Role, number> = { viajero: 0, aprobador: 1, administrador: 2, operador: 3 };

/** Roles are ordered: each one can do what the roles below it can. */
export function hasRoleAtLeast(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/** Whether going from `from` to `to` gives someone more than they had (it asks for a confirmation first). */
export function isRoleRaise(from: Role, to: Role): boolean {
  return ROLE_RANK[to] > ROLE_RANK[from];
}

/** Only the agency works across companies; everyone else is confined to their own. */
export function canActAcrossCompanies(role: Role): boolean {
  return role === 'operador';
}
