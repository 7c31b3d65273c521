import { SCIM_SCHEMAS } from './scim-schemas';

/** The `scimType` values of RFC 7644 §3.12 that Travesía answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

/** A failure the directory is told about in SCIM's error shape, with a Spanish `detail`. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | undefined,
    detail: string,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const invalidValue = (detail: string) => new ScimError(400, 'invalidValue', detail);
export const invalidSyntax = (detail: string) => new ScimError(400, 'invalidSyntax', detail);
export const invalidFilter = (detail: string) => new ScimError(400, 'invalidFilter', detail);
export const invalidPath = (detail: string) => new ScimError(400, 'invalidPath', detail);
export const noTarget = (detail: string) => new ScimError(400, 'noTarget', detail);

/** RFC 7644 §3.12: the error schema, the HTTP status as a string, the scimType when there is one, the detail. */
export function scimErrorBody(status: number, scimType: ScimType | undefined, detail: string) {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(status),
    ...(scimType && { scimType }),
    detail,
  };
}

export const notFoundError = (detail: string) => new ScimError(404, undefined, detail);
