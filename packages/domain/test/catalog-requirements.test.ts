import { describe, expect, it } from 'vitest';
import { catalogRequirementsUpdateSchema, isRequiredChoiceMissing } from '../src';

describe('project client and expense type requirements', () => {
  it('asks for a choice only when the company requires it and has entries to choose from', () => {
    expect(isRequiredChoiceMissing(true, 2, undefined)).toBe(true);
    expect(isRequiredChoiceMissing(true, 2, 7)).toBe(false);
    expect(isRequiredChoiceMissing(false, 2, undefined)).toBe(false);
    expect(isRequiredChoiceMissing(true, 0, undefined)).toBe(false);
  });

  it('changes one flag or both, never none', () => {
    expect(catalogRequirementsUpdateSchema.safeParse({ 'expense-types': true }).success).toBe(true);
    const empty = catalogRequirementsUpdateSchema.safeParse({ companyId: 3 });
    expect(empty.error?.issues[0]?.message).toBe('Indica al menos un dato para cambiar.');
    const wrong = catalogRequirementsUpdateSchema.safeParse({ 'project-clients': 'sí' });
    expect(wrong.error?.issues[0]?.message).toBe('Indica si es obligatorio al reservar.');
  });
});
