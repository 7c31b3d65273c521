import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PHONE_MESSAGE, DEMO_REQUEST_THANKS_MESSAGE } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { TourismFormPage } from './tourism-form-page';

const VALID_REQUEST = {
  'Nombre completo': 'Mariana Ospina',
  Empresa: 'Textiles del Valle S.A.S.',
  'Correo electrónico': 'Mariana@TextilesDelValle.co',
  Teléfono: '310 555 0101',
};

async function renderTourismForm() {
  renderWithProviders(<TourismFormPage />, { path: '/tourism-form', routePath: '/tourism-form' });
  await screen.findByLabelText('Nombre completo');
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

async function fillInValidRequest() {
  await fillIn(VALID_REQUEST);
  await userEvent.selectOptions(screen.getByLabelText('Número de empleados'), '51 a 200 empleados');
}

async function submit() {
  await userEvent.click(getIonButton('Solicitar demo'));
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

describe('TourismFormPage', () => {
  it('gives every required field its Spanish message and sends nothing', async () => {
    const { fetchMock } = mockFetch({});
    await renderTourismForm();

    await submit();

    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Escribe tu nombre (máximo 120 caracteres).',
        'Escribe el nombre de tu empresa (máximo 120 caracteres).',
        'El correo electrónico es obligatorio.',
        'El teléfono es obligatorio.',
        'Elige cuántos empleados tiene tu empresa.',
      ]),
    );
    expect(screen.getByLabelText('Número de empleados')).toHaveAccessibleDescription(
      'Elige cuántos empleados tiene tu empresa.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a phone that is neither Colombian nor international', async () => {
    mockFetch({});
    await renderTourismForm();

    await fillInValidRequest();
    await fillIn({ Teléfono: '12345' });
    await submit();

    await waitFor(() => expect(alertTexts()).toEqual([DEMO_PHONE_MESSAGE]));
  });

  it('keeps the honeypot away from people and screen readers', async () => {
    await renderTourismForm();

    expect(screen.queryByRole('textbox', { name: 'Sitio web' })).toBeNull();
    const trap = screen.getByLabelText('Sitio web', { selector: 'input' });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends the request and thanks the visitor by name', async () => {
    const { requests } = mockFetch({
      'POST /api/demo-requests': { status: 201, body: { message: DEMO_REQUEST_THANKS_MESSAGE } },
    });
    await renderTourismForm();

    await fillInValidRequest();
    await fillIn({ 'Mensaje (opcional)': 'Viajamos cada semana a Bogotá.' });
    await submit();

    const thanks = await screen.findByRole('heading', { name: '¡Gracias, Mariana Ospina!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(DEMO_REQUEST_THANKS_MESSAGE)).toBeInTheDocument();
    // The heading thanks the visitor; the rest says what happens next (it said "Gracias" twice).
    expect(screen.getAllByText(/gracias/i)).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Solicitar una demo' })).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.body).toEqual({
      name: 'Mariana Ospina',
      company: 'Textiles del Valle S.A.S.',
      email: 'mariana@textilesdelvalle.co',
      phone: '310 555 0101',
      employees: '51-200',
      message: 'Viajamos cada semana a Bogotá.',
      website: '',
    });
  });

  it('says when too many requests came from the same connection', async () => {
    const limit = 'Demasiados intentos. Intenta de nuevo en 42 minutos.';
    mockFetch({ 'POST /api/demo-requests': apiError(429, 'RATE_LIMITED', limit) });
    await renderTourismForm();

    await fillInValidRequest();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Ya recibimos varias solicitudes desde tu conexión. ${limit}`,
    );
    expect(screen.getByRole('form', { name: 'Solicitar una demo' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the request", async () => {
    const message = 'Ingresa un correo electrónico válido.';
    mockFetch({ 'POST /api/demo-requests': apiError(400, 'VALIDATION_ERROR', message) });
    await renderTourismForm();

    await fillInValidRequest();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
