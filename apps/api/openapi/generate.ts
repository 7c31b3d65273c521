import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, renderApiTypes, TYPES_FILE } from './document';
import { describeProblem, lintOpenApi } from './lint';

/**
 * `npm run openapi`: writes the TypeScript types of the document the routes describe (api-types.ts, with
 * openapi-typescript) and lints the document with Redocly CLI's recommended rules (redocly.yaml). Run it after
 * changing a route or a schema it answers with; test/openapi-document.test.ts fails until then.
 */
const document = await buildOpenApiDocument();
writeFileSync(TYPES_FILE, await renderApiTypes(document));
const { totals, problems } = await lintOpenApi(document);
for (const problem of problems) console.log(describeProblem(problem));
console.log(
  `Redocly: ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} ignored (accepted).`,
);
process.exit(totals.errors + totals.warnings === 0 ? 0 : 1);
