import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { OutOfPolicyReasonsSection } from './out-of-policy-reasons-section';

const REASONS_URL = 'GET /api/admin/out-of-policy-reasons';

afterEach(() => vi.restoreAllMocks());

describe('OutOfPolicyReasonsSection', () => {
  it('adds a reason when Enter is pressed in its last field, as the other forms do', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [REASONS_URL]: { status: 200, body: { data: [] } },
      'POST /api/admin/out-of-policy-reasons': {
        status: 201,
        body: { id: 7, company_id: 1, code: 'EVENTO', label: 'Evento del cliente', is_active: true },
      },
    });
    renderWithProviders(<OutOfPolicyReasonsSection companyId={1} />);

    const form = await screen.findByRole('form', { name: 'Nuevo motivo' });
    await userEvent.type(within(form).getByLabelText(/Código/), 'EVENTO');
    await userEvent.type(within(form).getByLabelText(/^Motivo/), 'Evento del cliente{Enter}');

    expect(await screen.findByText('Se agregó el motivo «Evento del cliente».')).toBeVisible();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'EVENTO', label: 'Evento del cliente', company_id: 1 });
    await waitFor(() => expect(within(form).getByLabelText(/Código/)).toHaveValue(''));
  });
});
