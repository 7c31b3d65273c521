import { z } from 'zod/v4';
import { es } from 'zod/v4/locales';

/*
 * zod as the app runs it; `zod` itself resolves here (vite/configured-zod.ts). Spanish for any message a schema
 * leaves to zod's defaults (the API does the same in plugins/errors.ts). Jitless: zod probes `new Function` to
 * compile its parsers, the CSP (script-src 'self') refuses it and the browser logs the refusal; without the probe
 * zod parses by interpretation, as it would after the refusal anyway.
 */
z.config(es());
z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
