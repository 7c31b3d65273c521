import { createDatabase } from '@travesia/db';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** Where the client types are kept (`npm run openapi` writes them), and the linter's rules. */
export const TYPES_FILE = new URL('./api-types.ts', import.meta.url);
export const REDOCLY_CONFIG_FILE = new URL('./redocly.yaml', import.meta.url);
export const REDOCLY_IGNORE_FILE = new URL('./.redocly.lint-ignore.yaml', import.meta.url);

/** The settings the kept document is written with: nothing started, sent or stored. */
const DOCUMENT_ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent/travesia-web-build',
  APPROVAL_SWEEP_SECONDS: '0',
  MAIL_RELAY_SECONDS: '0',
  TOKEN_SECRET: 'the-document-signs-no-flight-offer-with-this',
};

/** The OpenAPI document as the routes describe it, from an app on an empty in-memory database. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = createDatabase();
  const app = await buildApp({ config: loadConfig(DOCUMENT_ENV), database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The TypeScript types of the document (openapi-typescript), for clients written in TypeScript. */
export async function renderApiTypes(document: object): Promise<string> {
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return `${COMMENT_HEADER.replace(
    ' */',
    ' * Written by `npm run openapi` from the document the API serves at /api/openapi.json.\n */',
  )}${astToString(nodes)}`;
}
