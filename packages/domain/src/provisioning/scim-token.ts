import { z } from 'zod';
import { companyIdField } from '../fields/numbers';

/**
 * The company's SCIM token as its administrator sees it (decision 046): where the directory connects, and when the
 * current token was made and last used. The token itself is shown once, in the answer that generates it.
 */
export const scimTokenStatusSchema = z.object({
  /** The SCIM base URL the directory is given (Entra's "Tenant URL", Okta's "SCIM connector base URL"). */
  baseUrl: z.string(),
  current: z
    .object({
      createdAt: z.string(),
      /** null: no directory has used it yet. */
      lastUsedAt: z.string().nullable(),
    })
    .nullable(),
});
export type ScimTokenStatus = z.infer<typeof scimTokenStatusSchema>;

/** POST /api/admin/scim-token: the new token, once; the one before it stopped working. */
export const scimTokenIssuedSchema = scimTokenStatusSchema.extend({ token: z.string() });
export type ScimTokenIssued = z.infer<typeof scimTokenIssuedSchema>;

/** The operador names the company; everyone else generates their own company's. */
export const scimTokenRequestSchema = z.object({
  companyId: z.optional(companyIdField),
});
export type ScimTokenRequest = z.input<typeof scimTokenRequestSchema>;
