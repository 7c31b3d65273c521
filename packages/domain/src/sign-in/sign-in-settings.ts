import { z } from 'zod';
import { recordId } from '../fields/numbers';
import { exactText, multiLineText, singleLineText } from '../fields/text';

/**
 * How a company's people sign in (decisions 044 and 045): with a password, or through the company's own identity
 * provider by OpenID Connect (Google Workspace, Microsoft Entra ID or any provider by its issuer) or SAML 2.0.
 */
export const SIGN_IN_METHODS = ['password', 'oidc_google', 'oidc_microsoft', 'oidc_generic', 'saml'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type SingleSignOnMethod = Exclude<SignInMethod, 'password'>;

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Contraseña',
  oidc_google: 'OpenID Connect: Google Workspace',
  oidc_microsoft: 'OpenID Connect: Microsoft Entra ID',
  oidc_generic: 'OpenID Connect: otro proveedor (Okta, Auth0, Keycloak…)',
  saml: 'SAML 2.0',
};

/** The button the sign-in page shows for the method. */
export const SIGN_IN_BUTTON_LABELS: Record<SingleSignOnMethod, string> = {
  oidc_google: 'Continuar con Google',
  oidc_microsoft: 'Continuar con Microsoft',
  oidc_generic: 'Continuar con el inicio de sesión de tu empresa',
  saml: 'Continuar con el inicio de sesión de tu empresa',
};

export function isOpenIdMethod(
  method: SignInMethod,
): method is 'oidc_google' | 'oidc_microsoft' | 'oidc_generic' {
  return method.startsWith('oidc_');
}

/** What a person's first sign-in through the provider does when Travesía has no account for them yet. */
export const FIRST_SIGN_IN_BEHAVIOURS = ['create_traveller', 'existing_only'] as const;
export type FirstSignInBehaviour = (typeof FIRST_SIGN_IN_BEHAVIOURS)[number];

export const FIRST_SIGN_IN_LABELS: Record<FirstSignInBehaviour, string> = {
  create_traveller: 'Crear su cuenta como viajero de la empresa',
  existing_only: 'Dejar entrar solo a quienes ya tienen cuenta en Travesía',
};

/** A rollover needs the old certificate and the new one at once; more would only widen who may sign. */
export const MAX_SAML_CERTIFICATES = 2;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN_NAME = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Plain http is for a provider on this very machine (tests, a local Keycloak); the API also refuses it in production. */
const LOOPBACK_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

export function isAllowedProviderUrl(url: string): boolean {
  return url.startsWith('https://') || LOOPBACK_HTTP.test(url);
}

const INVALID_DOMAIN_MESSAGE = 'Elige dominios de correo válidos, como empresa.com.co.';

const domainName = singleLineText({ error: INVALID_DOMAIN_MESSAGE, invalid: INVALID_DOMAIN_MESSAGE })
  .toLowerCase()
  .regex(DOMAIN_NAME, { error: INVALID_DOMAIN_MESSAGE });

const providerUrl = (invalid: string) =>
  singleLineText({ error: invalid, invalid })
    .max(2000, { error: invalid })
    .refine((text) => text === '' || (isAllowedProviderUrl(text) && z.url().safeParse(text).success), {
      error: invalid,
    });

const optionalLine = (invalid: string, max: number) =>
  singleLineText({ error: invalid, invalid }).max(max, { error: invalid });

export const ISSUER_URL_MESSAGE =
  'Escribe la URL del emisor (issuer) del proveedor; debe empezar por https://.';
export const SAML_SSO_URL_MESSAGE =
  'Escribe la URL de inicio de sesión (SSO) del proveedor SAML; debe empezar por https://.';
export const CERTIFICATE_MESSAGE =
  'Pega el certificado X.509 del proveedor (el texto entre BEGIN y END CERTIFICATE).';
export const BREAK_GLASS_REQUIRED_MESSAGE =
  'Con «solo SSO» elige un administrador que conserve su contraseña, por si el proveedor falla.';

/**
 * PUT /api/companies/:companyId/sign-in-settings, one flat form for every method: the fields of the other methods
 * are ignored (and stored empty). An empty client secret keeps the stored one; secrets are never answered back.
 */
export const signInSettingsUpdateSchema = z
  .object({
    method: z.enum(SIGN_IN_METHODS, { error: 'Elige cómo inicia sesión la empresa.' }),
    domains: z
      .array(domainName, { error: INVALID_DOMAIN_MESSAGE })
      .max(20, { error: 'Elige como máximo 20 dominios.' })
      .transform((domains) => [...new Set(domains)]),
    ssoOnly: z.boolean({ error: 'Indica si la empresa entra solo con su proveedor de identidad.' }),
    breakGlassUserId: z.nullable(recordId('Elige un administrador de la empresa.')),
    firstSignIn: z.enum(FIRST_SIGN_IN_BEHAVIOURS, {
      error: 'Elige qué pasa la primera vez que alguien entra.',
    }),
    clientId: optionalLine('El identificador de cliente (client ID) no es válido.', 255),
    clientSecret: exactText({ invalid: 'El secreto del cliente no es válido.' })
      .max(1000, { error: 'El secreto del cliente no puede superar 1000 caracteres.' })
      .transform((secret) => secret.trim()),
    issuerUrl: providerUrl(ISSUER_URL_MESSAGE),
    tenantId: optionalLine('El identificador del inquilino (tenant ID) no es válido.', 36),
    hostedDomain: singleLineText().toLowerCase(),
    samlEntityId: optionalLine('El identificador (entity ID) del proveedor no es válido.', 1024),
    samlSsoUrl: providerUrl(SAML_SSO_URL_MESSAGE),
    samlCertificates: z
      .array(multiLineText({ error: CERTIFICATE_MESSAGE }).max(20_000, { error: CERTIFICATE_MESSAGE }), {
        error: CERTIFICATE_MESSAGE,
      })
      .max(MAX_SAML_CERTIFICATES, { error: 'Pega como máximo dos certificados: el actual y el nuevo.' })
      .transform((certificates) => certificates.filter((certificate) => certificate !== '')),
  })
  .superRefine((settings, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (settings.method === 'password') {
      if (settings.ssoOnly) problem('ssoOnly', '«Solo SSO» necesita un proveedor de identidad.');
      return;
    }
    if (settings.domains.length === 0) problem('domains', 'Elige al menos un dominio de correo.');
    if (settings.ssoOnly && settings.breakGlassUserId === null)
      problem('breakGlassUserId', BREAK_GLASS_REQUIRED_MESSAGE);
    if (isOpenIdMethod(settings.method) && settings.clientId === '') {
      problem('clientId', 'Escribe el identificador de cliente (client ID).');
    }
    if (settings.method === 'oidc_generic' && settings.issuerUrl === '')
      problem('issuerUrl', ISSUER_URL_MESSAGE);
    if (settings.method === 'oidc_microsoft' && !GUID.test(settings.tenantId)) {
      problem(
        'tenantId',
        'Escribe el identificador del directorio (tenant ID) de Entra ID, como 1a2b3c4d-….',
      );
    }
    if (settings.method === 'oidc_google' && !settings.domains.includes(settings.hostedDomain)) {
      problem('hostedDomain', 'Elige el dominio principal de Google Workspace entre los dominios elegidos.');
    }
    if (settings.method === 'saml') {
      if (settings.samlEntityId === '')
        problem('samlEntityId', 'Escribe el identificador (entity ID) del proveedor.');
      if (settings.samlSsoUrl === '') problem('samlSsoUrl', SAML_SSO_URL_MESSAGE);
      if (settings.samlCertificates.length === 0) problem('samlCertificates', CERTIFICATE_MESSAGE);
    }
  });
export type SignInSettingsUpdate = z.input<typeof signInSettingsUpdateSchema>;
export type SignInSettingsChange = z.output<typeof signInSettingsUpdateSchema>;

/** A stored IdP certificate as the settings show it: what tells the two of a rollover apart. */
export const samlCertificateSummarySchema = z.object({
  pem: z.string(),
  subject: z.string(),
  /** SHA-256 of the certificate, as IdP consoles print it (AA:BB:…). */
  fingerprint: z.string(),
  validTo: z.string(),
});
export type SamlCertificateSummary = z.infer<typeof samlCertificateSummarySchema>;

/** GET (and PUT's answer): the settings without the secret, with what the admin copies into the provider. */
export const signInSettingsSchema = z.object({
  method: z.enum(SIGN_IN_METHODS),
  domains: z.array(z.string()),
  ssoOnly: z.boolean(),
  breakGlassUserId: z.number().int().nullable(),
  firstSignIn: z.enum(FIRST_SIGN_IN_BEHAVIOURS),
  clientId: z.string(),
  /** Only whether one is stored: the secret itself never leaves the server. */
  hasClientSecret: z.boolean(),
  issuerUrl: z.string(),
  tenantId: z.string(),
  hostedDomain: z.string(),
  samlEntityId: z.string(),
  samlSsoUrl: z.string(),
  samlCertificates: z.array(samlCertificateSummarySchema),
  /** The company's own e-mail domains: the only ones its sign-in may cover. */
  companyDomains: z.array(z.string()),
  /** Who may keep a password under «solo SSO»: the company's active administradores. */
  breakGlassCandidates: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  /** What the admin copies into the identity provider. */
  serviceProvider: z.object({
    oidcRedirectUri: z.string(),
    samlEntityId: z.string(),
    samlAcsUrl: z.string(),
    samlMetadataUrl: z.string(),
  }),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
