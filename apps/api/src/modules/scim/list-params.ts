import { invalidValue } from './scim-error';
import type { ScimJson } from './scim-json';
import { SCIM_DEFAULT_COUNT, SCIM_MAX_RESULTS, SCIM_SCHEMAS } from './scim-schemas';

/** The query string of a SCIM read: paging (RFC 7644 §3.4.2.4) and which attributes to answer (§3.4.2.5). */
export interface ScimQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
  attributes?: string;
  excludedAttributes?: string;
}

function wholeNumber(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d{1,10}$/.test(text.trim())) throw invalidValue(`${name} debe ser un número entero.`);
  return Number(text.trim());
}

/** startIndex is 1-based (below 1 counts as 1); count below 0 counts as 0, above the maximum as the maximum. */
export function pageOf(query: ScimQuery): { startIndex: number; offset: number; limit: number } {
  const startIndex = Math.max(1, wholeNumber(query.startIndex, 'startIndex') ?? 1);
  const limit = Math.min(
    SCIM_MAX_RESULTS,
    Math.max(0, wholeNumber(query.count, 'count') ?? SCIM_DEFAULT_COUNT),
  );
  return { startIndex, offset: startIndex - 1, limit };
}

export function listResponse(resources: ScimJson[], totalResults: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

const ALWAYS_RETURNED = new Set(['id', 'schemas', 'meta']);

/** The top-level attribute an `attributes` entry names: `name.givenName` → `name`; an extension's URN as it is. */
function topLevelOf(name: string, extensions: readonly string[]): string {
  const lower = name.trim().toLowerCase();
  const extension = extensions.find(
    (urn) => lower === urn.toLowerCase() || lower.startsWith(`${urn.toLowerCase()}:`),
  );
  if (extension) return extension.toLowerCase();
  const core = [SCIM_SCHEMAS.user, SCIM_SCHEMAS.group].find((urn) =>
    lower.startsWith(`${urn.toLowerCase()}:`),
  );
  const attribute = core ? lower.slice(core.length + 1) : lower;
  return attribute.split('.')[0] ?? attribute;
}

function namesOf(list: string | undefined, extensions: readonly string[]): Set<string> | undefined {
  if (!list || list.trim() === '') return undefined;
  return new Set(list.split(',').map((name) => topLevelOf(name, extensions)));
}

/**
 * The resource with only the attributes asked for, or without those excluded (Entra asks for groups without their
 * members); id, schemas and meta always stay.
 */
export function projected(resource: ScimJson, query: ScimQuery, extensions: readonly string[]): ScimJson {
  const wanted = namesOf(query.attributes, extensions);
  const excluded = namesOf(query.excludedAttributes, extensions);
  if (!wanted && !excluded) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const lower = key.toLowerCase();
      if (ALWAYS_RETURNED.has(lower)) return true;
      if (wanted) return wanted.has(lower);
      return !excluded?.has(lower);
    }),
  );
}
