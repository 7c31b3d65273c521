import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DelegationOverview } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { DelegationsSection } from './delegations-section';

const laura = { id: 3, name: 'Laura Gómez', email: 'viajero@andesenergia.co' };
const marta = { id: 7, name: 'Marta Díaz', email: 'asistente@andesenergia.co' };
const carlos = { id: 4, name: 'Carlos Restrepo', email: 'aprobador@andesenergia.co' };

const OVERVIEW: DelegationOverview = {
  granted: [
    {
      id: 1,
      traveller: laura,
      delegate: marta,
      right: 'manage',
      endsOn: null,
      createdAt: '2026-12-01T12:00:00Z',
    },
  ],
  received: [],
  scopes: [],
};

afterEach(() => vi.restoreAllMocks());

describe('DelegationsSection', () => {
  it('lists who books for me with their terms, and says when nobody is booked for', async () => {
    storeSignedInUser(buildUser());
    mockFetch({ 'GET /api/delegations': { status: 200, body: OVERVIEW } });
    renderWithProviders(<DelegationsSection />, { path: '/profile' });

    const granted = await screen.findByRole('list', { name: 'Quién puede reservar por mí' });
    expect(granted).toHaveTextContent('Marta Díaz');
    expect(granted).toHaveTextContent('Puede reservar, ver y cancelar mis viajes · Sin fecha de fin');
    expect(screen.getByText('Todavía no puedes reservar por nadie más.')).toBeInTheDocument();
  });

  it('shows why the list did not load', async () => {
    storeSignedInUser(buildUser());
    mockFetch({ 'GET /api/delegations': apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderWithProviders(<DelegationsSection />, { path: '/profile' });
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });

  it('asks for a colleague before sending, then delegates to the one chosen with its end date', async () => {
    storeSignedInUser(buildUser());
    const { requests } = mockFetch({
      'GET /api/delegations': { status: 200, body: OVERVIEW },
      'GET /api/delegations/colleagues': {
        status: 200,
        body: { data: [{ id: carlos.id, name: carlos.name, maskedEmail: 'ap•••@andesenergia.co' }] },
      },
      'POST /api/delegations': {
        status: 201,
        body: { ...OVERVIEW.granted[0], id: 2, delegate: carlos, right: 'book', endsOn: '2099-12-31' },
      },
    });
    renderWithProviders(<DelegationsSection />, { path: '/profile' });
    const form = await screen.findByRole('form', { name: 'Permitir que alguien reserve por mí' });

    await userEvent.click(getIonButton('Permitir', form));
    expect(await within(form).findByText('Elige a un compañero de la lista.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Compañero de la empresa'), 'res');
    await userEvent.click(await within(form).findByRole('button', { name: /Carlos Restrepo/ }));
    await userEvent.type(within(form).getByLabelText('Fecha de fin (opcional)'), '2099-12-31');
    await userEvent.click(getIonButton('Permitir', form));

    expect(await screen.findByText('Carlos Restrepo ya puede reservar por ti.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        delegateId: carlos.id,
        right: 'book',
        endsOn: '2099-12-31',
      }),
    );
    expect(requests.some((request) => request.url.includes('colleagues?q=res'))).toBe(true);
  });
});
