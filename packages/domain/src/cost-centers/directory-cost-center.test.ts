import { describe, expect, it } from 'vitest';
import { costCenterNamedBy } from './directory-cost-center';

const CENTERS = [
  { id: 1, code: 'CC-100', name: 'Comercial' },
  { id: 2, code: 'OPS', name: 'Operaciones' },
  { id: 3, code: 'Comercial', name: 'Ventas' },
];

describe('costCenterNamedBy', () => {
  it('takes the center whose code the text is, before one whose name is', () => {
    expect(costCenterNamedBy(CENTERS, 'comercial')?.id).toBe(3);
    expect(costCenterNamedBy(CENTERS, ' cc-100 ')?.id).toBe(1);
  });

  it('falls back to the name, regardless of case', () => {
    expect(costCenterNamedBy(CENTERS, 'OPERACIONES')?.id).toBe(2);
  });

  it('names nothing for an empty, unknown or missing text', () => {
    expect(costCenterNamedBy(CENTERS, 'Finanzas')).toBeNull();
    expect(costCenterNamedBy(CENTERS, '  ')).toBeNull();
    expect(costCenterNamedBy(CENTERS, null)).toBeNull();
  });
});
