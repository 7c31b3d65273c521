import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingSummary, listOf } from '../../../testing/booking-fixtures';
import { apiError, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { BookingsPage } from './bookings-page';

const OWN = 'GET /api/me/bookings';

const PENDING = buildBookingSummary();
const EMITTED = buildBookingSummary({
  id: 'b2',
  locator: 'TRV-F0002',
  type: 'flight',
  status: 'emitted',
  title: 'Bogotá → Medellín',
  subtitle: 'AV 9340 · 1 pasajero',
  withinPolicy: true,
  outOfPolicyReason: null,
});

/** The bookings calls, without the header's notification polling. */
const bookingCalls = (requests: MockRequest[]) =>
  requests.filter((request) => /^\/api\/(me\/)?bookings\b/.test(request.url)).map((request) => request.url);

function renderPage() {
  return renderWithProviders(<BookingsPage />, { path: '/bookings' });
}

afterEach(() => vi.restoreAllMocks());

describe('BookingsPage', () => {
  it("lists the traveller's own bookings with a status chip, dates, total and policy", async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({ [OWN]: { status: 200, body: listOf([PENDING, EMITTED]) } });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Reservas' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Hotel Andes Centro',
      'Bogotá → Medellín',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Pendiente de aprobación')).toHaveClass(
      'booking-status-chip--pending_approval',
    );
    expect(within(first).getByText('Fuera de la política')).toBeInTheDocument();
    expect(
      within(first).getByText(/2 de dic de 2026 – 4 de dic de 2026 · Localizador TRV-H7K2Q/),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Emitida')).toHaveClass('booking-status-chip--emitted');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/bookings/${PENDING.id}`);
    expect(screen.getByText('2 reservas')).toBeInTheDocument();
    expect(bookingCalls(requests)).toEqual(['/api/me/bookings?page=1&pageSize=20']);
    expect(document.title).toBe('Mis Reservas | Travesía');
  });

  it('filters by status and type, and refuses a backwards date range', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({ [OWN]: { status: 200, body: listOf([PENDING]) } });
    renderPage();
    await screen.findByRole('list', { name: 'Reservas' });

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Emitida');
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Vuelo');
    await waitFor(() =>
      expect(bookingCalls(requests).at(-1)).toBe(
        '/api/me/bookings?status=emitted&type=flight&page=1&pageSize=20',
      ),
    );

    const calls = bookingCalls(requests).length;
    await userEvent.type(screen.getByLabelText('Viajes desde'), '2026-12-10');
    await userEvent.type(screen.getByLabelText('Viajes hasta'), '2026-12-01');
    expect(
      await screen.findByText('La fecha inicial no puede ser posterior a la final.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Viajes hasta')).toHaveAttribute('aria-invalid', 'true');
    // Only the valid "from" date reached the server.
    expect(
      bookingCalls(requests)
        .slice(calls)
        .every((url) => !url.includes('to=')),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(bookingCalls(requests).at(-1)).toBe('/api/me/bookings?page=1&pageSize=20'));
  });

  it('pages through the results', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({
      [OWN]: (request) =>
        request.url.includes('page=2')
          ? { status: 200, body: listOf([EMITTED], { page: 2, total: 21 }) }
          : { status: 200, body: listOf([PENDING], { page: 1, total: 21 }) },
    });
    renderPage();
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(getIonButton('Siguiente'));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bogotá → Medellín' })).toBeInTheDocument();
    expect(bookingCalls(requests).at(-1)).toContain('page=2');
  });

  it('says "más de 1.000" past the count limit and pages on while pages are full', async () => {
    storeSignedInUser(buildUser('viajero'));
    const fullPage = Array.from({ length: 20 }, (_, index) => buildBookingSummary({ id: `b${index}` }));
    mockFetch({
      [OWN]: (request) =>
        request.url.includes('page=2')
          ? { status: 200, body: listOf([EMITTED], { page: 2, total: 1001 }) }
          : { status: 200, body: listOf(fullPage, { page: 1, total: 1001 }) },
    });
    renderPage();
    expect(await screen.findByText('más de 1.000 reservas')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de más de 50')).toBeInTheDocument();
    await userEvent.click(getIonButton('Siguiente'));
    expect(await screen.findByText('Página 2 de más de 50')).toBeInTheDocument();
    expect(getIonButton('Siguiente')).toHaveProperty('disabled', true);
  });

  it("lets the administrator switch to the company's bookings, with each traveller named", async () => {
    storeSignedInUser(
      buildUser('administrador', { documento: '52300456', name: 'Ana', last_name: 'Martínez' }),
    );
    const { requests } = mockFetch({
      'GET /api/me/bookings': { status: 200, body: listOf([]) },
      'GET /api/bookings/company/1': { status: 200, body: listOf([PENDING]) },
    });
    renderPage();
    expect(
      await screen.findByText('Aún no tienes reservas. Busca un vuelo o un hotel para empezar.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText('Reservas de la empresa', { selector: 'ion-segment-button' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservas de la empresa' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Localizador TRV-H7K2Q · Laura Gómez/)).toBeInTheDocument();
    expect(bookingCalls(requests).at(-1)).toBe('/api/bookings/company/1?page=1&pageSize=20');
  });

  it('shows each booking’s project client and expense type, and downloads the filtered company CSV', async () => {
    storeSignedInUser(buildUser('administrador', { documento: '52300456' }));
    const BILLED = buildBookingSummary({
      projectClient: { id: 4, code: 'ECOP-01', name: 'Ecopetrol – Parque solar Meta' },
      expenseType: { id: 9, code: 'VIA-NAL', name: 'Viáticos nacionales' },
    });
    const { requests } = mockFetch({
      'GET /api/me/bookings': { status: 200, body: listOf([]) },
      'GET /api/bookings/company/1': { status: 200, body: listOf([BILLED]) },
    });
    const fetchMock = vi.mocked(fetch);
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/export')) {
        requests.push({
          method: 'GET',
          url: String(input),
          headers: new Headers(init?.headers),
          body: undefined,
        });
        return new Response('Localizador', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="reservas-2026-11-23.csv"',
          },
        });
      }
      return (fallback as typeof fetch)(input, init);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await screen.findByText('Aún no tienes reservas. Busca un vuelo o un hotel para empezar.');
    await userEvent.click(screen.getByText('Reservas de la empresa', { selector: 'ion-segment-button' }));

    expect(
      await screen.findByText(
        'Cliente del proyecto: Ecopetrol – Parque solar Meta · Tipo de gasto: Viáticos nacionales',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Pendiente de aprobación');
    await userEvent.click(await screen.findByText('Descargar CSV', { selector: 'ion-button, ion-button *' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'reservas-2026-11-23.csv',
    );
    expect(bookingCalls(requests).at(-1)).toBe('/api/bookings/company/1/export?status=pending_approval');
  });

  it("waits for the operador to choose a company instead of showing the agency's or their own", async () => {
    storeSignedInUser(buildUser('operador', { documento: '900100200' }));
    const { requests } = mockFetch({
      'GET /api/me/bookings': { status: 200, body: listOf([]) },
      'GET /api/companies': {
        status: 200,
        body: { data: [{ id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá', is_active: true }] },
      },
      'GET /api/bookings/company/1': { status: 200, body: listOf([PENDING]) },
    });
    renderPage();
    await screen.findByText('Aún no tienes reservas. Busca un vuelo o un hotel para empezar.');

    await userEvent.click(screen.getByText('Reservas de la empresa', { selector: 'ion-segment-button' }));
    expect(await screen.findByText('Elige una empresa.')).toBeInTheDocument();
    expect(screen.queryByText('Aún no tienes reservas. Busca un vuelo o un hotel para empezar.')).toBeNull();
    expect(bookingCalls(requests).some((url) => url.startsWith('/api/bookings/company'))).toBe(false);

    const picker = screen.getByLabelText('Empresa');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, '1');
    expect(await screen.findByText(/Localizador TRV-H7K2Q · Laura Gómez/)).toBeInTheDocument();
    expect(bookingCalls(requests).at(-1)).toBe('/api/bookings/company/1?page=1&pageSize=20');
  });

  it("shows the server's message when the list fails", async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ [OWN]: apiError(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
  });
});
