import { describe, expect, it } from 'vitest';
import { catalogRequirementsUpdateSchema, isChoiceRequired } from '../src';

describe('project client and expense type requirements', () => {
  it('asks for a choice only when the company requires it and has entries to choose from', () => {
    expect(isChoiceRequired(true, 2)).toBe(true);
    expect(isChoiceRequired(false, 2)).toBe(false);
    expect(isChoiceRequired(true, 0)).toBe(false);
  });

  it('changes one flag or both, never none', () => {
    expect(catalogRequirementsUpdateSchema.safeParse({ 'expense-types': true }).success).toBe(true);
    const empty = catalogRequirementsUpdateSchema.safeParse({ companyId: 3 });
    expect(empty.error?.issues[0]?.message).toBe('Indica al menos un dato para cambiar.');
    const wrong = catalogRequirementsUpdateSchema.safeParse({ 'project-clients': 'sí' });
    expect(wrong.error?.issues[0]?.message).toBe('Indica si es obligatorio al reservar.');
  });
});
