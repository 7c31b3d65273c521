import { z } from 'zod';
import { normalizeInvitationCode } from '../companies/invitation-code';
import { phoneSchema } from '../fields/phone';
import { personName, singleLineText } from '../fields/text';
import { sessionResponseSchema } from '../users/user-profile';
import { documentoSchema, emailSchema } from './auth-schemas';
import { newPasswordSchema } from './password';

/**
 * How a person joined their company by themselves (their address, the invitation code, or a first sign-in through
 * the company's identity provider); null for seeded and invited accounts.
 */
export const SIGN_UP_VIAS = ['email_domain', 'invitation_code', 'single_sign_on'] as const;
export type SignUpVia = (typeof SIGN_UP_VIAS)[number];

export const SIGN_UP_VIA_LABELS: Record<SignUpVia, string> = {
  email_domain: 'Se registró con el correo de la empresa',
  invitation_code: 'Se registró con el código de invitación',
  single_sign_on: 'Entró por primera vez con el inicio de sesión de la empresa',
};

/** Hours a sign-up's confirmation link stays usable. */
export const SIGN_UP_LINK_TTL_HOURS = 24;

/**
 * The one answer to every accepted sign-up, whether the address was new or already had an account, so the
 * answer never tells who works where; only the mailbox's owner learns what happened.
 */
export const SIGN_UP_CONFIRMATION_SENT_MESSAGE = `Te enviamos un correo para confirmar tu cuenta. Abre el enlace que contiene (vence en ${SIGN_UP_LINK_TTL_HOURS} horas) para elegir tu contraseña y activarla.`;

export const signUpAcceptedSchema = z.object({ message: z.string() });
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>;

export const INVALID_SIGN_UP_LINK_MESSAGE =
  'El enlace de confirmación no es válido, ya se usó o venció. Regístrate de nuevo.';

/**
 * POST /api/auth/register/confirm: whoever holds the e-mailed link chooses the password there, so nobody who
 * typed somebody else's address at sign-up can know it (decision 035).
 */
export const signUpConfirmSchema = z.object({
  token: singleLineText({ invalid: INVALID_SIGN_UP_LINK_MESSAGE })
    .min(20, { error: INVALID_SIGN_UP_LINK_MESSAGE })
    .max(200, { error: INVALID_SIGN_UP_LINK_MESSAGE }),
  password: newPasswordSchema,
});
export type SignUpConfirm = z.input<typeof signUpConfirmSchema>;

/** What the link's holder reads when the account waits for an administrator (joined with the invitation code). */
export const SIGN_UP_AWAITING_APPROVAL_MESSAGE =
  'Tu cuenta quedó creada y espera la aprobación del administrador de tu empresa. Te avisaremos por correo cuando puedas iniciar sesión.';

/** A confirmed sign-up either signs the person in or, for an account awaiting approval, says so. */
export const signUpAwaitingApprovalSchema = z.object({
  awaitingApproval: z.literal(true),
  message: z.string(),
});
export const signUpConfirmedSchema = z.union([sessionResponseSchema, signUpAwaitingApprovalSchema]);
export type SignUpConfirmed = z.infer<typeof signUpConfirmedSchema>;

/** Whether people may join the company with an address of its domains, or only by invitation (link or code). */
export const signUpSettingsSchema = z.object({
  allowDomainSignup: z.boolean({ error: 'Indica si se permite el registro con el correo de la empresa.' }),
  emailDomains: z.array(z.string()),
});
export type SignUpSettings = z.infer<typeof signUpSettingsSchema>;

export const signUpSettingsUpdateSchema = signUpSettingsSchema.pick({ allowDomainSignup: true });
export type SignUpSettingsUpdate = z.infer<typeof signUpSettingsUpdateSchema>;

/**
 * POST /api/auth/register. Apart from the sign-in schemas: the phone check carries the numbering plans
 * (libphonenumber's metadata), which the sign-in page has no use for. No password: the link's holder chooses it
 * (signUpConfirmSchema).
 */
export const registerRequestSchema = z.object({
  documento: documentoSchema,
  firstname: personName('El nombre'),
  last_name: personName('El apellido'),
  email: emailSchema,
  phone: phoneSchema,
  invitationCode: singleLineText({ invalid: 'El código de invitación no es válido.' })
    .max(40, { error: 'El código de invitación no es válido.' })
    .optional()
    .transform((code) => (code ? normalizeInvitationCode(code) || undefined : undefined)),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
