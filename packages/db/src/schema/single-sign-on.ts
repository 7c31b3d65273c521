import {
  FIRST_SIGN_IN_BEHAVIOURS,
  type FirstSignInBehaviour,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '@travesia/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, timestamps } from './columns';
import { companies, users } from './companies';
import { companyIdColumn } from './owner-columns';

/**
 * How a company's people sign in (decisions 044, 045): one row per company that chose anything but the default
 * (passwords). Secrets are stored sealed with SSO_SECRETS_KEY (AES-256-GCM, bound to the company), never in clear.
 */
export const companySignInSettings = pgTable(
  'company_sign_in_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    method: text('method').$type<SignInMethod>().notNull(),
    /** On: passwords and self sign-up are refused for the covered domains, but for the break-glass account. */
    ssoOnly: boolean('sso_only').notNull().default(false),
    /** The administrador who keeps a password under «solo SSO», in case the provider fails. */
    breakGlassUserId: integer('break_glass_user_id').references(() => users.id),
    firstSignIn: text('first_sign_in').$type<FirstSignInBehaviour>().notNull().default('existing_only'),
    oidcClientId: text('oidc_client_id'),
    /** `v1.<iv>.<tag>.<ciphertext>` (lib/secret-box.ts). */
    oidcClientSecretSealed: text('oidc_client_secret_sealed'),
    /** The generic provider's issuer; Google's and Entra ID's are known (the latter from the tenant). */
    oidcIssuer: text('oidc_issuer'),
    oidcTenantId: text('oidc_tenant_id'),
    oidcHostedDomain: text('oidc_hosted_domain'),
    samlEntityId: text('saml_entity_id'),
    samlSsoUrl: text('saml_sso_url'),
    /** PEM certificates the assertions may be signed with: the current one and, during a rollover, the next. */
    samlCertificates: text('saml_certificates').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check('company_sign_in_settings_method_check', isOneOf(t.method, SIGN_IN_METHODS)),
    check('company_sign_in_settings_first_sign_in_check', isOneOf(t.firstSignIn, FIRST_SIGN_IN_BEHAVIOURS)),
  ],
);

/**
 * The e-mail domains a company's provider signs in. The domain is the key: one domain belongs to one company's
 * sign-in at most, so an address leads to one provider.
 */
export const signInDomains = pgTable(
  'sign_in_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: companyIdColumn('cascade'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('sign_in_domains_company_idx').on(t.companyId)],
);

/**
 * One sign-in through a provider, from the sign-in page's button to the session: kept in the database, not in a
 * process, so any API process can take the provider's answer. Only hashes of the state, the browser's cookie and the
 * handoff code are stored; the PKCE verifier is sealed. Each step is a conditional update, so each happens once.
 */
export const singleSignOnAttempts = pgTable(
  'single_sign_on_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: companyIdColumn('cascade'),
    protocol: text('protocol').$type<'oidc' | 'saml'>().notNull(),
    /** The cookie set on the browser that started: only that browser may take the session over. */
    browserHash: text('browser_hash').notNull(),
    /** The sign-in page to go back to with a refusal (/login or /login/:idcompany). */
    returnPath: text('return_path').notNull(),
    nonce: text('nonce'),
    codeVerifierSealed: text('code_verifier_sealed'),
    /** The AuthnRequest's ID the assertion must answer (InResponseTo). */
    samlRequestId: text('saml_request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the provider's answer spent the state: a second answer (a replay) finds it spent. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    handoffHash: text('handoff_hash').unique(),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    /** Who the provider vouched for: an existing user, or the identity of an account to create. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    firstname: text('firstname'),
    lastName: text('last_name'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('single_sign_on_attempts_expires_idx').on(t.expiresAt),
    check('single_sign_on_attempts_protocol_check', isOneOf(t.protocol, ['oidc', 'saml'])),
  ],
);
