import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESET_TOKEN_TTL_MINUTES } from '@travesia/domain';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A fixed-window limit: at most `max` hits per subject in each window. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowMinutes: number;
}

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Absent: loopback only outside production (the dev outbox holds sign-in links), every interface in production. */
  HOST: z.string().min(1).optional(),
  /** postgres://…; absent runs the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
    .optional(),
  DATA_DIR: z.string().min(1).default(`${repoRoot}data`),
  NODE_ENV: z.string().default('development'),
  /** Public address of the web app, used in e-mail links; defaults to http://localhost:$PORT. */
  APP_URL: z.url().optional(),
  /** smtp://user:pass@host:port; absent keeps e-mail in the outbox table only. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Travesía <no-reply@travesia.co>'),
  /** Seconds between two runs of the mail relay that delivers the outbox; 0 stops it (nothing is sent). */
  MAIL_RELAY_SECONDS: z.coerce.number().int().min(0).default(5),
  /** SMTP connection, greeting and data timeout; a claimed message is retried four of these after a crash. */
  MAIL_SEND_TIMEOUT_SECONDS: positiveInteger(30),
  SESSION_TTL_HOURS: positiveInteger(168),
  /**
   * Signs the flight offers the API hands out (decision 011). Required in production; elsewhere one is generated
   * on first start and kept in DATA_DIR.
   */
  TOKEN_SECRET: z.string().min(32, { error: 'TOKEN_SECRET must be at least 32 characters' }).optional(),
  /**
   * Seals the identity providers' client secrets stored per company (decision 044): 32 or more random characters,
   * the same in every API process. Absent: derived from TOKEN_SECRET (or, outside production, from the secret kept in
   * DATA_DIR), so changing that secret then means typing the client secrets again.
   */
  SSO_SECRETS_KEY: z.string().min(32, { error: 'SSO_SECRETS_KEY must be at least 32 characters' }).optional(),
  /** Google's OpenID issuer; Microsoft Entra ID's sign-in host (another one for a national cloud, e.g. login.microsoftonline.us). */
  SSO_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  SSO_MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
  /** Identity providers that do not answer within this are reported as unreachable. */
  SSO_PROVIDER_TIMEOUT_MS: positiveInteger(8000),
  /** 'false', the number of proxies in front (1 behind one TLS proxy), or a comma-separated list of their addresses. */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Relative to the directory the server starts in, as a shell would read it (the static files need an absolute path).
  WEB_DIST: z
    .string()
    .min(1)
    .default(`${repoRoot}apps/web/dist`)
    .transform((path) => resolve(path)),
  RATE_LIMIT_LOGIN_PER_IP: positiveInteger(20),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInteger(5),
  RATE_LIMIT_PASSWORD_CHANGE_PER_USER: positiveInteger(5),
  RATE_LIMIT_REGISTER_PER_IP: positiveInteger(10),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: positiveInteger(5),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: positiveInteger(3),
  RATE_LIMIT_DEMO_PER_IP: positiveInteger(5),
  /** Error reports the web app may send per IP and hour (POST /api/client-errors). */
  RATE_LIMIT_CLIENT_ERRORS_PER_IP: positiveInteger(30),
  /** Different companies whose sign-in branding one IP may ask for in an hour (GET /api/companies/:id/branding). */
  RATE_LIMIT_BRANDING_PER_IP: positiveInteger(10),
  /** Different e-mail domains whose single sign-on one IP may ask about in an hour (POST /api/auth/sso/discover). */
  RATE_LIMIT_SSO_DISCOVERY_PER_IP: positiveInteger(30),
  /** Colleague look-ups by name one user may make in 10 minutes (GET /api/delegations/colleagues). */
  RATE_LIMIT_COLLEAGUE_SEARCH_PER_USER: positiveInteger(120),
  /** Seconds between two sweeps of approval deadlines and reminders; 0 leaves them to the reads. */
  APPROVAL_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** 'false': the sweep sends no monthly summary e-mails to the companies' administradores (decision 029). */
  MONTHLY_SUMMARY_EMAILS: z
    .enum(['true', 'false'], { error: 'MONTHLY_SUMMARY_EMAILS must be true or false' })
    .default('true'),
  /** Where hotel inventory comes from: the built-in inventory, or Hotelbeds APItude with the keys below. */
  HOTEL_SUPPLIER: z.enum(['builtin', 'hotelbeds']).default('builtin'),
  HOTELBEDS_API_KEY: z.string().min(1).optional(),
  HOTELBEDS_SECRET: z.string().min(1).optional(),
  HOTELBEDS_BASE_URL: z.url().default('https://api.test.hotelbeds.com'),
  HOTELBEDS_TIMEOUT_MS: positiveInteger(8000),
  /** COP per unit of the currency Hotelbeds answers in (1 for a contract in COP). */
  HOTELBEDS_COP_PER_UNIT: z.coerce.number().positive().default(1),
  /** Where flights come from: the built-in schedule, Kiwi.com Tequila or Duffel with the keys below. */
  FLIGHT_SUPPLIER: z.enum(['builtin', 'kiwi', 'duffel']).default('builtin'),
  KIWI_API_KEY: z.string().min(1).optional(),
  KIWI_BASE_URL: z.url().default('https://tequila-api.kiwi.com'),
  KIWI_TIMEOUT_MS: positiveInteger(8000),
  /** Pause between two `check_flights` calls while Tequila is still checking the itinerary. */
  KIWI_POLL_INTERVAL_MS: positiveInteger(2500),
  KIWI_MAX_POLLS: positiveInteger(8),
  /** A Duffel access token: `duffel_test_…` books Duffel Airways in test mode, `duffel_live_…` real airlines. */
  DUFFEL_ACCESS_TOKEN: z.string().min(1).optional(),
  DUFFEL_BASE_URL: z.url().default('https://api.duffel.com'),
  /** Duffel is asked to answer 5 s sooner (its `supplier_timeout`, 20 s by default). */
  DUFFEL_TIMEOUT_MS: positiveInteger(25000),
  /** The currency Duffel answers in (the organisation's billing currency) and COP per unit of it. */
  DUFFEL_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'DUFFEL_CURRENCY must be an ISO 4217 code such as USD' })
    .default('USD'),
  DUFFEL_COP_PER_UNIT: z.coerce.number().positive().default(4000),
  /** COP per euro, for the EUR figure of built-in flight prices (`conversion.EUR`). */
  COP_PER_EUR: z.coerce.number().positive().default(4300),
  /**
   * Origins of the native apps' pages (Capacitor: capacitor://localhost on iOS, https://localhost on Android), the only
   * ones the API answers across origins (CORS); empty: none. The web app itself is same-origin and needs none.
   */
  NATIVE_APP_ORIGINS: z.string().default('capacitor://localhost,https://localhost'),
  /** The native app's id (Android package, iOS bundle id), named in the app-link files of /.well-known. */
  NATIVE_APP_ID: z
    .string()
    .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, { error: 'NATIVE_APP_ID must look like co.travesia.app' })
    .default('co.travesia.app'),
  /** SHA-256 fingerprints of the Android app's signing certificates (AA:BB:…), comma-separated; absent: no assetlinks.json. */
  ANDROID_CERT_SHA256: z.string().optional(),
  /** The Apple developer team id (10 characters); absent: no apple-app-site-association. */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'APPLE_TEAM_ID must be the 10-character Apple team id' })
    .optional(),
  /** Who tokenizes corporate cards: the built-in sandbox (checks the card, keeps nothing of it). */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * Whether the first start adds the demo companies and accounts (whose password the README publishes): by
   * default everywhere but production, where the agency starts with `npm run company:create`.
   */
  SEED_DEMO_DATA: z.enum(['true', 'false'], { error: 'SEED_DEMO_DATA must be true or false' }).optional(),
  /** Where `npm run db:backup` writes the embedded database's backups, and how many it keeps. */
  BACKUP_DIR: z
    .string()
    .min(1)
    .default(`${repoRoot}backups`)
    .transform((path) => resolve(path)),
  BACKUP_KEEP: positiveInteger(7),
  /** Bearer token that lets a scraper on another machine read /metrics; absent: only this machine reads them. */
  METRICS_TOKEN: z.string().min(32, { error: 'METRICS_TOKEN must be at least 32 characters' }).optional(),
});

export type Environment = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface HotelbedsConfig {
  apiKey: string;
  secret: string;
  baseUrl: string;
  timeoutMs: number;
  copPerUnit: number;
}

export interface KiwiConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  pollIntervalMs: number;
  maxPolls: number;
}

export interface DuffelConfig {
  accessToken: string;
  baseUrl: string;
  timeoutMs: number;
  /** Amounts in this currency are converted with `copPerUnit`; COP passes as it is; any other is refused. */
  currency: string;
  copPerUnit: number;
}

/** The native apps (Capacitor, decision 031): who may call the API across origins, and which links open the app. */
export interface NativeAppConfig {
  appId: string;
  /** Exact origins answered with CORS headers. */
  origins: string[];
  /** Empty: /.well-known/assetlinks.json answers 404. */
  androidCertFingerprints: string[];
  /** null: /.well-known/apple-app-site-association answers 404. */
  appleTeamId: string | null;
}

/** The companies' own identity providers (decisions 044, 045). */
export interface SingleSignOnConfig {
  /** undefined: derived from the token secret (lib/token-secret.ts). */
  secretsKey: string | undefined;
  googleIssuer: string;
  microsoftLoginUrl: string;
  providerTimeoutMs: number;
  /** Outside production a provider on this machine may answer over plain http (tests, a local Keycloak). */
  allowsLoopbackHttp: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  isProduction: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** 0: no mail relay in this process. */
  mailRelaySeconds: number;
  mailSendTimeoutSeconds: number;
  sessionTtlHours: number;
  /** undefined: the secret generated once and kept in `dataDir` (outside production only). */
  tokenSecret: string | undefined;
  /** false, a hop count or proxy addresses/CIDRs: never `true`, which would let every client choose its own IP. */
  trustProxy: false | number | string[];
  logLevel: string;
  webDist: string;
  /** null: the built-in hotel inventory. */
  hotelbeds: HotelbedsConfig | null;
  /** null: the built-in flight schedule (or Duffel). */
  kiwi: KiwiConfig | null;
  /** null: the built-in flight schedule (or Kiwi). */
  duffel: DuffelConfig | null;
  copPerEur: number;
  paymentProvider: 'sandbox';
  /** The first start seeds the demo companies, accounts and a year of trips. */
  seedDemoData: boolean;
  backups: { dir: string; keep: number };
  /** undefined: /metrics answers this machine's own requests only. */
  metricsToken: string | undefined;
  /** 0: no periodic sweep (deadlines still settle whenever bookings are read). */
  approvalSweepSeconds: number;
  /** The sweep e-mails each company's administradores the month before's summary (decision 029). */
  monthlySummaryEmails: boolean;
  nativeApp: NativeAppConfig;
  singleSignOn: SingleSignOnConfig;
  rateLimits: {
    /**
     * Failed sign-ins per IP before its attempts slow down (decision 036); none is refused, and a successful one
     * never counts, so an office or a carrier's NAT behind one address is never locked out.
     */
    loginPerIp: RateLimitRule;
    /** Failed sign-ins per account from one IP before its attempts there slow down and are checked one at a time. */
    loginPerAccountAndIp: RateLimitRule;
    /** Sign-ins on one account from one IP running at once (`max` unused): what spaces a burst out. */
    loginRunningPerAccountAndIp: RateLimitRule;
    /** Failed sign-ins per account from anywhere: past `max`, every attempt waits longer, none is refused. */
    loginPerAccount: RateLimitRule;
    /** Wrong current passwords per user when changing the password. */
    passwordChangePerUser: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** Reset requests per IP; past `max`, its requests mail an address only if it had no mail in the window. */
    passwordResetPerIp: RateLimitRule;
    /** Reset mails per address; past `max`, requests are answered alike and mail nothing. */
    passwordResetPerEmail: RateLimitRule;
    demoRequestPerIp: RateLimitRule;
    clientErrorPerIp: RateLimitRule;
    /** Distinct companies per IP whose branding is asked for (repeats of one company count once). */
    brandingPerIp: RateLimitRule;
    /** Distinct e-mail domains per IP whose single sign-on is asked about. */
    ssoDiscoveryPerIp: RateLimitRule;
    /** Colleague look-ups by name per user (Mi perfil's delegations): enough to type, too few to walk a directory. */
    colleagueSearchPerUser: RateLimitRule;
  };
}

/** Reads the configuration from environment variables (process.env by default); throws listing every bad value. */
export function loadConfig(env: Environment | NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  if (vars.HOTEL_SUPPLIER === 'hotelbeds' && !(vars.HOTELBEDS_API_KEY && vars.HOTELBEDS_SECRET)) {
    throw new Error(
      'Invalid configuration:\nHOTEL_SUPPLIER=hotelbeds needs HOTELBEDS_API_KEY and HOTELBEDS_SECRET',
    );
  }
  if (vars.NODE_ENV === 'production' && !vars.TOKEN_SECRET) {
    throw new Error(
      'Invalid configuration:\nTOKEN_SECRET is required in production (at least 32 random characters, the same in every API process)',
    );
  }
  const nativeAppProblems = findNativeAppProblems(vars);
  if (nativeAppProblems.length > 0)
    throw new Error(`Invalid configuration:\n${nativeAppProblems.join('\n')}`);
  if (vars.FLIGHT_SUPPLIER === 'kiwi' && !vars.KIWI_API_KEY) {
    throw new Error('Invalid configuration:\nFLIGHT_SUPPLIER=kiwi needs KIWI_API_KEY');
  }
  if (vars.FLIGHT_SUPPLIER === 'duffel' && !vars.DUFFEL_ACCESS_TOKEN) {
    throw new Error('Invalid configuration:\nFLIGHT_SUPPLIER=duffel needs DUFFEL_ACCESS_TOKEN');
  }
  return {
    port: vars.PORT,
    host: vars.HOST ?? (vars.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    isProduction: vars.NODE_ENV === 'production',
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    mailRelaySeconds: vars.MAIL_RELAY_SECONDS,
    mailSendTimeoutSeconds: vars.MAIL_SEND_TIMEOUT_SECONDS,
    sessionTtlHours: vars.SESSION_TTL_HOURS,
    tokenSecret: vars.TOKEN_SECRET,
    approvalSweepSeconds: vars.APPROVAL_SWEEP_SECONDS,
    monthlySummaryEmails: vars.MONTHLY_SUMMARY_EMAILS === 'true',
    nativeApp: {
      appId: vars.NATIVE_APP_ID,
      origins: commaList(vars.NATIVE_APP_ORIGINS),
      androidCertFingerprints: commaList(vars.ANDROID_CERT_SHA256 ?? '').map((each) => each.toUpperCase()),
      appleTeamId: vars.APPLE_TEAM_ID ?? null,
    },
    singleSignOn: {
      secretsKey: vars.SSO_SECRETS_KEY,
      googleIssuer: vars.SSO_GOOGLE_ISSUER,
      microsoftLoginUrl: vars.SSO_MICROSOFT_LOGIN_URL.replace(/\/+$/, ''),
      providerTimeoutMs: vars.SSO_PROVIDER_TIMEOUT_MS,
      allowsLoopbackHttp: vars.NODE_ENV !== 'production',
    },
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    hotelbeds:
      vars.HOTEL_SUPPLIER === 'hotelbeds' && vars.HOTELBEDS_API_KEY && vars.HOTELBEDS_SECRET
        ? {
            apiKey: vars.HOTELBEDS_API_KEY,
            secret: vars.HOTELBEDS_SECRET,
            baseUrl: vars.HOTELBEDS_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: vars.HOTELBEDS_TIMEOUT_MS,
            copPerUnit: vars.HOTELBEDS_COP_PER_UNIT,
          }
        : null,
    kiwi:
      vars.FLIGHT_SUPPLIER === 'kiwi' && vars.KIWI_API_KEY
        ? {
            apiKey: vars.KIWI_API_KEY,
            baseUrl: vars.KIWI_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: vars.KIWI_TIMEOUT_MS,
            pollIntervalMs: vars.KIWI_POLL_INTERVAL_MS,
            maxPolls: vars.KIWI_MAX_POLLS,
          }
        : null,
    duffel:
      vars.FLIGHT_SUPPLIER === 'duffel' && vars.DUFFEL_ACCESS_TOKEN
        ? {
            accessToken: vars.DUFFEL_ACCESS_TOKEN,
            baseUrl: vars.DUFFEL_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: vars.DUFFEL_TIMEOUT_MS,
            currency: vars.DUFFEL_CURRENCY,
            copPerUnit: vars.DUFFEL_COP_PER_UNIT,
          }
        : null,
    copPerEur: vars.COP_PER_EUR,
    paymentProvider: vars.PAYMENT_PROVIDER,
    seedDemoData: (vars.SEED_DEMO_DATA ?? (vars.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    backups: { dir: vars.BACKUP_DIR, keep: vars.BACKUP_KEEP },
    metricsToken: vars.METRICS_TOKEN,
    rateLimits: {
      loginPerIp: { name: 'login-ip', max: vars.RATE_LIMIT_LOGIN_PER_IP, windowMinutes: 15 },
      loginPerAccountAndIp: {
        name: 'login-account-ip',
        max: vars.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        windowMinutes: 15,
      },
      loginRunningPerAccountAndIp: { name: 'login-running', max: 1, windowMinutes: 15 },
      loginPerAccount: { name: 'login-account', max: vars.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMinutes: 15 },
      passwordChangePerUser: {
        name: 'password-change-user',
        max: vars.RATE_LIMIT_PASSWORD_CHANGE_PER_USER,
        windowMinutes: 15,
      },
      registerPerIp: { name: 'register-ip', max: vars.RATE_LIMIT_REGISTER_PER_IP, windowMinutes: 60 },
      passwordResetPerIp: { name: 'reset-ip', max: vars.RATE_LIMIT_PASSWORD_RESET_PER_IP, windowMinutes: 60 },
      passwordResetPerEmail: {
        name: 'reset-email',
        max: vars.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL,
        // No longer than a link lives: a request that mails nothing finds this window's first mail still valid.
        windowMinutes: RESET_TOKEN_TTL_MINUTES,
      },
      demoRequestPerIp: { name: 'demo-ip', max: vars.RATE_LIMIT_DEMO_PER_IP, windowMinutes: 60 },
      clientErrorPerIp: {
        name: 'client-error-ip',
        max: vars.RATE_LIMIT_CLIENT_ERRORS_PER_IP,
        windowMinutes: 60,
      },
      brandingPerIp: { name: 'branding-ip', max: vars.RATE_LIMIT_BRANDING_PER_IP, windowMinutes: 60 },
      ssoDiscoveryPerIp: {
        name: 'sso-discovery-ip',
        max: vars.RATE_LIMIT_SSO_DISCOVERY_PER_IP,
        windowMinutes: 60,
      },
      colleagueSearchPerUser: {
        name: 'colleague-search-user',
        max: vars.RATE_LIMIT_COLLEAGUE_SEARCH_PER_USER,
        windowMinutes: 10,
      },
    },
  };
}

const TRUST_PROXY_TRUE_MESSAGE =
  'Invalid configuration:\nTRUST_PROXY=true would let every client choose its own IP address (X-Forwarded-For), ' +
  'so rate limits and audit entries could be forged. Write the number of proxies in front of the API ' +
  '(TRUST_PROXY=1 behind one TLS proxy) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).';

/** Names proxy-addr (behind Fastify's trustProxy) understands besides addresses and CIDRs. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each.length > 0);
}

const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d+)?$/;
const CERT_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

/** An origin is scheme://host[:port] with nothing after it; a fingerprint is 32 bytes in hex pairs. */
function findNativeAppProblems(vars: { NATIVE_APP_ORIGINS: string; ANDROID_CERT_SHA256?: string }): string[] {
  const problems = commaList(vars.NATIVE_APP_ORIGINS)
    .filter((origin) => !ORIGIN.test(origin))
    .map((origin) => `NATIVE_APP_ORIGINS: '${origin}' is not an origin such as capacitor://localhost`);
  for (const fingerprint of commaList(vars.ANDROID_CERT_SHA256 ?? '')) {
    if (!CERT_FINGERPRINT.test(fingerprint.toUpperCase())) {
      problems.push(
        `ANDROID_CERT_SHA256: '${fingerprint}' is not a SHA-256 fingerprint (32 hex pairs joined by ':')`,
      );
    }
  }
  return problems;
}

function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') throw new Error(TRUST_PROXY_TRUE_MESSAGE);
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid configuration:\nTRUST_PROXY: ${invalid.join(', ')} is not an IP address, a CIDR range or a hop count`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a netmask such as 255.255.255.0.
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}
