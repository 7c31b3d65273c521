import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminPolicy, formatCop } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { TravelPoliciesPage } from './travel-policies-page';

const HOTEL: AdminPolicy = {
  id: 11,
  company_id: 1,
  kind: 'hotel',
  type: 'NACIONAL',
  time_min: 3,
  price_max: 450_000,
  stars_max: 4,
  group_id: null,
  group_name: null,
  is_active: true,
};
const FLIGHT: AdminPolicy = {
  ...HOTEL,
  id: 12,
  kind: 'flight',
  type: 'AMBOS',
  time_min: 1,
  price_max: 900_000,
  stars_max: null,
  group_id: 4,
  group_name: 'Directivos',
  is_active: false,
};
const COMPANY_URL = 'GET /api/admin/policies/company/1';
const ADMIN_LISTS = {
  'GET /api/admin/travel-groups': { status: 200, body: { data: [] } },
  'GET /api/admin/travel-groups/members': { status: 200, body: { data: [] } },
  'GET /api/admin/out-of-policy-reasons': {
    status: 200,
    body: { data: [{ id: 1, company_id: 1, code: 'OTRO', label: 'Otro', is_active: true }] },
  },
};

/** toHaveTextContent compares with the non-breaking spaces of the amounts turned into plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

function renderPage() {
  return renderWithProviders(<TravelPoliciesPage />, { path: '/travel-policies' });
}

afterEach(() => vi.restoreAllMocks());

describe('TravelPoliciesPage', () => {
  it('lists the rules by kind with type, advance days, COP cap, stars, group and state', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [COMPANY_URL]: { status: 200, body: { company_id: 1, hotel: [HOTEL], flight: [FLIGHT] } },
      ...ADMIN_LISTS,
    });
    renderPage();

    const hotels = await screen.findByRole('list', { name: 'Políticas de hoteles' });
    const hotel = within(hotels).getByRole('listitem');
    expect(within(hotel).getByRole('heading').textContent).toBe('NacionalActiva');
    expect(
      within(hotel).getByText(`${formatCop(450_000)} por noche`, {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    expect(within(hotel).getByText('3 días')).toBeInTheDocument();
    expect(within(hotel).getByText('Hasta 4 estrellas')).toBeInTheDocument();
    expect(within(hotel).getByText('Toda la empresa')).toBeInTheDocument();

    const flight = within(screen.getByRole('list', { name: 'Políticas de vuelos' })).getByRole('listitem');
    expect(within(flight).getByText('Grupo Directivos')).toBeInTheDocument();
    expect(within(flight).getByText('Inactiva')).toBeInTheDocument();
    expect(within(flight).getByText('Reactivar')).toBeInTheDocument();
    expect(await screen.findByText('Otro')).toBeInTheDocument();
    expect(document.title).toBe('Políticas de Viaje | Travesía');
  });

  it('shows which rule decides national and international trips, for the company and each group', async () => {
    storeSignedInUser(buildUser('administrador'));
    const companyWide: AdminPolicy = { ...FLIGHT, id: 21, group_id: null, group_name: null, is_active: true };
    const groupNational: AdminPolicy = {
      ...FLIGHT,
      id: 22,
      type: 'NACIONAL',
      price_max: 1_500_000,
      is_active: true,
    };
    mockFetch({
      [COMPANY_URL]: {
        status: 200,
        body: { company_id: 1, hotel: [HOTEL], flight: [companyWide, groupNational] },
      },
      ...ADMIN_LISTS,
    });
    renderPage();

    const flights = await screen.findByRole('table', {
      name: /Qué política se aplica a cada viaje \(vuelos\)/,
    });
    const rows = within(flights)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows.slice(1)).toEqual([
      `Toda la empresaNacional e internacional (hasta ${spaced(formatCop(900_000))})Nacional e internacional (hasta ${spaced(formatCop(900_000))})`,
      `Grupo DirectivosNacional (hasta ${spaced(formatCop(1_500_000))})Nacional e internacional (hasta ${spaced(formatCop(900_000))}, de toda la empresa)`,
    ]);
    const hotels = screen.getByRole('table', { name: /\(hoteles\)/ });
    expect(within(hotels).getAllByRole('row')[1]).toHaveTextContent('Sin política: todo queda dentro');
  });

  it('shows the loading and then the empty state', async () => {
    storeSignedInUser(buildUser('administrador'));
    let answer: (response: Response) => void = () => {};
    const empty = { company_id: 1, hotel: [], flight: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/api/admin/policies/company/')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(
              new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } }),
            ),
      ),
    );
    renderPage();

    expect(await screen.findByText('Cargando políticas de viaje...')).toBeInTheDocument();
    answer(new Response(JSON.stringify(empty), { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('Tu empresa aún no tiene políticas de viaje.')).toBeInTheDocument();
  });

  it('reactivates a rule with PATCH {is_active: true}', async () => {
    storeSignedInUser(buildUser('administrador'));
    let isActive = false;
    const { requests } = mockFetch({
      [COMPANY_URL]: () => ({
        status: 200,
        body: { company_id: 1, hotel: [], flight: [{ ...FLIGHT, is_active: isActive }] },
      }),
      'PATCH /api/admin/policies/12': () => {
        isActive = true;
        return { status: 200, body: { ...FLIGHT, is_active: true } };
      },
      ...ADMIN_LISTS,
    });
    renderPage();
    await screen.findByText('Inactiva');

    await userEvent.click(getIonButton('Reactivar'));

    await waitFor(() => expect(screen.getByText('Activa')).toBeInTheDocument());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ is_active: true });
  });

  it('shows a traveller the rules read-only, with no edit controls', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({
      [COMPANY_URL]: { status: 200, body: { company_id: 1, hotel: [HOTEL], flight: [] } },
      'GET /api/me/policy-rules': {
        status: 200,
        body: {
          hotel: [{ type: 'NACIONAL', time_min: 3, price_max: 450_000, stars_max: 4 }],
          flight: [{ type: 'INTERNACIONAL', time_min: 1, price_max: 900_000 }],
        },
      },
    });
    renderPage();

    expect(
      await screen.findByRole('list', { name: 'Tus reglas de hoteles' }, { timeout: 5_000 }),
    ).toHaveTextContent(
      `Nacional: hasta ${spaced(formatCop(450_000))} por noche, con 3 días de anticipación, hasta 4 estrellas.`,
    );
    expect(screen.getByRole('list', { name: 'Tus reglas de vuelos' })).toHaveTextContent(
      `Internacional: hasta ${spaced(formatCop(900_000))} por tiquete de adulto, con 1 día de anticipación.`,
    );
    await screen.findByRole('list', { name: 'Políticas de hoteles' });
    expect(
      screen.getByText(
        'Solo el administrador de tu empresa puede crear o cambiar las políticas de viaje. Aquí puedes consultarlas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Editar')).not.toBeInTheDocument();
    expect(screen.queryByText('Nueva política')).not.toBeInTheDocument();
    expect(screen.queryByText('Grupos de viaje')).not.toBeInTheDocument();
    expect(
      requests
        .map((request) => request.url)
        .filter((url) => url.startsWith('/api/admin/') || url.startsWith('/api/me/'))
        .sort(),
    ).toEqual(['/api/admin/policies/company/1', '/api/me/policy-rules']);
  });
});
