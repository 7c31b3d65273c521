import { describe, expect, it } from 'vitest';
import { getMenuItems } from './menu-items';

const labelsFor = (role: Parameters<typeof getMenuItems>[0]) => getMenuItems(role).map((item) => item.label);

describe('getMenuItems', () => {
  it('offers a visitor only flights and hotels', () => {
    expect(getMenuItems(null)).toEqual([
      expect.objectContaining({ label: 'Vuelos', path: '/flight-home' }),
      expect.objectContaining({ label: 'Hoteles', path: '/hotels' }),
    ]);
  });

  it.each(['viajero', 'aprobador'] as const)(
    'shows a %s every entry of spec §2.3, in its order, without the company users',
    (role) => {
      expect(getMenuItems(role)).toEqual([
        expect.objectContaining({ label: 'Vuelos', path: '/flight-home' }),
        expect.objectContaining({ label: 'Hoteles', path: '/hotels' }),
        expect.objectContaining({ label: 'Mis Reservas', path: '/bookings' }),
        expect.objectContaining({ label: 'Mis Viajes', path: '/trips' }),
        expect.objectContaining({ label: 'Centros de costos', path: '/cost-center/list' }),
        expect.objectContaining({ label: 'Aprobaciones de Viajes', path: '/travel-approvals' }),
        expect.objectContaining({ label: 'Políticas de Viaje', path: '/travel-policies' }),
        expect.objectContaining({ label: 'Aprobadores', path: '/user-approvers' }),
        expect.objectContaining({ label: 'Mi perfil', path: '/profile' }),
      ]);
    },
  );

  it.each(['administrador', 'operador'] as const)(
    'shows the whole menu to an %s, in the spec order',
    (role) => {
      // The agency's own entries are checked below.
      expect(
        getMenuItems(role).filter(
          ({ path }) =>
            ![
              '/emission-queue',
              '/demo-requests',
              '/client-companies',
              '/undelivered-mail',
              '/suppliers',
              '/agency-fees',
            ].includes(path),
        ),
      ).toEqual([
        expect.objectContaining({ label: 'Vuelos', path: '/flight-home' }),
        expect.objectContaining({ label: 'Hoteles', path: '/hotels' }),
        expect.objectContaining({ label: 'Mis Reservas', path: '/bookings' }),
        expect.objectContaining({ label: 'Mis Viajes', path: '/trips' }),
        expect.objectContaining({ label: 'Centros de costos', path: '/cost-center/list' }),
        expect.objectContaining({ label: 'Aprobaciones de Viajes', path: '/travel-approvals' }),
        expect.objectContaining({ label: 'Políticas de Viaje', path: '/travel-policies' }),
        expect.objectContaining({ label: 'Aprobadores', path: '/user-approvers' }),
        expect.objectContaining({ label: 'Usuarios', path: '/company-users' }),
        expect.objectContaining({ label: 'Inicio de sesión', path: '/sign-in-settings' }),
        expect.objectContaining({ label: 'Datos de facturación', path: '/billing-details' }),
        expect.objectContaining({ label: 'Hoteles corporativos', path: '/corporate-hotels' }),
        expect.objectContaining({ label: 'Reportes', path: '/reports' }),
        expect.objectContaining({ label: 'Mi perfil', path: '/profile' }),
      ]);
    },
  );

  it('leads the operador, and only the operador, to the client companies', () => {
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Empresas clientes', path: '/client-companies' }),
    );
    for (const role of [null, 'viajero', 'aprobador', 'administrador'] as const) {
      expect(labelsFor(role)).not.toContain('Empresas clientes');
    }
  });

  it('shows the undelivered e-mails and the suppliers to the operador only', () => {
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Correos no entregados', path: '/undelivered-mail' }),
    );
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Proveedores', path: '/suppliers' }),
    );
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Tarifas administrativas', path: '/agency-fees' }),
    );
    for (const role of [null, 'viajero', 'aprobador', 'administrador'] as const) {
      expect(labelsFor(role)).not.toContain('Correos no entregados');
      expect(labelsFor(role)).not.toContain('Proveedores');
      expect(labelsFor(role)).not.toContain('Tarifas administrativas');
    }
  });

  it('leads the operador, and only the operador, to the queue of bookings to emit', () => {
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Por emitir', path: '/emission-queue' }),
    );
    for (const role of [null, 'viajero', 'aprobador', 'administrador'] as const) {
      expect(labelsFor(role)).not.toContain('Por emitir');
    }
  });

  it('shows the demo requests to the operador only', () => {
    expect(getMenuItems('operador')).toContainEqual(
      expect.objectContaining({ label: 'Solicitudes de demo', path: '/demo-requests' }),
    );
    for (const role of [null, 'viajero', 'aprobador', 'administrador'] as const) {
      expect(labelsFor(role)).not.toContain('Solicitudes de demo');
    }
  });
});
