import { hasRoleAtLeast, type Role } from '@travesia/domain';
import {
  airplaneOutline,
  bedOutline,
  checkmarkDoneOutline,
  documentTextOutline,
  mailUnreadOutline,
  peopleCircleOutline,
  peopleOutline,
  personCircleOutline,
  pieChartOutline,
  ticketOutline,
} from 'ionicons/icons';

export interface MenuItem {
  label: string;
  path: string;
  icon: string;
}

interface MenuEntry extends MenuItem {
  /** Who sees the entry: everyone, any signed-in user, or signed-in users from this role up. */
  audience: 'everyone' | 'signedIn' | Role;
}

// Spec §2.3, in its order. Entries a role may not use are hidden (the API refuses them anyway).
const MENU: readonly MenuEntry[] = [
  { label: 'Vuelos', path: '/flight-home', icon: airplaneOutline, audience: 'everyone' },
  { label: 'Hoteles', path: '/hotels', icon: bedOutline, audience: 'everyone' },
  { label: 'Mis Reservas', path: '/bookings', icon: ticketOutline, audience: 'signedIn' },
  { label: 'Centros de costos', path: '/cost-center/list', icon: pieChartOutline, audience: 'administrador' },
  {
    label: 'Aprobaciones de Viajes',
    path: '/travel-approvals',
    icon: checkmarkDoneOutline,
    audience: 'aprobador',
  },
  {
    label: 'Políticas de Viaje',
    path: '/travel-policies',
    icon: documentTextOutline,
    audience: 'administrador',
  },
  { label: 'Aprobadores', path: '/user-approvers', icon: peopleOutline, audience: 'administrador' },
  { label: 'Usuarios', path: '/company-users', icon: peopleCircleOutline, audience: 'administrador' },
  { label: 'Solicitudes de demo', path: '/demo-requests', icon: mailUnreadOutline, audience: 'operador' },
  { label: 'Mi perfil', path: '/profile', icon: personCircleOutline, audience: 'signedIn' },
];

/** The side-menu links for a visitor (null) or a signed-in user of the given role. */
export function getMenuItems(role: Role | null): MenuItem[] {
  return MENU.filter(({ audience }) => {
    if (audience === 'everyone') return true;
    if (role === null) return false;
    return audience === 'signedIn' || hasRoleAtLeast(role, audience);
  }).map(({ label, path, icon }) => ({ label, path, icon }));
}
