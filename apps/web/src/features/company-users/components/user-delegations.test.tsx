import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyUser, DelegationOverview } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { UserDelegations } from './user-delegations';

const CARLOS: CompanyUser = {
  ...buildUser('aprobador', { name: 'Carlos', last_name: 'Restrepo', email: 'aprobador@andesenergia.co' }),
  id: 4,
  is_active: true,
  signup_via: null,
  awaiting_approval: false,
};
const NONE: DelegationOverview = { granted: [], received: [], scopes: [] };
const CENTER = {
  id: 11,
  companyId: 1,
  code: 'OPS-100',
  name: 'Operaciones',
  budget: null,
  booked: 0,
  isActive: true,
};

function renderPanel() {
  return renderWithProviders(<UserDelegations user={CARLOS} colleagues={[CARLOS]} companyId={undefined} />, {
    path: '/company-users',
  });
}

afterEach(() => vi.restoreAllMocks());

describe('UserDelegations', () => {
  it("reads the user's delegations and makes them gestor de viajes of a cost center", async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'GET /api/delegations': { status: 200, body: NONE },
      'GET /api/admin/cost-centers': { status: 200, body: { data: [CENTER] } },
      'GET /api/admin/travel-groups': { status: 200, body: { data: [] } },
      'POST /api/delegations/scopes': {
        status: 201,
        body: {
          id: 5,
          delegate: { id: 4, name: 'Carlos Restrepo', email: 'aprobador@andesenergia.co' },
          scope: { kind: 'cost_center', id: 11, name: 'Operaciones' },
          right: 'book',
          endsOn: null,
          createdAt: '2026-12-02T12:00:00Z',
        },
      },
    });
    renderPanel();

    expect(
      await screen.findByText('No es gestor de viajes de ningún centro de costos ni grupo.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/delegations?userId=4')).toBe(true);
    const form = screen.getByRole('form', { name: 'Hacer a Carlos Restrepo gestor de viajes' });
    await userEvent.selectOptions(
      await within(form).findByLabelText('Centro de costos'),
      'OPS-100 · Operaciones',
    );
    await userEvent.click(getIonButton('Hacer gestor de viajes', form));

    expect(
      await screen.findByText('Carlos Restrepo ahora es gestor de viajes del centro de costos Operaciones.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        delegateId: 4,
        scopeKind: 'cost_center',
        scopeId: 11,
        right: 'book',
        endsOn: null,
      }),
    );
  });

  it('shows why the delegations did not load', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({ 'GET /api/delegations': apiError(404, 'NOT_FOUND', 'Usuario no encontrado.') });
    renderPanel();
    expect(await screen.findByText('Usuario no encontrado.')).toBeInTheDocument();
  });
});
