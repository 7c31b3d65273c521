import { formatDay } from '../dates/format-dates';
import type { DelegationRight } from './delegations';

/** What a delegate may do, as Mi perfil and Usuarios say it. */
export const DELEGATION_RIGHT_LABELS: Record<DelegationRight, string> = {
  book: 'Puede reservar',
  manage: 'Puede reservar, ver y cancelar mis viajes',
};

/** The same right said of someone else (Usuarios, and what one may do for others). */
export const DELEGATION_RIGHT_LABELS_FOR_OTHERS: Record<DelegationRight, string> = {
  book: 'Puede reservar',
  manage: 'Puede reservar, ver y cancelar sus viajes',
};

/** "Hasta el 31 de dic de 2026", or "Sin fecha de fin". */
export function delegationEndLabel(endsOn: string | null): string {
  return endsOn === null ? 'Sin fecha de fin' : `Hasta el ${formatDay(endsOn)}`;
}
