import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoment } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { ScimTokenSection } from './scim-token-section';

const STATUS_URL = 'GET /api/admin/scim-token?companyId=1';
const ISSUE_URL = 'POST /api/admin/scim-token';
const BASE_URL = 'https://app.travesia.co/scim/v2';
const CREATED_AT = '2026-11-30T15:04:00.000Z';
const TOKEN = 'scim_Xq3p9vLw2mTz8RkY4nB6cD1eF5gH7jK0aS2dQ9wE4rT';

const noToken = { status: 200, body: { baseUrl: BASE_URL, current: null } };
const withToken = (lastUsedAt: string | null) => ({
  status: 200,
  body: { baseUrl: BASE_URL, current: { createdAt: CREATED_AT, lastUsedAt } },
});
const issued = {
  status: 201,
  body: {
    baseUrl: BASE_URL,
    current: { createdAt: '2026-12-02T10:00:00.000Z', lastUsedAt: null },
    token: TOKEN,
  },
};

function renderSection() {
  storeSignedInUser(buildUser('administrador'));
  return renderWithProviders(<ScimTokenSection companyId={1} />);
}

/** The clipboard, as a browser that lets the page write to it. */
function stubClipboard(writeText = vi.fn(async () => undefined)) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 20_000 });

describe('ScimTokenSection', () => {
  it('generates the first token and shows it once, with a button that copies it', async () => {
    const writeText = stubClipboard();
    const { requests } = mockFetch({ [STATUS_URL]: noToken, [ISSUE_URL]: issued });
    renderSection();
    expect(await screen.findByText('La empresa aún no tiene token SCIM.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'URL de SCIM' })).toHaveTextContent(BASE_URL);

    await userEvent.click(getIonButton('Generar token'));
    expect(
      await screen.findByText('Copia el token ahora y pégalo en el directorio: no se volverá a mostrar.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ companyId: 1 });
    expect(screen.getByRole('status', { name: 'Token SCIM nuevo' })).toHaveTextContent(TOKEN);
    expect(screen.getByText(/El directorio aún no lo ha usado\./)).toBeInTheDocument();

    await userEvent.click(getIonButton('Copiar token'));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText('Copiado.')).toBeInTheDocument();

    await userEvent.click(getIonButton('Ya lo copié'));
    expect(screen.queryByText(TOKEN)).not.toBeInTheDocument();
    expect(getIonButton('Rotar token')).toBeInTheDocument();
  });

  it('says when the token was made and last used, and rotates only once confirmed', async () => {
    stubClipboard();
    const { requests } = mockFetch({
      [STATUS_URL]: withToken('2026-12-01T20:30:00.000Z'),
      [ISSUE_URL]: issued,
    });
    renderSection();
    expect(
      await screen.findByText(
        `Token generado el ${formatMoment(CREATED_AT)}. Último uso: ${formatMoment('2026-12-01T20:30:00.000Z')}.`,
      ),
    ).toBeInTheDocument();

    await userEvent.click(getIonButton('Rotar token'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Rotar token' });
    await waitFor(() => expect(dialog.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
    expect(dialog).toHaveTextContent('El token actual dejará de servir de inmediato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(getIonButton('Rotar token'));
    dialog = await screen.findByRole('alertdialog', { name: 'Rotar token' });
    await waitFor(() => expect(dialog.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotar' }));
    expect(await screen.findByRole('status', { name: 'Token SCIM nuevo' })).toHaveTextContent(TOKEN);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('copies the SCIM URL, and says so when the browser will not let it', async () => {
    const writeText = stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    mockFetch({ [STATUS_URL]: withToken(null) });
    renderSection();
    await userEvent.click(await screen.findByText('Copiar URL'));
    expect(writeText).toHaveBeenCalledWith(BASE_URL);
    expect(
      await screen.findByText('No pudimos copiarlo: selecciónalo y cópialo a mano.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the status cannot be read or the token cannot be made", async () => {
    mockFetch({ [STATUS_URL]: apiError(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.') });
    const { unmount } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
    unmount();

    mockFetch({
      [STATUS_URL]: noToken,
      [ISSUE_URL]: apiError(404, 'NOT_FOUND', 'Empresa no encontrada.'),
    });
    renderSection();
    await userEvent.click(await screen.findByText('Generar token'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Empresa no encontrada.');
    expect(screen.queryByText('Token SCIM nuevo')).not.toBeInTheDocument();
  });
});
