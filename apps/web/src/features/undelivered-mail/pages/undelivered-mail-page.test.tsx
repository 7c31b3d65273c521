import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UndeliveredMail } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { UndeliveredMailPage } from './undelivered-mail-page';

const LIST = 'GET /api/undelivered-mail';
const RETRY = 'POST /api/undelivered-mail/7/retry';

function buildMail(overrides: Partial<UndeliveredMail> = {}): UndeliveredMail {
  return {
    id: 7,
    to: 'aprobador@andesenergia.co',
    subject: 'Aprobación solicitada: Hotel Andino',
    status: 'dead',
    attempts: 8,
    error: 'connect ECONNREFUSED 10.0.0.5:587',
    createdAt: '2026-03-02T15:30:00.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

function signInAs(role: 'operador' | 'administrador') {
  storeSignedInUser(
    buildUser(role, { email: role === 'operador' ? 'operador@travesia.co' : 'admin@andesenergia.co' }),
  );
}

function renderPage() {
  return renderWithProviders(<UndeliveredMailPage />, { path: '/undelivered-mail' });
}

describe('UndeliveredMailPage', () => {
  it('shows each e-mail with its state and error, and re-queues a dead one', async () => {
    signInAs('operador');
    let isRequeued = false;
    const retrying = buildMail({
      id: 9,
      subject: 'Tu viaje fue aprobado',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-03-02T16:00:00.000Z',
    });
    const { requests } = mockFetch({
      [LIST]: () => ({
        status: 200,
        body: {
          data: isRequeued
            ? [buildMail({ status: 'pending', attempts: 0 }), retrying]
            : [buildMail(), retrying],
        },
      }),
      [RETRY]: () => {
        isRequeued = true;
        return { status: 200, body: buildMail({ status: 'pending', attempts: 0 }) };
      },
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Correos no entregados' });
    const dead = within(list).getByRole('article', { name: 'Aprobación solicitada: Hotel Andino' });
    expect(within(dead).getByText('aprobador@andesenergia.co')).toBeInTheDocument();
    expect(within(dead).getByText('Descartado tras 8 intentos.')).toBeInTheDocument();
    expect(within(dead).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    const pending = within(list).getByRole('article', { name: 'Tu viaje fue aprobado' });
    // 16:00 UTC is 11:00 in Bogotá.
    expect(
      within(pending).getByText(/Reintentando \(2 intentos\)\. Próximo intento: .*11:00/),
    ).toBeInTheDocument();
    expect(within(pending).queryByText('Reintentar')).toBeNull();
    expect(screen.getByText('2 correos, los más recientes primero.')).toBeInTheDocument();

    await userEvent.click(getIonButton('Reintentar', dead));
    expect(
      await screen.findByText(
        'El correo para aprobador@andesenergia.co volvió a la cola de envío: sale en el próximo minuto.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dead).queryByText('Descartado tras 8 intentos.')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/undelivered-mail/7/retry',
    ]);
  });

  it("shows the server's message when a retry is refused", async () => {
    signInAs('operador');
    mockFetch({
      [LIST]: { status: 200, body: { data: [buildMail()] } },
      [RETRY]: apiError(409, 'CONFLICT', 'Este correo ya se entregó.'),
    });
    renderPage();

    await screen.findByRole('list', { name: 'Correos no entregados' });
    await userEvent.click(getIonButton('Reintentar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este correo ya se entregó.');
  });

  it('says when every e-mail was delivered', async () => {
    signInAs('operador');
    mockFetch({ [LIST]: { status: 200, body: { data: [] } } });
    renderPage();

    expect(await screen.findByText(/Todos los correos se entregaron/)).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    signInAs('operador');
    mockFetch({ [LIST]: apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al procesar la solicitud');
  });
});
