import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { buildUser, storeSignedInUser, TEST_TOKEN } from '../testing/fixtures';
import { currentLocation, renderWithProviders } from '../testing/render';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID, SideMenu } from './side-menu';

const ALL_ITEMS = [
  'Vuelos',
  'Hoteles',
  'Mis Reservas',
  'Centros de costos',
  'Aprobaciones de Viajes',
  'Políticas de Viaje',
  'Aprobadores',
  'Mi perfil',
  'Cerrar sesión',
];

function shownItems(): string[] {
  return ALL_ITEMS.filter((label) => screen.queryByText(label) !== null);
}

/** The menu, closed, with the content element it slides over. */
function renderClosedMenu(path = '/') {
  renderWithProviders(
    <>
      <SideMenu />
      <div id={MAIN_CONTENT_ID} />
    </>,
    { path },
  );
}

/** What Ionic tells the menu as it starts to open (its entries arrive then). */
async function startOpeningMenu() {
  const menu = await waitFor(() => {
    const element = document.querySelector('ion-menu');
    if (!element) throw new Error('No ion-menu yet.');
    return element;
  });
  fireEvent(menu, new CustomEvent('ionWillOpen'));
}

async function renderMenu(path = '/') {
  renderClosedMenu(path);
  await startOpeningMenu();
}

async function renderMenuFor(role: Role | null) {
  if (role) storeSignedInUser(buildUser(role));
  await renderMenu();
  // Ionic finishes rendering its elements asynchronously.
  await screen.findByText('Vuelos');
}

describe('SideMenu', () => {
  it('brings its entries with its first opening', async () => {
    renderClosedMenu();
    await screen.findByText('Menú');
    expect(screen.queryByText('Vuelos')).toBeNull();

    await startOpeningMenu();

    expect(await screen.findByText('Vuelos')).toBeInTheDocument();
  });

  it('opens from the end side', async () => {
    await renderMenuFor(null);

    expect(document.querySelector('ion-menu')).toHaveAttribute('side', 'end');
  });

  it('offers a visitor only Vuelos and Hoteles', async () => {
    await renderMenuFor(null);

    expect(shownItems()).toEqual(['Vuelos', 'Hoteles']);
  });

  it.each(['viajero', 'aprobador'] as const)(
    'shows a %s every entry of spec §2.3, each page then showing what they may see',
    async (role) => {
      await renderMenuFor(role);

      expect(shownItems()).toEqual(ALL_ITEMS);
    },
  );

  it.each(['administrador', 'operador'] as const)('shows every entry to an %s', async (role) => {
    await renderMenuFor(role);

    expect(shownItems()).toEqual(ALL_ITEMS);
  });

  it('links each entry to its route', async () => {
    await renderMenuFor('administrador');

    expect(screen.getByRole('link', { name: 'Centros de costos' })).toHaveAttribute(
      'href',
      '/cost-center/list',
    );
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
  });

  it('opens an entry in the app, without reloading the page', async () => {
    await renderMenuFor(null);

    await userEvent.click(screen.getByRole('link', { name: 'Hoteles' }));

    await waitFor(() => expect(currentLocation()).toBe('/hotels'));
  });

  it('logs out from "Cerrar sesión": revokes the session, forgets it and goes to /login', async () => {
    const { requests } = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    storeSignedInUser();
    await renderMenu('/bookings');

    await userEvent.click(await screen.findByText('Cerrar sesión'));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(localStorage.getItem('travesia-session')).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
    expect(shownItems()).toEqual(['Vuelos', 'Hoteles']);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });
});

describe('SideMenu closing', () => {
  it("gives focus back to the header's menu button once it has closed", async () => {
    renderWithProviders(
      <>
        <AppHeader />
        <SideMenu />
        <div id={MAIN_CONTENT_ID} />
      </>,
    );
    await startOpeningMenu();
    const menu = document.querySelector('ion-menu') as HTMLElement;
    const menuButton = document.querySelector('ion-menu-button') as HTMLElement;
    // Ionic blurs what had focus as the menu closes (Escape or its close button), then tells it has closed.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent(menu, new CustomEvent('ionDidClose', { detail: { role: 'backdrop' } }));

    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
