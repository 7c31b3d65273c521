import { count } from '../fields/numbers';
import { GUEST_LIMITS } from './guests';

/* How many adults and children a search or booking holds: zod/mini, as the flight search form checks them before
   anything else of zod has loaded (decision 051); hotels and flights share them. */

export const ADULTS_MESSAGE = `El número de adultos debe estar entre ${GUEST_LIMITS.adults.min} y ${GUEST_LIMITS.adults.max}.`;

export const adultsSchema = count(ADULTS_MESSAGE, GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max);
export const childrenSchema = count(
  `El número de niños debe estar entre ${GUEST_LIMITS.children.min} y ${GUEST_LIMITS.children.max}.`,
  GUEST_LIMITS.children.min,
  GUEST_LIMITS.children.max,
);
