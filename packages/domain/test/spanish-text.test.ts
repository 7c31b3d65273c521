import { describe, expect, it } from 'vitest';
import { guestSummary, travellersSummary } from '../src/hotels/guests';
import { countOf, endSentence, NOUNS, placeLabel, quoted } from '../src/intl/spanish-text';

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

describe('quoted', () => {
  it('leaves the sentence its one period after the closing guillemet', () => {
    expect(`Según las condiciones: ${quoted('No reembolsable.')}.`).toBe(
      'Según las condiciones: «No reembolsable».',
    );
    expect(quoted(' Cancelación gratuita hasta 48 horas antes ')).toBe(
      '«Cancelación gratuita hasta 48 horas antes»',
    );
  });
});

describe('countOf', () => {
  it('puts each counted noun in the singular for one and the plural otherwise', () => {
    const cases: [number, keyof typeof NOUNS, string][] = [
      [1, 'adult', '1 adulto'],
      [2, 'adult', '2 adultos'],
      [1, 'child', '1 niño'],
      [2, 'child', '2 niños'],
      [1, 'infant', '1 bebé'],
      [2, 'infant', '2 bebés'],
      [1, 'room', '1 habitación'],
      [2, 'room', '2 habitaciones'],
      [1, 'night', '1 noche'],
      [2, 'night', '2 noches'],
      [0, 'night', '0 noches'],
    ];
    for (const [count, noun, text] of cases) expect(countOf(count, NOUNS[noun])).toBe(text);
  });
});

describe('travellersSummary', () => {
  it('names who travels in proper number, leaving out children and infants when there are none', () => {
    expect(travellersSummary({ adults: 1, children: 0, infants: 0 })).toBe('1 adulto');
    expect(travellersSummary({ adults: 2, children: 1, infants: 2 })).toBe('2 adultos, 1 niño, 2 bebés');
    expect(travellersSummary({ adults: 3, children: 2, infants: 0 })).toBe('3 adultos, 2 niños');
  });

  it('leaves the guests selector its spelt summary (spec §2.9)', () => {
    expect(guestSummary({ adults: 2, children: 1, infants: 1 })).toBe('2 Adulto(s), 1 Niño(s), 1 Bebé(s)');
  });
});

describe('placeLabel', () => {
  it('writes a repeated part once, accents and case aside, and leaves out empty parts', () => {
    expect(placeLabel(['Calle 10 # 5-20, Medellín', 'Medellín', 'Colombia'])).toBe(
      'Calle 10 # 5-20, Medellín, Colombia',
    );
    expect(placeLabel(['Medellin', 'Medellín', 'Colombia'])).toBe('Medellin, Colombia');
    expect(placeLabel(['Singapur', 'Singapur'])).toBe('Singapur');
    expect(placeLabel(['Carrera 43A # 4 Sur-75', null, '', 'Colombia'])).toBe(
      'Carrera 43A # 4 Sur-75, Colombia',
    );
  });
});
