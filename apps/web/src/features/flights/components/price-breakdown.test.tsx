import { buildFamily } from '@travesia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fareLines } from './price-breakdown';

describe('fareLines', () => {
  it('says who the fare is for in proper Spanish number, not "Adulto(s)"', () => {
    const family = buildFamily();
    expect(fareLines(family, [], { adults: 1, children: 0, infants: 0 }, 1)[0]?.detail).toBe('1 adulto');
    expect(fareLines(family, [], { adults: 2, children: 1, infants: 1 }, 1)[0]?.detail).toBe(
      '2 adultos, 1 niño, 1 bebé',
    );
  });
});
