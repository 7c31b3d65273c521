import { z } from 'zod';
import { isEmailOfDomains } from './email-domains';

/**
 * A company's invitation code lets anyone who has it ask for an account (decision 035), so it is random, never a
 * word: letters and digits that cannot be mistaken for one another when read aloud or copied from paper (no 0/O,
 * 1/I/L).
 */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 12;

/** What a person types, as stored: upper case, without the spaces and dashes people add to read it. */
export function normalizeInvitationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a code could have been issued: the length and the alphabet (the seed's demo codes follow it too). */
export function isInvitationCodeWellFormed(code: string): boolean {
  return code.length >= 10 && [...code].every((character) => INVITATION_CODE_ALPHABET.includes(character));
}

/** Groups of four, as the Usuarios screen shows a code: ABCD-EFGH-JKMN. */
export function formatInvitationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const INVITATION_CODE_MAX_USES_LIMIT = 10_000;

/** The administrator's rules for the code: on or off, bound to the company's domains, a number of uses, an end. */
export const invitationCodeRulesSchema = z.object({
  enabled: z.boolean({ error: 'Indica si el código de invitación está activo.' }),
  domainsOnly: z.boolean({ error: 'Indica si el código sirve solo con el correo de la empresa.' }),
  maxUses: z
    .number({ error: 'El número máximo de usos debe ser un número entero.' })
    .int({ error: 'El número máximo de usos debe ser un número entero.' })
    .min(1, { error: 'El número máximo de usos debe ser al menos 1.' })
    .max(INVITATION_CODE_MAX_USES_LIMIT, {
      error: `El número máximo de usos no puede superar ${INVITATION_CODE_MAX_USES_LIMIT}.`,
    })
    .nullable(),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'La fecha de vencimiento del código no es válida.' })
    .nullable(),
  needsApproval: z.boolean({ error: 'Indica si las cuentas creadas con el código esperan tu aprobación.' }),
});
export type InvitationCodeRules = z.infer<typeof invitationCodeRulesSchema>;

/** GET/PUT /api/companies/:id/invitation-code: the code (null until one is generated), its rules and its uses. */
export const invitationCodeSettingsSchema = invitationCodeRulesSchema.extend({
  code: z.string().nullable(),
  uses: z.number().int(),
});
export type InvitationCodeSettings = z.infer<typeof invitationCodeSettingsSchema>;

export type InvitationCodeRefusal = 'disabled' | 'expired' | 'used_up' | 'other_domain';

/** Why a company's code does not let `email` in now, or null when it does. */
export function invitationCodeRefusal(
  settings: Omit<InvitationCodeSettings, 'code' | 'needsApproval'>,
  email: string,
  emailDomains: readonly string[],
  now: Date,
): InvitationCodeRefusal | null {
  if (!settings.enabled) return 'disabled';
  if (settings.expiresAt !== null && new Date(settings.expiresAt) <= now) return 'expired';
  if (settings.maxUses !== null && settings.uses >= settings.maxUses) return 'used_up';
  if (settings.domainsOnly && !isEmailOfDomains(email, emailDomains)) {
    return 'other_domain';
  }
  return null;
}
