import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoRequest, DemoRequestListResponse } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { DemoRequestsPage } from './demo-requests-page';

const FIRST_PAGE = 'GET /api/demo-requests?page=1&pageSize=20';
const SECOND_PAGE = 'GET /api/demo-requests?page=2&pageSize=20';

function buildRequest(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return {
    id: 7,
    name: 'Mariana Ospina',
    company: 'Textiles del Valle S.A.S.',
    email: 'mariana@textilesdelvalle.co',
    phone: '+57 310 555 0101',
    employees: '51-200',
    message: 'Viajamos cada semana a Bogotá.',
    createdAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

function pageOf(
  data: DemoRequest[],
  page: number,
  total: number,
): { status: number; body: DemoRequestListResponse } {
  return { status: 200, body: { data, page, pageSize: 20, total } };
}

function signInAs(role: 'operador' | 'administrador') {
  storeSignedInUser(
    buildUser(role, { email: role === 'operador' ? 'operador@travesia.co' : 'admin@andesenergia.co' }),
  );
}

function renderPage() {
  return renderWithProviders(<DemoRequestsPage />, { path: '/demo-requests' });
}

describe('DemoRequestsPage', () => {
  it('shows the operador each request with the ways to reach the person', async () => {
    signInAs('operador');
    mockFetch({ [FIRST_PAGE]: pageOf([buildRequest()], 1, 1) });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Solicitudes de demo' });
    const card = within(list).getByRole('article', { name: 'Textiles del Valle S.A.S.' });
    expect(within(card).getByText('Mariana Ospina')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'mariana@textilesdelvalle.co' })).toHaveAttribute(
      'href',
      'mailto:mariana@textilesdelvalle.co',
    );
    expect(within(card).getByRole('link', { name: '+57 310 555 0101' })).toHaveAttribute(
      'href',
      'tel:+573105550101',
    );
    expect(within(card).getByText('51 a 200 empleados')).toBeInTheDocument();
    expect(within(card).getByText('Viajamos cada semana a Bogotá.')).toBeInTheDocument();
    // 15:30 UTC is 10:30 in Bogotá.
    expect(within(card).getByText(/10:30/)).toHaveAttribute('datetime', '2026-03-02T15:30:00.000Z');
    expect(screen.getByText('1 solicitud, las más recientes primero.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de solicitudes' })).toBeNull();
  });

  it('moves through the pages', async () => {
    signInAs('operador');
    const { requests } = mockFetch({
      [FIRST_PAGE]: pageOf([buildRequest()], 1, 21),
      [SECOND_PAGE]: pageOf([buildRequest({ id: 1, company: 'Café de Origen' })], 2, 21),
    });
    renderPage();

    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(getIonButton('Siguiente'));

    expect(await screen.findByRole('article', { name: 'Café de Origen' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const listCalls = requests
      .map((request) => request.url)
      .filter((url) => url.startsWith('/api/demo-requests'));
    expect(listCalls).toEqual([
      '/api/demo-requests?page=1&pageSize=20',
      '/api/demo-requests?page=2&pageSize=20',
    ]);
  });

  it('says when there are no requests yet', async () => {
    signInAs('operador');
    mockFetch({ [FIRST_PAGE]: pageOf([], 1, 0) });
    renderPage();

    expect(await screen.findByText(/Aún no hay solicitudes de demo/)).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    signInAs('operador');
    mockFetch({ [FIRST_PAGE]: apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al procesar la solicitud');
  });
});
