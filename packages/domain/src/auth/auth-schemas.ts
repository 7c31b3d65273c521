import { z } from 'zod';
import { exactText, singleLineText } from '../fields/text';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password';

/** E-mails compare case-insensitively everywhere: stored and looked up trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The part after the @ of a normalised address: what ties it to a company. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

export const emailSchema = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .min(1, { error: 'El correo electrónico es obligatorio.' })
  .max(254, { error: 'El correo electrónico es demasiado largo.' })
  .pipe(z.email({ error: 'Ingresa un correo electrónico válido.' }))
  .transform(normalizeEmail);

export const documentoSchema = z
  .string({ error: 'El número de documento es obligatorio.' })
  .trim()
  .regex(/^\d{5,15}$/, {
    error: 'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
  });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: exactText({ error: 'La contraseña es obligatoria.' })
    .min(1, { error: 'La contraseña es obligatoria.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Correo electrónico o contraseña incorrectos.' }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: singleLineText({ invalid: 'El enlace de restablecimiento no es válido.' })
    .min(20, { error: 'El enlace de restablecimiento no es válido.' })
    .max(200, { error: 'El enlace de restablecimiento no es válido.' }),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: exactText()
    .min(1, { error: 'La contraseña actual es obligatoria.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'La contraseña actual no es correcta.' }),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Same answer whether or not the e-mail exists, so nobody can probe for accounts. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña. El enlace vence en 1 hora.';
export const INVALID_CREDENTIALS_MESSAGE = 'Correo electrónico o contraseña incorrectos.';
export const RESET_TOKEN_TTL_MINUTES = 60;
