import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CorporateCard, PAYROLL_NOT_ENABLED_MESSAGE, type PaymentOptions } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, holdFetch, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { PaymentPage } from './payment-page';

const OPTIONS_URL = 'GET /api/payment/options';
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const VISA: CorporateCard = {
  id: 4,
  brand: 'visa',
  last4: '4242',
  holder: 'ANDES ENERGÍA SAS',
  expMonth: 9,
  expYear: 2030,
};

function options(
  overrides: Partial<PaymentOptions['payroll']> = {},
  cards: CorporateCard[] = [],
): PaymentOptions {
  return { payroll: { companyEnabled: true, authorization: null, ...overrides }, cards };
}

function renderPage() {
  return renderWithProviders(<PaymentPage />, { path: '/payment' });
}

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentPage', () => {
  it('tells a traveller when the company has not enabled payroll deduction, and hides the admin tools', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ [OPTIONS_URL]: { status: 200, body: options({ companyEnabled: false }) } });
    renderPage();

    expect(await screen.findByText(PAYROLL_NOT_ENABLED_MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByText('Tu empresa aún no tiene tarjetas corporativas registradas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Permitir el pago por descuento de nómina')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registrar tarjeta corporativa' })).not.toBeInTheDocument();
    expect(document.title).toBe('Pago | Travesía');
  });

  it('shows the loading state and then the error of the server', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { answer } = holdFetch();
    renderPage();
    expect(await screen.findByText('Cargando medios de pago...')).toBeInTheDocument();
    answer(
      '/api/payment/options',
      apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud').body,
      500,
    );
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });

  it('lets the traveller sign the authorization only with a cap and an explicit consent', async () => {
    storeSignedInUser(buildUser('viajero'));
    let current = options();
    const { requests } = mockFetch({
      [OPTIONS_URL]: () => ({ status: 200, body: current }),
      'PUT /api/payment/payroll-authorization': (request) => {
        const { amountCap } = request.body as { amountCap: number };
        current = options({ authorization: { id: 1, amountCap, signedAt: '2026-05-04T15:30:00.000Z' } });
        return { status: 200, body: current.payroll.authorization };
      },
    });
    renderPage();
    await screen.findByText('Para pagar tus viajes por nómina, firma la autorización de descuento.');

    await userEvent.click(getIonButton('Firmar autorización'));
    expect(await screen.findByText('Debes aceptar la autorización para firmarla.')).toBeInTheDocument();
    expect(screen.getByText(/El tope por reserva debe ser un valor en pesos/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await type('Tope por reserva (COP)', '800.000');
    await userEvent.click(screen.getByRole('checkbox', { name: /Autorizo a mi empresa a descontar/ }));
    await userEvent.click(getIonButton('Firmar autorización'));

    expect(
      await screen.findByText(/Autorización firmada con un tope de \$\s800\.000 por reserva\./),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      amountCap: 800_000,
      consent: true,
    });
    expect(await screen.findByText(/Firmaste la autorización el 4 de mayo de 2026/)).toBeInTheDocument();
  });

  it('revokes the authorization after an iOS confirmation', async () => {
    storeSignedInUser(buildUser('viajero'));
    let current = options({
      authorization: { id: 1, amountCap: 500_000, signedAt: '2026-05-04T15:30:00.000Z' },
    });
    const { requests } = mockFetch({
      [OPTIONS_URL]: () => ({ status: 200, body: current }),
      'DELETE /api/payment/payroll-authorization': () => {
        current = options();
        return { status: 204 };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByText('Revocar autorización', { selector: 'ion-button' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Revocar autorización' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Revocar' }));

    expect(await screen.findByText('Revocaste la autorización de descuento.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(
      await screen.findByText('Para pagar tus viajes por nómina, firma la autorización de descuento.'),
    ).toBeInTheDocument();
  });

  it('checks a card with the shared rules before sending it, then registers it', async () => {
    storeSignedInUser(buildUser('administrador'));
    let cards: CorporateCard[] = [];
    const { requests } = mockFetch({
      [OPTIONS_URL]: () => ({ status: 200, body: options({}, cards) }),
      'POST /api/payment/cards': () => {
        cards = [{ ...VISA, id: 9, brand: 'mastercard', last4: '5100' }];
        return { status: 201, body: cards[0] };
      },
    });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene tarjetas corporativas registradas.');

    await type('Número de la tarjeta', '5105 1051 0510 5101');
    await type('Código de seguridad', '12');
    await userEvent.click(getIonButton('Registrar tarjeta'));
    expect(await screen.findByText('El número de la tarjeta no es válido. Revísalo.')).toBeInTheDocument();
    expect(screen.getByText('El código de seguridad debe tener 3 o 4 dígitos.')).toBeInTheDocument();
    // Month and year each say so.
    expect(screen.getAllByText('Indica el mes (1 a 12) y el año de vencimiento.')).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await type('Número de la tarjeta', '5105 1051 0510 5100');
    expect(screen.getByText('Tarjeta Mastercard')).toBeInTheDocument();
    await type('Código de seguridad', '123');
    await userEvent.selectOptions(screen.getByLabelText('Mes de vencimiento'), '9');
    await userEvent.selectOptions(screen.getByLabelText('Año de vencimiento'), NEXT_YEAR);
    await type('Titular', 'Andes Energía SAS');
    await userEvent.click(getIonButton('Registrar tarjeta'));

    expect(await screen.findByText('Registramos la Mastercard terminada en 5100.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      number: '5105105105105100',
      expMonth: 9,
      expYear: Number(NEXT_YEAR),
      cvc: '123',
      holder: 'ANDES ENERGÍA SAS',
    });
    // The form starts over: nothing of the card stays in it.
    expect(screen.getByLabelText('Número de la tarjeta')).toHaveValue('');
    expect(await screen.findByText('ANDES ENERGÍA SAS · Vence 09/2030')).toBeInTheDocument();
  });

  it("shows the server's refusal of a card", async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [OPTIONS_URL]: { status: 200, body: options() },
      'POST /api/payment/cards': apiError(400, 'VALIDATION_ERROR', 'La tarjeta está vencida.'),
    });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene tarjetas corporativas registradas.');
    await type('Número de la tarjeta', '4242424242424242');
    await type('Código de seguridad', '123');
    await userEvent.selectOptions(screen.getByLabelText('Mes de vencimiento'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Año de vencimiento'), NEXT_YEAR);
    await type('Titular', 'Ana Martínez');
    await userEvent.click(getIonButton('Registrar tarjeta'));
    expect(await screen.findByText('La tarjeta está vencida.')).toBeInTheDocument();
  });

  it('deactivates a card after an iOS confirmation', async () => {
    storeSignedInUser(buildUser('administrador'));
    let cards = [VISA];
    const { requests } = mockFetch({
      [OPTIONS_URL]: () => ({ status: 200, body: options({}, cards) }),
      'DELETE /api/payment/cards/4': () => {
        cards = [];
        return { status: 204 };
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Tarjetas corporativas' });
    await userEvent.click(getIonButton('Desactivar', list));
    const alert = await screen.findByRole('alertdialog', { name: 'Desactivar tarjeta' });
    expect(alert).toHaveTextContent('La Visa terminada en 4242 ya no se podrá elegir para pagar reservas.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Desactivaste la Visa terminada en 4242.')).toBeInTheDocument();
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url === '/api/payment/cards/4'),
    ).toBe(true);
    expect(
      await screen.findByText('Tu empresa aún no tiene tarjetas corporativas registradas.'),
    ).toBeInTheDocument();
  });

  it('lets the administrator switch payroll deduction on', async () => {
    storeSignedInUser(buildUser('administrador'));
    let enabled = false;
    const { requests } = mockFetch({
      [OPTIONS_URL]: () => ({ status: 200, body: options({ companyEnabled: enabled }) }),
      'PUT /api/payment/payroll-settings': (request) => {
        enabled = (request.body as { enabled: boolean }).enabled;
        return { status: 200, body: { companyId: 1, enabled } };
      },
    });
    renderPage();
    const toggle = await screen.findByText('Permitir el pago por descuento de nómina');
    await userEvent.click(toggle.closest('ion-toggle') as HTMLElement);

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ enabled: true }),
    );
    expect(
      await screen.findByText(
        'Cada persona debe firmar su autorización en esta página antes de pagar por nómina.',
      ),
    ).toBeInTheDocument();
  });
});
