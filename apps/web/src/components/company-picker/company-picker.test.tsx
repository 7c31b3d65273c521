import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../testing/fetch-mock';
import { storeSignedInUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { CompanyPicker } from './company-picker';

const COMPANIES = {
  data: [
    { id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá', is_active: true },
    { id: 2, name: 'Café del Sur S.A.S.', city: 'Medellín', is_active: false },
  ],
};

describe('CompanyPicker', () => {
  it('lists the companies by name and reports the chosen one', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/companies': { status: 200, body: COMPANIES } });
    const onChange = vi.fn();
    renderWithProviders(<CompanyPicker companyId={1} onChange={onChange} />);

    const select = screen.getByLabelText('Empresa');
    await waitFor(() => expect(select).toBeEnabled());
    expect(screen.getByRole('option', { name: 'Andes Energía S.A.S. · Bogotá' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Café del Sur S.A.S. · Medellín (inactiva)' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, '2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says why the list could not be loaded', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/companies': apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderWithProviders(<CompanyPicker companyId={1} onChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al procesar la solicitud');
    expect(screen.getByLabelText('Empresa')).toBeDisabled();
  });
});
