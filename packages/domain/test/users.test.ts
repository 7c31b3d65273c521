import { describe, expect, it } from 'vitest';
import {
  type AdminUser,
  canActAcrossCompanies,
  hasRoleAtLeast,
  placeholderCompany,
  toStoredUser,
} from '../src';

const laura: AdminUser = {
  documento: '1020304050',
  name: 'Laura',
  last_name: 'Gómez',
  email: 'viajero@andesenergia.co',
  phone: '+57 310 555 0101',
  company: null,
  id_company: 7,
  aprobadores: [
    { documento: '79800123', name: 'Carlos', last_name: 'Restrepo', email: 'aprobador@andesenergia.co' },
  ],
  role: 'viajero',
};

describe('roles', () => {
  it('are ordered from traveller to agency operator', () => {
    expect(hasRoleAtLeast('viajero', 'aprobador')).toBe(false);
    expect(hasRoleAtLeast('aprobador', 'aprobador')).toBe(true);
    expect(hasRoleAtLeast('administrador', 'aprobador')).toBe(true);
    expect(hasRoleAtLeast('administrador', 'operador')).toBe(false);
    expect(hasRoleAtLeast('operador', 'administrador')).toBe(true);
  });

  it('let only the operator work across companies', () => {
    expect(canActAcrossCompanies('operador')).toBe(true);
    expect(canActAcrossCompanies('administrador')).toBe(false);
  });
});

describe('toStoredUser', () => {
  it('maps the admin user to the stored shape, building a placeholder company when it is missing', () => {
    const stored = toStoredUser(laura);
    expect(stored).toMatchObject({
      nationalId: '1020304050',
      name: 'Laura Gómez',
      firstname: 'Laura',
      email: 'viajero@andesenergia.co',
      phone: '+57 310 555 0101',
    });
    expect(stored.company).toEqual(placeholderCompany(7));
    expect(stored.company.id).toBe(7);
    expect(stored.aprobadores).toHaveLength(1);
  });
});
