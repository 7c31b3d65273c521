import { z } from 'zod';
import { multiLineText } from '../fields/text';

/** Characters of the error message the web app reports; longer ones are cut by the app before sending. */
export const CLIENT_ERROR_MESSAGE_MAX = 500;

/**
 * POST /api/client-errors: what the web app reports when a screen fails to render or its code fails to
 * download. `route` is the route pattern (`/bookings/:id`), never the address, which may carry a token.
 */
export const clientErrorReportSchema = z.object({
  // Browsers' messages may run over several lines; characters that cannot be stored or logged are refused.
  message: multiLineText({ error: 'Indica el mensaje del error.' })
    .min(1, { error: 'Indica el mensaje del error.' })
    .max(CLIENT_ERROR_MESSAGE_MAX, {
      error: `El mensaje no puede superar ${CLIENT_ERROR_MESSAGE_MAX} caracteres.`,
    }),
  route: z
    .string({ error: 'Indica la ruta.' })
    .trim()
    .min(1, { error: 'Indica la ruta.' })
    .max(200, { error: 'La ruta no puede superar 200 caracteres.' })
    .regex(/^(\/[\w:.*-]*)+$|^shell$/, { error: 'La ruta no es válida.' }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
