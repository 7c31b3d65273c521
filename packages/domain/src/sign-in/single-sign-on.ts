import { z } from 'zod';
import { documentoSchema, emailSchema } from '../auth/auth-schemas';
import { companyIdField } from '../fields/numbers';
import { phoneSchema } from '../fields/phone';
import { personName, singleLineText } from '../fields/text';
import { sessionResponseSchema } from '../users/user-profile';

/** Where a sign-in through the provider starts and comes back to: the sign-in page, plain or a company's. */
export const SIGN_IN_PAGE = /^\/login(\/\d{1,10})?$/;

/** The web page that takes the provider's answer over (its handoff code travels in the address's fragment). */
export const SSO_RETURN_PATH = '/login/sso';

/** What the sign-in page offers for an address or a company: nothing, or a button (and, «solo SSO», no password). */
export const singleSignOnOfferSchema = z.object({
  sso: z.object({ buttonLabel: z.string(), ssoOnly: z.boolean() }).nullable(),
});
export type SingleSignOnOffer = z.infer<typeof singleSignOnOfferSchema>;

/** POST /api/auth/sso/discover: the typed address, in a body so that access logs never keep it. */
export const singleSignOnDiscoverySchema = z.object({ email: emailSchema });
export type SingleSignOnDiscovery = z.input<typeof singleSignOnDiscoverySchema>;

/** POST /api/auth/sso/start: a company (its own sign-in page) or an address (its domain's company). */
export const singleSignOnStartSchema = z
  .object({
    companyId: z.optional(companyIdField),
    email: emailSchema.optional(),
    returnTo: singleLineText()
      .regex(SIGN_IN_PAGE, { error: 'La página de regreso no es válida.' })
      .default('/login'),
  })
  .refine((start) => (start.companyId === undefined) !== (start.email === undefined), {
    error: 'Escribe tu correo electrónico para continuar.',
    path: ['email'],
  });
export type SingleSignOnStart = z.input<typeof singleSignOnStartSchema>;

export const singleSignOnRedirectSchema = z.object({ redirectUrl: z.string() });

/**
 * Why a sign-in through the provider let nobody in. The provider's answer lands on the API, which sends the browser
 * back to the sign-in page with only this code in the address's fragment; the page shows its message.
 */
export const SSO_REFUSALS = {
  expired: 'El inicio de sesión tardó demasiado o ya se usó. Vuelve a intentarlo.',
  invalid_response:
    'No pudimos verificar la respuesta del proveedor de identidad, así que no iniciamos sesión. Vuelve a intentarlo; si se repite, avisa al administrador de tu empresa.',
  provider_refused: 'El proveedor de identidad no completó el inicio de sesión. Vuelve a intentarlo.',
  provider_unreachable:
    'No pudimos comunicarnos con el proveedor de identidad de tu empresa. Intenta de nuevo en unos minutos.',
  email_not_verified:
    'Tu proveedor de identidad no confirmó tu correo electrónico. Pide ayuda al administrador de tu empresa.',
  other_domain:
    'Tu correo no pertenece a los dominios que tu empresa inicia con este proveedor de identidad.',
  no_account:
    'Aún no tienes una cuenta de Travesía en tu empresa. Pide al administrador de tu empresa que te invite.',
  inactive_account:
    'Tu cuenta de Travesía está desactivada o espera aprobación. Habla con el administrador de tu empresa.',
  other_company:
    'Tu correo ya tiene una cuenta de Travesía en otra empresa. Habla con el administrador de tu empresa.',
  not_configured: 'Tu empresa no tiene configurado el inicio de sesión con su proveedor de identidad.',
  other_browser:
    'Este inicio de sesión empezó en otro navegador o pestaña privada. Vuelve a intentarlo desde aquí.',
} as const;
export type SingleSignOnRefusal = keyof typeof SSO_REFUSALS;

const HANDOFF_MESSAGE = SSO_REFUSALS.expired;
const handoffCode = singleLineText({ error: HANDOFF_MESSAGE, invalid: HANDOFF_MESSAGE })
  .min(20, { error: HANDOFF_MESSAGE })
  .max(200, { error: HANDOFF_MESSAGE });

/** POST /api/auth/sso/exchange: the code the provider's answer left in the return page's address. */
export const singleSignOnExchangeSchema = z.object({ code: handoffCode });

/**
 * A first sign-in that creates the account needs what no provider knows: the documento and the phone; the name
 * comes prefilled from the provider and may be corrected.
 */
export const singleSignOnDetailsNeededSchema = z.object({
  needsDetails: z.literal(true),
  email: z.string(),
  firstname: z.string(),
  last_name: z.string(),
  companyName: z.string(),
});
export type SingleSignOnDetailsNeeded = z.infer<typeof singleSignOnDetailsNeededSchema>;

export const singleSignOnExchangeResultSchema = z.union([
  sessionResponseSchema,
  singleSignOnDetailsNeededSchema,
]);
export type SingleSignOnExchangeResult = z.infer<typeof singleSignOnExchangeResultSchema>;

/** POST /api/auth/sso/complete */
export const singleSignOnCompleteSchema = z.object({
  code: handoffCode,
  documento: documentoSchema,
  firstname: personName('El nombre'),
  last_name: personName('El apellido'),
  phone: phoneSchema,
});
export type SingleSignOnComplete = z.input<typeof singleSignOnCompleteSchema>;

export function isSingleSignOnRefusal(code: string): code is SingleSignOnRefusal {
  return Object.hasOwn(SSO_REFUSALS, code);
}

/** The fragment key of a refusal in the sign-in page's address (`/login#sso-error=expired`). */
export const SSO_ERROR_FRAGMENT = 'sso-error';

/** What password sign-in, sign-up and password links answer for an address of a «solo SSO» domain. */
export const SSO_ONLY_PASSWORD_MESSAGE =
  'Tu empresa inicia sesión con su propio proveedor de identidad: escribe tu correo y usa el botón «Continuar» en lugar de una contraseña.';
export const SSO_ONLY_SIGN_UP_MESSAGE =
  'Las cuentas con este correo se crean al entrar con el proveedor de identidad de tu empresa: ve a «Iniciar sesión» y usa el botón «Continuar».';
