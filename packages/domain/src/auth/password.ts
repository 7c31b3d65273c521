import { exactText } from '../fields/text';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Shown on every form that sets a password, so the rules are known before the first attempt. */
export const PASSWORD_RULES_TEXT =
  'La contraseña debe tener entre 10 y 128 caracteres, con al menos una mayúscula, una minúscula y un número.';

export const newPasswordSchema = exactText({ error: 'La contraseña es obligatoria.' })
  .min(PASSWORD_MIN_LENGTH, { error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.` })
  .max(PASSWORD_MAX_LENGTH, { error: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.` })
  .regex(/[A-ZÁÉÍÓÚÑ]/, { error: 'La contraseña debe incluir al menos una letra mayúscula.' })
  .regex(/[a-záéíóúñ]/, { error: 'La contraseña debe incluir al menos una letra minúscula.' })
  .regex(/\d/, { error: 'La contraseña debe incluir al menos un número.' });
