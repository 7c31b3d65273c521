import { describe, expect, it } from 'vitest';
import {
  type AdminUser,
  canActAcrossCompanies,
  canGrantRoleInCompany,
  grantableRoles,
  hasRoleAtLeast,
  inviteeStandingOf,
  isRoleRaise,
  listRoleNames,
  OPERATOR_OUTSIDE_AGENCY_MESSAGE,
  parseUserCsv,
  placeholderCompany,
  roleGrantRefusal,
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

describe('the CSV role message', () => {
  const csv = 'email,firstname,last_name,documento,role\na@b.co,Ana,Pérez,1234567,gerente';

  it('lists only the roles the actor may give', () => {
    const company = { actorCompanyId: 2, targetCompanyId: 2 };
    expect(parseUserCsv(csv, 'administrador', company).rows[0]?.errors).toEqual([
      'El rol debe ser viajero, aprobador o administrador.',
    ]);
    expect(parseUserCsv(csv, 'operador', { actorCompanyId: 1, targetCompanyId: 1 }).rows[0]?.errors).toEqual([
      'El rol debe ser viajero, aprobador, administrador u operador.',
    ]);
  });

  it('joins the names in Spanish', () => {
    expect(listRoleNames(['viajero'])).toBe('viajero');
    expect(listRoleNames(['viajero', 'aprobador'])).toBe('viajero o aprobador');
    expect(listRoleNames(['viajero', 'aprobador', 'administrador', 'operador'])).toBe(
      'viajero, aprobador, administrador u operador',
    );
  });
});

describe('isRoleRaise', () => {
  it('is true only for a role above the current one', () => {
    expect(isRoleRaise('viajero', 'administrador')).toBe(true);
    expect(isRoleRaise('aprobador', 'administrador')).toBe(true);
    expect(isRoleRaise('viajero', 'aprobador')).toBe(true);
    expect(isRoleRaise('administrador', 'administrador')).toBe(false);
    expect(isRoleRaise('administrador', 'viajero')).toBe(false);
  });
});

describe('granting roles', () => {
  const own = { actorCompanyId: 1, targetCompanyId: 1 };
  const client = { actorCompanyId: 1, targetCompanyId: 2 };

  it('lets the operator make operators only in the agency’s own company', () => {
    expect(canGrantRoleInCompany('operador', 'operador', own)).toBe(true);
    expect(canGrantRoleInCompany('operador', 'operador', client)).toBe(false);
    expect(roleGrantRefusal('operador', 'operador', client)).toBe(OPERATOR_OUTSIDE_AGENCY_MESSAGE);
    expect(canGrantRoleInCompany('operador', 'administrador', client)).toBe(true);
  });

  it('keeps the role rule: administrators never make operators, approvers grant nothing', () => {
    expect(roleGrantRefusal('administrador', 'operador', own)).toBe('No puedes asignar el rol Operador.');
    expect(canGrantRoleInCompany('administrador', 'aprobador', own)).toBe(true);
    expect(canGrantRoleInCompany('aprobador', 'viajero', own)).toBe(false);
  });

  it('checks a CSV’s operador rows against the company when it is given', () => {
    const csv = 'email,firstname,last_name,documento,role\na@b.co,Ana,Pérez,1234567,operador';
    expect(parseUserCsv(csv, 'operador', client).rows[0]?.errors).toEqual([OPERATOR_OUTSIDE_AGENCY_MESSAGE]);
    expect(parseUserCsv(csv, 'operador', own).rows[0]?.errors).toEqual([]);
  });
});

describe('inviteeStandingOf', () => {
  it('tells the administrator only about their own company’s accounts', () => {
    expect(inviteeStandingOf(undefined, 7)).toBe('new');
    expect(inviteeStandingOf(7, 7)).toBe('member');
    // Another company's account is answered as a new address: only its owner learns of the attempt.
    expect(inviteeStandingOf(8, 7)).toBe('elsewhere');
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

describe('role pickers per company', () => {
  it('offers Operador only in the agency’s own company', () => {
    expect(grantableRoles('operador', { actorCompanyId: 3, targetCompanyId: 3 })).toContain('operador');
    expect(grantableRoles('operador', { actorCompanyId: 3, targetCompanyId: 1 })).toEqual([
      'viajero',
      'aprobador',
      'administrador',
    ]);
    expect(grantableRoles('administrador', { actorCompanyId: 1, targetCompanyId: 1 })).not.toContain(
      'operador',
    );
  });
});
