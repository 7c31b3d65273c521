import type { Role } from '@travesia/domain';
import {
  airplaneOutline,
  barChartOutline,
  bedOutline,
  briefcaseOutline,
  businessOutline,
  cashOutline,
  checkmarkDoneOutline,
  documentTextOutline,
  keyOutline,
  mailUnreadOutline,
  mapOutline,
  peopleCircleOutline,
  peopleOutline,
  personCircleOutline,
  pieChartOutline,
  pulseOutline,
  receiptOutline,
  ticketOutline,
  timerOutline,
  warningOutline,
} from 'ionicons/icons';
import { refusalFor } from './route-access';

export interface MenuItem {
  label: string;
  path: string;
  icon: string;
}

interface MenuEntry extends MenuItem {
  /** Who sees the entry: everyone, or signed-in users who may open its screen (route-access.ts). */
  audience: 'everyone' | 'signedIn';
}

// Spec §2.3, in its order: every signed-in user sees its entries, and each page shows what that user may see
// and edit (a traveller reads their cost centers, policy and approvers). Company users, the agency's own
// entries and the operador's queue are hidden from roles that cannot open them (route-access.ts; the API
// refuses them anyway).
const MENU: readonly MenuEntry[] = [
  { label: 'Vuelos', path: '/flight-home', icon: airplaneOutline, audience: 'everyone' },
  { label: 'Hoteles', path: '/hotels', icon: bedOutline, audience: 'everyone' },
  { label: 'Mis Reservas', path: '/bookings', icon: ticketOutline, audience: 'signedIn' },
  // The same bookings grouped by trip, each trip's itinerary and calendar in one place (decision 075).
  { label: 'Mis Viajes', path: '/trips', icon: mapOutline, audience: 'signedIn' },
  { label: 'Centros de costos', path: '/cost-center/list', icon: pieChartOutline, audience: 'signedIn' },
  {
    label: 'Aprobaciones de Viajes',
    path: '/travel-approvals',
    icon: checkmarkDoneOutline,
    audience: 'signedIn',
  },
  {
    label: 'Políticas de Viaje',
    path: '/travel-policies',
    icon: documentTextOutline,
    audience: 'signedIn',
  },
  { label: 'Aprobadores', path: '/user-approvers', icon: peopleOutline, audience: 'signedIn' },
  { label: 'Usuarios', path: '/company-users', icon: peopleCircleOutline, audience: 'signedIn' },
  // How the company's people sign in (passwords or its identity provider), for those who may change it.
  { label: 'Inicio de sesión', path: '/sign-in-settings', icon: keyOutline, audience: 'signedIn' },
  // Who the company is for DIAN on the agency's invoices (issue 30), for those who may change it.
  { label: 'Datos de facturación', path: '/billing-details', icon: receiptOutline, audience: 'signedIn' },
  // The company's negotiated hotels, for those who may manage them (route-access.ts).
  { label: 'Hoteles corporativos', path: '/corporate-hotels', icon: businessOutline, audience: 'signedIn' },
  { label: 'Reportes', path: '/reports', icon: barChartOutline, audience: 'signedIn' },
  // The agency's own entries: approved bookings of every company wait here to be emitted.
  { label: 'Por emitir', path: '/emission-queue', icon: timerOutline, audience: 'signedIn' },
  { label: 'Solicitudes de demo', path: '/demo-requests', icon: mailUnreadOutline, audience: 'signedIn' },
  { label: 'Empresas clientes', path: '/client-companies', icon: briefcaseOutline, audience: 'signedIn' },
  { label: 'Correos no entregados', path: '/undelivered-mail', icon: warningOutline, audience: 'signedIn' },
  { label: 'Proveedores', path: '/suppliers', icon: pulseOutline, audience: 'signedIn' },
  // What the agency charges each company per product (decision 071).
  { label: 'Tarifas administrativas', path: '/agency-fees', icon: cashOutline, audience: 'signedIn' },
  { label: 'Mi perfil', path: '/profile', icon: personCircleOutline, audience: 'signedIn' },
];

/** The side-menu links for a visitor (null) or a signed-in user of the given role. */
export function getMenuItems(role: Role | null): MenuItem[] {
  return MENU.filter(({ audience, path }) => {
    if (audience === 'everyone') return true;
    if (role === null) return false;
    return refusalFor(path, role) === null;
  }).map(({ label, path, icon }) => ({ label, path, icon }));
}
