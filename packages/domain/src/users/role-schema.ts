import { z } from 'zod';
import { ROLES } from './roles';

/** A role in an API answer or request; roles.ts holds the rules and stays free of zod for the app's shell. */
export const roleSchema = z.enum(ROLES);
