import { describe, expect, it } from 'vitest';
import {
  DEMO_PHONE_MESSAGE,
  demoRequestSchema,
  describeEmployeeRange,
  isHoneypotFilled,
  isValidDemoPhone,
} from '../src/demo-requests/demo-request';

const VALID = {
  name: 'Mariana Ospina',
  company: 'Textiles del Valle',
  email: 'mariana@textiles.co',
  phone: '310 555 0101',
  employees: '1-50',
};

describe('isValidDemoPhone', () => {
  it.each([
    '3105550101',
    '310 555 0101',
    '+57 310 555 0101',
    '57 310-555-0101',
    '601 234 5678',
    '(604) 444 1234',
    '+1 (305) 555-0100',
    '+34 612 345 678',
    '+5215512345678',
  ])('accepts %s', (phone) => {
    expect(isValidDemoPhone(phone)).toBe(true);
  });

  it.each([
    '',
    '12345',
    '310 555 010',
    '210 555 0101',
    '+57 210 555 0101',
    '+57 1 234 5678',
    '1 305 555 0100',
    '+0 305 555 0100',
    '+1234567',
    'tel: 310 555 0101',
  ])('refuses %s', (phone) => {
    expect(isValidDemoPhone(phone)).toBe(false);
  });
});

describe('demoRequestSchema', () => {
  it('trims the fields, lower-cases the e-mail and drops an empty message', () => {
    expect(
      demoRequestSchema.parse({
        ...VALID,
        name: '  Mariana Ospina ',
        email: ' Mariana@Textiles.CO',
        message: '  ',
      }),
    ).toEqual({ ...VALID, message: undefined });
  });

  it('explains a wrong phone and an unknown employee range in Spanish', () => {
    const result = demoRequestSchema.safeParse({ ...VALID, phone: '123', employees: '10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      DEMO_PHONE_MESSAGE,
      'Elige cuántos empleados tiene tu empresa.',
    ]);
  });

  it('accepts a filled honeypot, which isHoneypotFilled then flags', () => {
    const bot = demoRequestSchema.parse({ ...VALID, website: 'http://spam.example' });
    expect(isHoneypotFilled(bot)).toBe(true);
    expect(isHoneypotFilled(demoRequestSchema.parse({ ...VALID, website: ' ' }))).toBe(false);
    expect(isHoneypotFilled(demoRequestSchema.parse(VALID))).toBe(false);
  });
});

describe('describeEmployeeRange', () => {
  it('names each range in words', () => {
    expect(describeEmployeeRange('201-1000')).toBe('201 a 1.000 empleados');
    expect(describeEmployeeRange('Más de 1000')).toBe('Más de 1.000 empleados');
    expect(describeEmployeeRange('otro')).toBe('otro');
  });
});
