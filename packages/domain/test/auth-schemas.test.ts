import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  newPasswordSchema,
  normalizeEmail,
  passwordResetConfirmSchema,
  registerRequestSchema,
} from '../src';

const validRegistration = {
  documento: '1020304050',
  firstname: 'Laura',
  last_name: 'Gómez',
  email: ' Laura.Gomez@AndesEnergia.co ',
  phone: '+57 310 555 0101',
};

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('normalizeEmail', () => {
  it('trims and lower-cases so the same mailbox is one account', () => {
    expect(normalizeEmail('  Ana@Andes.CO ')).toBe('ana@andes.co');
  });
});

describe('newPasswordSchema', () => {
  it('accepts the demo password', () => {
    expect(newPasswordSchema.safeParse('Travesia2026!').success).toBe(true);
  });

  it.each([
    ['Corta1', 'La contraseña debe tener al menos 10 caracteres.'],
    ['sinmayusculas123', 'La contraseña debe incluir al menos una letra mayúscula.'],
    ['SINMINUSCULAS123', 'La contraseña debe incluir al menos una letra minúscula.'],
    ['SinNumerosAqui', 'La contraseña debe incluir al menos un número.'],
    [`Aa1${'x'.repeat(130)}`, 'La contraseña no puede superar 128 caracteres.'],
  ])('rejects %s with a Spanish reason', (password, message) => {
    expect(firstMessage(newPasswordSchema.safeParse(password))).toBe(message);
  });
});

describe('loginRequestSchema', () => {
  it('normalises the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' X@Y.CO', password: 'p' }).email).toBe('x@y.co');
  });

  it('asks for both fields in Spanish', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'El correo electrónico es obligatorio.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'La contraseña es obligatoria.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'no-es-correo', password: 'x' }))).toBe(
      'Ingresa un correo electrónico válido.',
    );
  });
});

describe('registerRequestSchema', () => {
  it('accepts a complete registration and writes the invitation code as stored', () => {
    const parsed = registerRequestSchema.parse({ ...validRegistration, invitationCode: ' andes-v7kq 3xr ' });
    expect(parsed.email).toBe('laura.gomez@andesenergia.co');
    expect(parsed.invitationCode).toBe('ANDESV7KQ3XR');
  });

  it('keeps no password: the link holder chooses it when confirming', () => {
    expect(
      registerRequestSchema.parse({ ...validRegistration, password: 'Travesia2026!' }),
    ).not.toHaveProperty('password');
  });

  it('treats an empty invitation code as absent', () => {
    expect(
      registerRequestSchema.parse({ ...validRegistration, invitationCode: '' }).invitationCode,
    ).toBeUndefined();
  });

  it.each([
    [
      'documento',
      '12.345',
      'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
    ],
    ['firstname', 'L', 'El nombre debe tener al menos 2 caracteres.'],
    ['last_name', ' ', 'El apellido debe tener al menos 2 caracteres.'],
    ['phone', 'abc', 'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.'],
  ])('rejects a bad %s', (field, value, message) => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...validRegistration, [field]: value }))).toBe(
      message,
    );
  });
});

describe('passwordResetConfirmSchema', () => {
  it('rejects a token that cannot be one of ours', () => {
    expect(
      firstMessage(passwordResetConfirmSchema.safeParse({ token: 'abc', password: 'Travesia2026!' })),
    ).toBe('El enlace de restablecimiento no es válido.');
  });
});
