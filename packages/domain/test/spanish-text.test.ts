import { describe, expect, it } from 'vitest';
import { endSentence } from '../src/intl/spanish-text';

describe('endSentence', () => {
  it('closes a sentence with one period', () => {
    expect(endSentence('Hotel con tarifa negociada por Café del Sur')).toBe(
      'Hotel con tarifa negociada por Café del Sur.',
    );
  });

  it('adds no second period after a name that ends in an abbreviation', () => {
    expect(endSentence('Hotel con tarifa negociada por Andes Energía S.A.S.')).toBe(
      'Hotel con tarifa negociada por Andes Energía S.A.S.',
    );
  });

  it('keeps a closing question or exclamation mark and drops trailing spaces', () => {
    expect(endSentence('¿Viajas con Andes Energía S.A.S.? ')).toBe('¿Viajas con Andes Energía S.A.S.?');
    expect(endSentence('Bienvenido a Travesía!')).toBe('Bienvenido a Travesía!');
  });
});
