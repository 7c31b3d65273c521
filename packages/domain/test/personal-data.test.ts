import { describe, expect, it } from 'vitest';
import { personalDataUpdateSchema } from '../src';

const valid = {
  firstname: ' Laura ',
  last_name: 'Gómez Pérez',
  phone: '+57 310 555 0101',
  document: { type: 'CC', number: '1020304050' },
};

describe('personalDataUpdateSchema', () => {
  it('trims the names and keeps the document', () => {
    expect(personalDataUpdateSchema.parse(valid)).toEqual({
      ...valid,
      firstname: 'Laura',
      phone: '+573105550101',
    });
  });

  it('answers each bad field in Spanish', () => {
    const messages = personalDataUpdateSchema
      .safeParse({ firstname: 'L', last_name: '', phone: 'abc', document: { type: 'PA', number: 'AB12' } })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'El nombre debe tener al menos 2 caracteres.',
      'El apellido debe tener al menos 2 caracteres.',
      'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.',
      'Elige el tipo de documento.',
      'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
    ]);
  });
});
