import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookableCostCenters } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { PAYMENT_OPTIONS, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { HotelCheckoutFormView } from './hotel-checkout-form';

const COST_CENTERS: BookableCostCenters = {
  data: [{ id: 1, code: 'OPS-100', name: 'Operaciones', budgetUsed: null }],
  lastUsedId: null,
};

function mockCatalogs(required: boolean) {
  mockFetch({
    'GET /api/payment/options': { status: 200, body: PAYMENT_OPTIONS },
    'GET /api/clientes-proyecto': {
      status: 200,
      body: {
        data: [
          { id: 4, code: 'ECOP-01', name: 'Ecopetrol – Parque solar Meta' },
          { id: 5, code: 'EPM-02', name: 'EPM – Subestación Antioquia' },
        ],
      },
    },
    'GET /api/admin/expense-types': {
      status: 200,
      body: [{ id: 9, code: 'VIA-NAL', name: 'Viáticos nacionales' }],
    },
    'GET /api/catalogs/requirements': {
      status: 200,
      body: { 'project-clients': required, 'expense-types': required },
    },
  });
}

function renderForm(costCenters = COST_CENTERS) {
  const onSubmit = vi.fn();
  storeSignedInUser();
  renderWithProviders(
    <HotelCheckoutFormView
      guest={{
        firstname: 'Laura',
        last_name: 'Gómez',
        documento: '1020304050',
        email: 'viajero@andesenergia.co',
        phone: '+57 310 555 0101',
      }}
      costCenters={costCenters}
      isOutOfPolicy={false}
      isPending={false}
      feedback={null}
      attempt={null}
      draftKey="hotel:test"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('HotelCheckoutFormView project client and expense type', () => {
  it('sends the chosen ones with the payment, and none when left as "Sin cliente"', async () => {
    mockCatalogs(false);
    const onSubmit = renderForm();
    const client = await screen.findByLabelText('Cliente del proyecto');
    expect(within(client).getByRole('option', { name: 'Sin cliente' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Centro de costos'), 'OPS-100 Operaciones');
    await userEvent.selectOptions(client, 'EPM-02 EPM – Subestación Antioquia');
    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      costCenterId: 1,
      projectClientId: 5,
      expenseTypeId: undefined,
    });
  });

  it('refuses to go on without them when the company requires both', async () => {
    mockCatalogs(true);
    const onSubmit = renderForm();
    await waitFor(() => expect(screen.getByLabelText(/Tipo de gasto/)).toBeRequired());
    await userEvent.selectOptions(screen.getByLabelText('Centro de costos'), 'OPS-100 Operaciones');
    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByText('Elige el cliente del proyecto.')).toBeInTheDocument();
    expect(screen.getByText('Elige el tipo de gasto.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('HotelCheckoutFormView cost center', () => {
  const centers = {
    data: [
      { id: 1, code: 'OPS-100', name: 'Operaciones', budgetUsed: 0.72 },
      { id: 2, code: 'COM-200', name: 'Comercial', budgetUsed: 1.62 },
      { id: 3, code: 'TEC-300', name: 'Tecnología', budgetUsed: null },
    ],
    lastUsedId: 1,
  };

  it('starts with the last one used and says how much of each budget is used, warning above it', async () => {
    mockCatalogs(false);
    renderForm(centers);
    const select = await screen.findByLabelText('Centro de costos');
    expect(select).toHaveValue('1');
    expect(screen.getByText('Usado: 72% del presupuesto del año.')).toBeInTheDocument();

    await userEvent.selectOptions(select, 'COM-200 Comercial');
    const warning = screen.getByText(/^Usado: 162% del presupuesto del año\./);
    expect(warning).toHaveTextContent('Este centro de costos ya superó su presupuesto.');
    expect(warning).toHaveClass('payment-fields__budget--warning');

    await userEvent.selectOptions(select, 'TEC-300 Tecnología');
    expect(screen.queryByText(/del presupuesto del año/)).not.toBeInTheDocument();
  });
});
