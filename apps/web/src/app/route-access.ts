import { hasRoleAtLeast, type Role } from '@travesia/domain';

/** Who may open a screen beyond being signed in, and what everyone else is told instead of the screen. */
export interface RouteAccess {
  minRole: Role;
  refusal: string;
}

const TRAVESIA_TEAM = 'operador';

/**
 * The screens for a role and up, by path: the route table shows the refusal in their place (the API refuses their
 * calls anyway) and the side menu leaves them out for everyone below the role.
 */
const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/company-users': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para administrar los usuarios de la empresa.',
  },
  '/sign-in-settings': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para cambiar cómo inicia sesión la empresa.',
  },
  '/billing-details': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para cambiar los datos de facturación de la empresa.',
  },
  '/corporate-hotels': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para administrar hoteles corporativos.',
  },
  '/cost-center/create': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para administrar centros de costos.',
  },
  '/travel-policies/create': {
    minRole: 'administrador',
    refusal: 'No tienes permiso para crear o cambiar las políticas de viaje.',
  },
  '/reports': {
    minRole: 'administrador',
    refusal: 'Solo los administradores de la empresa pueden ver los reportes.',
  },
  '/emission-queue': { minRole: TRAVESIA_TEAM, refusal: 'Solo el equipo de Travesía emite las reservas.' },
  '/demo-requests': {
    minRole: TRAVESIA_TEAM,
    refusal: 'Solo el equipo de Travesía puede ver las solicitudes de demo.',
  },
  '/client-companies': {
    minRole: TRAVESIA_TEAM,
    refusal: 'Solo el equipo de Travesía abre empresas clientes.',
  },
  '/client-companies/new': {
    minRole: TRAVESIA_TEAM,
    refusal: 'Solo el equipo de Travesía abre empresas clientes.',
  },
  '/undelivered-mail': {
    minRole: TRAVESIA_TEAM,
    refusal: 'Solo el equipo de Travesía puede ver los correos no entregados.',
  },
  '/agency-fees': {
    minRole: TRAVESIA_TEAM,
    refusal: 'Solo el equipo de Travesía fija las tarifas administrativas.',
  },
  '/suppliers': { minRole: TRAVESIA_TEAM, refusal: 'Solo el equipo de Travesía puede ver los proveedores.' },
};

/** What a signed-in user of this role is told instead of the screen at `path`, or null when they may open it. */
export function refusalFor(path: string, role: Role): string | null {
  const access = ROUTE_ACCESS[path];
  return access === undefined || hasRoleAtLeast(role, access.minRole) ? null : access.refusal;
}
