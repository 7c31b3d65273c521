import type { Executor } from '@travesia/db';
import {
  emailDomainOf,
  fullName,
  hasRoleAtLeast,
  isOpenIdMethod,
  type SignInSettings,
  type SignInSettingsChange,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { listActiveUsersOfCompany } from '../users/service';
import { checkOpenIdProvider, issuerOf, type OpenIdProvider } from './openid';
import { normalizeCertificate, summarizeCertificate } from './saml-certificates';
import {
  findDomainsOfOtherCompanies,
  findProviderSettingsOfCompany,
  findSignInSettings,
  findSignInSettingsOfDomain,
  isSingleSignOnOnlyDomain,
  listSignInDomains,
  type SignInSettingsRow,
  saveSignInSettings,
} from './settings-repository';

/** What binds a sealed client secret to its company: a secret copied to another company's row does not open. */
const clientSecretContext = (companyId: number) => `company:${companyId}:oidc_client_secret`;

/** Every company's OpenID provider answers at this one address; the state tells whose sign-in it is. */
export function openIdRedirectUri(appUrl: string): string {
  return `${appUrl}/api/auth/sso/oidc/callback`;
}

/** The addresses the admin copies into the identity provider. */
export function serviceProviderUrls(appUrl: string, companyId: number): SignInSettings['serviceProvider'] {
  const saml = `${appUrl}/api/auth/sso/saml/${companyId}`;
  return {
    oidcRedirectUri: openIdRedirectUri(appUrl),
    samlEntityId: saml,
    samlAcsUrl: `${saml}/acs`,
    samlMetadataUrl: `${saml}/metadata`,
  };
}

/**
 * Whether the address may not sign in with a password: its domain signs in only through its company's provider
 * («solo SSO»), and it is not that company's break-glass account. Asked by sign-in, password links and sign-up.
 */
export function refusesPasswordOf(
  db: Executor,
  account: { id: number | null; email: string },
): Promise<boolean> {
  return isSingleSignOnOnlyDomain(db, emailDomainOf(account.email), account.id);
}

/** The company's sign-in for its administrators and the operador; a company that never chose one uses passwords. */
export async function getSignInSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<SignInSettings> {
  const scope = scopeOf(actor);
  const company = await getCompanyRow(context, scope, companyId);
  const row = await findSignInSettings(context.db, scope, companyId);
  return toSignInSettings(context, company, row, await listSignInDomains(context.db, scope, companyId));
}

async function toSignInSettings(
  context: AppContext,
  company: { id: number; emailDomains: string[] },
  row: SignInSettingsRow | undefined,
  domains: string[],
): Promise<SignInSettings> {
  const admins = (await listActiveUsersOfCompany(context.db, PLATFORM_SCOPE, company.id)).filter((user) =>
    hasRoleAtLeast(user.role, 'administrador'),
  );
  return {
    method: row?.method ?? 'password',
    domains,
    ssoOnly: row?.ssoOnly ?? false,
    breakGlassUserId: row?.breakGlassUserId ?? null,
    firstSignIn: row?.firstSignIn ?? 'existing_only',
    clientId: row?.oidcClientId ?? '',
    hasClientSecret: Boolean(row?.oidcClientSecretSealed),
    issuerUrl: row?.oidcIssuer ?? '',
    tenantId: row?.oidcTenantId ?? '',
    hostedDomain: row?.oidcHostedDomain ?? '',
    samlEntityId: row?.samlEntityId ?? '',
    samlSsoUrl: row?.samlSsoUrl ?? '',
    samlCertificates: (row?.samlCertificates ?? []).map(summarizeCertificate),
    companyDomains: company.emailDomains,
    breakGlassCandidates: admins.map((user) => ({
      id: user.id,
      name: fullName(user),
      email: user.email,
    })),
    serviceProvider: serviceProviderUrls(context.config.appUrl, company.id),
  };
}

/**
 * Saves how the company signs in. The domains must be the company's own and no other company's sign-in; the
 * break-glass account an active administrador of the company; an OpenID provider must answer with its
 * configuration, and keeps its stored secret unless a new one is typed; SAML certificates must be certificates.
 */
export async function updateSignInSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  change: SignInSettingsChange,
  ip: string,
): Promise<SignInSettings> {
  const { db, config } = context;
  const scope = scopeOf(actor);
  const company = await getCompanyRow(context, scope, companyId);
  const before = await findSignInSettings(db, scope, companyId);
  const foreign = change.domains.filter((domain) => !company.emailDomains.includes(domain));
  if (foreign.length > 0) {
    throw badRequest(
      `Elige dominios de la empresa (${company.emailDomains.join(', ') || 'no tiene ninguno registrado'}); ${foreign.join(', ')} no lo es.`,
    );
  }
  const taken = await findDomainsOfOtherCompanies(db, companyId, change.domains);
  if (taken.length > 0)
    throw conflict(`El dominio ${taken[0]} ya lo usa el inicio de sesión de otra empresa.`);
  if (change.breakGlassUserId !== null) {
    const admins = await listActiveUsersOfCompany(db, PLATFORM_SCOPE, companyId);
    const isAdmin = admins.some(
      (user) => user.id === change.breakGlassUserId && hasRoleAtLeast(user.role, 'administrador'),
    );
    if (!isAdmin)
      throw badRequest('Elige como cuenta de emergencia a un administrador activo de la empresa.');
  }
  const certificates = change.samlCertificates.map(normalizeCertificate);
  if (change.method === 'saml' && certificates.some((pem) => pem === undefined)) {
    throw badRequest(
      'Uno de los certificados no es un certificado X.509 válido: pégalo completo, en formato PEM.',
    );
  }
  // The schema lets plain http through for a provider on this machine; production never talks to one that way.
  const isPlainHttp = (url: string) => url.startsWith('http://');
  if (!config.singleSignOn.allowsLoopbackHttp && [change.issuerUrl, change.samlSsoUrl].some(isPlainHttp)) {
    throw badRequest('Las direcciones del proveedor de identidad deben empezar por https://.');
  }
  const sealedSecret =
    change.clientSecret === ''
      ? (before?.oidcClientSecretSealed ?? null)
      : context.secretBox.seal(change.clientSecret, clientSecretContext(companyId));
  if (isOpenIdMethod(change.method)) {
    if (!sealedSecret)
      throw badRequest('Escribe el secreto del cliente (client secret) que te dio el proveedor.');
    const provider = {
      method: change.method,
      issuer: issuerOf(
        change.method,
        { issuer: change.issuerUrl, tenantId: change.tenantId },
        config.singleSignOn,
      ),
      clientId: change.clientId,
      clientSecret: change.clientSecret || openSecret(context, companyId, sealedSecret) || '',
      tenantId: change.tenantId,
      hostedDomain: change.hostedDomain,
    };
    if (!(await checkOpenIdProvider(provider, config.singleSignOn))) {
      throw badRequest(
        `No encontramos la configuración OpenID del proveedor en ${provider.issuer}/.well-known/openid-configuration. Revisa la dirección del emisor.`,
      );
    }
  }
  const nothing = (value: string) => (value === '' ? null : value);
  const saved = await db.transaction(async (tx) => {
    const row = await saveSignInSettings(
      tx,
      {
        companyId,
        method: change.method,
        ssoOnly: change.ssoOnly,
        breakGlassUserId: change.breakGlassUserId,
        firstSignIn: change.firstSignIn,
        oidcClientId: nothing(change.clientId),
        oidcClientSecretSealed: sealedSecret,
        oidcIssuer: nothing(change.issuerUrl),
        oidcTenantId: nothing(change.tenantId.toLowerCase()),
        oidcHostedDomain: nothing(change.hostedDomain),
        samlEntityId: nothing(change.samlEntityId),
        samlSsoUrl: nothing(change.samlSsoUrl),
        samlCertificates: certificates.filter((pem) => pem !== undefined),
      },
      change.domains,
    );
    // The secret stays out of the audit log, like every secret; only whether it changed is kept.
    await recordAudit(tx, {
      action: 'company.sign_in_settings.update',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: {
        method: { from: before?.method ?? 'password', to: change.method },
        domains: change.domains,
        ssoOnly: change.ssoOnly,
        breakGlassUserId: change.breakGlassUserId,
        firstSignIn: change.firstSignIn,
        clientSecretChanged: change.clientSecret !== '',
        samlCertificates: row.samlCertificates.map((pem) => summarizeCertificate(pem).fingerprint),
      },
      ip,
    });
    return row;
  });
  return toSignInSettings(context, company, saved, change.domains);
}

function openSecret(context: AppContext, companyId: number, sealed: string): string | undefined {
  return context.secretBox.open(sealed, clientSecretContext(companyId));
}

/** A company's provider, ready to sign someone in: what the sign-in service needs of the settings. */
export type ProviderSettings = {
  companyId: number;
  companyName: string;
  ssoOnly: boolean;
  firstSignIn: SignInSettingsRow['firstSignIn'];
  domains: string[];
} & (
  | { protocol: 'oidc'; method: OpenIdProvider['method']; openId: OpenIdProvider | null }
  | {
      protocol: 'saml';
      method: 'saml';
      saml: { entityId: string; ssoUrl: string; certificates: string[] };
    }
);

/**
 * The provider of an active company that signs in through one, or undefined. `openId` is null when the stored
 * secret no longer opens (SSO_SECRETS_KEY or the token secret changed): the admin must type it again.
 */
export async function findProviderOfCompany(
  context: AppContext,
  companyId: number,
): Promise<ProviderSettings | undefined> {
  const row = await findProviderSettingsOfCompany(context.db, companyId);
  if (!row || row.method === 'password') return undefined;
  const common = {
    companyId,
    companyName: row.companyName,
    ssoOnly: row.ssoOnly,
    firstSignIn: row.firstSignIn,
    domains: await listSignInDomains(context.db, PLATFORM_SCOPE, companyId),
  };
  if (row.method === 'saml') {
    return {
      ...common,
      protocol: 'saml',
      method: 'saml',
      saml: {
        entityId: row.samlEntityId ?? '',
        ssoUrl: row.samlSsoUrl ?? '',
        certificates: row.samlCertificates,
      },
    };
  }
  const secret = row.oidcClientSecretSealed
    ? openSecret(context, companyId, row.oidcClientSecretSealed)
    : undefined;
  return {
    ...common,
    protocol: 'oidc',
    method: row.method,
    openId:
      secret === undefined
        ? null
        : {
            method: row.method,
            issuer: issuerOf(
              row.method,
              { issuer: row.oidcIssuer, tenantId: row.oidcTenantId },
              context.config.singleSignOn,
            ),
            clientId: row.oidcClientId ?? '',
            clientSecret: secret,
            tenantId: row.oidcTenantId,
            hostedDomain: row.oidcHostedDomain,
          },
  };
}

/** The company whose provider signs in the address's domain, if any. */
export async function findCompanyOfAddress(db: Executor, email: string): Promise<number | undefined> {
  return (await findSignInSettingsOfDomain(db, emailDomainOf(email)))?.companyId;
}
