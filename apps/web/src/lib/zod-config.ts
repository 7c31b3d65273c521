import { z } from 'zod';
import { es } from 'zod/locales';

/**
 * zod as the app runs it. Spanish for any message a schema leaves to zod's defaults (the API does the same in
 * plugins/errors.ts). Jitless: zod probes `new Function` to compile its parsers, the CSP (script-src 'self')
 * refuses it and the browser logs the refusal; without the probe zod parses by interpretation, as it would
 * after the refusal anyway.
 */
export function configureZod(): void {
  z.config(es());
  z.config({ jitless: true });
}
