import { describe, expect, it } from 'vitest';
import { formatPhone, phoneSchema, toE164 } from '../src';

describe('phone numbers', () => {
  it('keeps what people type as E.164, Colombian unless a country code says otherwise', () => {
    expect(toE164('310 555 0101')).toBe('+573105550101');
    expect(toE164('+57 (310) 555-0101')).toBe('+573105550101');
    expect(toE164('0057 310 555 0101')).toBe('+573105550101');
    expect(toE164('601 555 0101')).toBe('+576015550101');
    expect(toE164('+1 212 555 0123')).toBe('+12125550123');
    expect(toE164('+34 612 345 678')).toBe('+34612345678');
  });

  it('refuses what is not a number, with the Spanish message', () => {
    for (const text of ['123', '310 555', 'llámame', '+57 000 000 0000', '']) {
      expect(toE164(text), text).toBeNull();
    }
    expect(phoneSchema.safeParse('12-34').error?.issues[0]?.message).toBe(
      'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.',
    );
    expect(phoneSchema.parse(' 310 555 0101 ')).toBe('+573105550101');
  });

  it('shows a stored number grouped as people read it', () => {
    expect(formatPhone('+573105550101')).toBe('+57 310 5550101');
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
