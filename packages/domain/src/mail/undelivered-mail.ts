import { z } from 'zod';
import { recordIdParam } from '../fields';

/**
 * An e-mail the relay could not deliver (decision 012): still being retried, or given up on (`dead`). The
 * operador sees who it was for and why it failed, never its body, which may hold single-use links.
 */
export const undeliveredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'dead']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const undeliveredMailListSchema = z.object({ data: z.array(undeliveredMailSchema) });
export type UndeliveredMailList = z.infer<typeof undeliveredMailListSchema>;

export const undeliveredMailParamsSchema = z.object({
  id: recordIdParam('El identificador del correo no es válido.'),
});

export const UNDELIVERED_MAIL_MESSAGES = {
  notFound: 'Correo no encontrado.',
  alreadySent: 'Este correo ya se entregó.',
  stillRetrying: 'Este correo todavía se está reintentando.',
} as const;
