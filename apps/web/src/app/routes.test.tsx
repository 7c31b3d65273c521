import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@travesia/domain';
import { isAuthOnlyPath } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../testing/fixtures';
import { currentLocation, renderApp } from '../testing/render';
import { APP_ROUTES } from './routes';

const ONE_WAY_CHECKOUT = '/flight-checkout/BOG/MDE/2026-03-10/1/0/0/AV/9301/Y/1/07:00/08:05/389000';
const ROUND_TRIP_CHECKOUT =
  '/flight-checkout/BOG/MDE/2026-03-10/1/0/0/AV/9301/Y/1/07:00/08:05/2026-03-12/AV/9324/Y/18:00/19:05/742000';

/** A page's heading once its code (a lazy chunk, transformed on first use) has loaded. */
/**
 * A page's heading once its lazy module has loaded: on a loaded 2-core machine the first import of a page's modules
 * took over 3 s, so the wait is the test's, not a guess at the machine.
 */
async function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The checkout guard's alert once Ionic has presented it. */
async function findPresentedAlert() {
  const dialog = await screen.findByRole('alertdialog', { name: 'Iniciar Sesión Requerido' });
  const alert = dialog.closest('ion-alert');
  await waitFor(() => expect(alert).not.toHaveClass('overlay-hidden'));
  return { dialog, alert };
}

describe('route table', () => {
  it('lists every route of spec §2.1 once, plus the corporate hotels, demo requests, client companies, emission queue, suppliers, reports, hotel confirmation, sign-in settings, billing details, agency fees, single sign-on return and trip screens', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(51);
  });

  it('gives the hotel confirmation its own address behind the auth guard, like the flight one', () => {
    const confirmations = APP_ROUTES.filter((route) => route.path.endsWith('-confirmation/:booking'));
    expect(confirmations.map(({ path, guard }) => ({ path, guard }))).toEqual([
      { path: '/hotel-confirmation/:booking', guard: 'auth' },
      { path: '/flight-confirmation/:booking', guard: 'auth' },
    ]);
  });

  it('guards exactly the auth-only paths of the domain with the auth-only guard', () => {
    for (const { path, guard } of APP_ROUTES) {
      expect({ path, authOnly: guard === 'authOnly' }).toEqual({ path, authOnly: isAuthOnlyPath(path) });
    }
  });

  it('puts the checkout guard on both flight-checkout routes', () => {
    const checkouts = APP_ROUTES.filter((route) => route.path.startsWith('/flight-checkout/'));
    expect(checkouts.map((route) => route.guard)).toEqual(['flightCheckout', 'flightCheckout']);
  });
});

describe('guards', () => {
  it('shows public pages to a visitor', async () => {
    renderApp('/flight-home');

    expect(await findPageHeading('Vuelos')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Buscar vuelos' })).toBeInTheDocument();
  });

  it.each([
    '/bookings',
    '/profile',
    '/travel-approvals',
    '/booking-two',
    '/cost-center/list',
    '/cost-center/create',
    '/corporate-hotels',
    '/company-users',
    '/sign-in-settings',
    '/billing-details',
  ])('sends a visitor from %s to /login', async (path) => {
    renderApp(path);

    expect(await findPageHeading('Iniciar sesión')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it.each(['/login', '/login/1', '/login/sso', '/register', '/restore-pass'])(
    'sends a signed-in user from %s to /flight-home',
    async (path) => {
      storeSignedInUser();
      renderApp(path);

      expect(await findPageHeading('Vuelos')).toBeInTheDocument();
      expect(currentLocation()).toBe('/flight-home');
    },
  );

  it('lets a signed-in user into guarded pages', async () => {
    storeSignedInUser();
    renderApp('/bookings');

    expect(await findPageHeading('Mis Reservas')).toBeInTheDocument();
    expect(currentLocation()).toBe('/bookings');
  });

  it('sends unknown paths to the home page', async () => {
    renderApp('/no-existe/de-verdad');

    expect(await screen.findByText('Preguntas frecuentes')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});

describe('screens for a role and up', () => {
  it.each<[string, Role, string]>([
    ['/company-users', 'aprobador', 'No tienes permiso para administrar los usuarios de la empresa.'],
    ['/sign-in-settings', 'viajero', 'No tienes permiso para cambiar cómo inicia sesión la empresa.'],
    [
      '/billing-details',
      'aprobador',
      'No tienes permiso para cambiar los datos de facturación de la empresa.',
    ],
    ['/corporate-hotels', 'viajero', 'No tienes permiso para administrar hoteles corporativos.'],
    ['/cost-center/create', 'viajero', 'No tienes permiso para administrar centros de costos.'],
    [
      '/travel-policies/create',
      'aprobador',
      'No tienes permiso para crear o cambiar las políticas de viaje.',
    ],
    ['/reports', 'aprobador', 'Solo los administradores de la empresa pueden ver los reportes.'],
    ['/emission-queue', 'administrador', 'Solo el equipo de Travesía emite las reservas.'],
    ['/demo-requests', 'administrador', 'Solo el equipo de Travesía puede ver las solicitudes de demo.'],
    ['/client-companies/new', 'administrador', 'Solo el equipo de Travesía abre empresas clientes.'],
    ['/undelivered-mail', 'administrador', 'Solo el equipo de Travesía puede ver los correos no entregados.'],
    ['/suppliers', 'administrador', 'Solo el equipo de Travesía puede ver los proveedores.'],
    ['/agency-fees', 'administrador', 'Solo el equipo de Travesía fija las tarifas administrativas.'],
  ])(
    'keep %s from the %s, saying why, with a way back, and without loading the screen',
    async (path, role, refusal) => {
      storeSignedInUser(buildUser(role));
      const { requests } = mockFetch({});
      renderApp(path);

      expect(await findPageHeading('Acceso restringido')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(refusal);
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/flight-home');
      expect(currentLocation()).toBe(path);
      // Only the shell's own call (the notifications bell): nothing of the refused screen.
      expect(new Set(requests.map((request) => request.url.split('?')[0]))).toEqual(
        new Set(['/api/notifications']),
      );
    },
  );

  it('open them to the role', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({});
    renderApp('/corporate-hotels');

    expect(await findPageHeading('Hoteles corporativos')).toBeInTheDocument();
    expect(screen.queryByText('Acceso restringido')).not.toBeInTheDocument();
  });
});

describe('flight-checkout guard', () => {
  it('stops a visitor with the non-dismissable sign-in alert', async () => {
    renderApp(ONE_WAY_CHECKOUT);

    const { dialog, alert } = await findPresentedAlert();
    expect(dialog).toHaveTextContent(
      'Para continuar con la reserva de vuelo, necesitas iniciar sesión en tu cuenta.',
    );
    expect(alert).toHaveClass('ios');
    expect((alert as HTMLIonAlertElement).backdropDismiss).toBe(false);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancelar', 'Iniciar Sesión']);
    expect(screen.queryByRole('heading', { level: 1, name: 'Reserva de vuelo' })).not.toBeInTheDocument();
  });

  it('"Cancelar" goes to /flight-home', async () => {
    renderApp(ONE_WAY_CHECKOUT);
    const { dialog } = await findPresentedAlert();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(await findPageHeading('Vuelos')).toBeInTheDocument();
  });

  it('"Iniciar Sesión" goes to /login, also from the round-trip checkout', async () => {
    renderApp(ROUND_TRIP_CHECKOUT);
    const { dialog } = await findPresentedAlert();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(await findPageHeading('Iniciar sesión')).toBeInTheDocument();
  });

  it('lets a signed-in user through to both checkouts', async () => {
    storeSignedInUser();
    const { unmount } = renderApp(ONE_WAY_CHECKOUT);
    expect(await findPageHeading('Reserva de vuelo')).toBeInTheDocument();
    unmount();

    renderApp(ROUND_TRIP_CHECKOUT);
    expect(await findPageHeading('Reserva de vuelo de ida y vuelta')).toBeInTheDocument();
  });
});
