import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyUser } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { InvitationCodeSection } from './invitation-code-section';
import { PendingInvitations } from './pending-invitations';
import { SignUpApprovals } from './sign-up-approvals';

vi.setConfig({ testTimeout: 20_000 });

const CODE = {
  code: 'ANDESV7KQ3XR',
  enabled: true,
  domainsOnly: false,
  maxUses: null,
  uses: 2,
  expiresAt: null,
  needsApproval: true,
};
const OFELIA: CompanyUser = {
  ...buildUser('viajero', {
    name: 'Ofelia',
    last_name: 'Ruiz',
    email: 'ofelia@example.com',
    documento: '66001',
  }),
  id: 9,
  is_active: false,
  signup_via: 'invitation_code',
  awaiting_approval: true,
};

/** Presses a button of the confirmation alert once it is shown. */
async function confirmAlert(text: string) {
  const alert = await screen.findByRole('alertdialog');
  await waitFor(() => expect(alert.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
  await userEvent.click(within(alert).getByRole('button', { name: text }));
}

describe('the Usuarios gates of decision 035', () => {
  it('shows the code grouped in fours and replaces it only after the alert is confirmed', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'GET /api/companies/1/invitation-code': { status: 200, body: CODE },
      'POST /api/companies/1/invitation-code/rotate': {
        status: 200,
        body: { ...CODE, code: 'QWERTYPK7M3N', uses: 0 },
      },
    });
    renderWithProviders(<InvitationCodeSection companyId={1} />);
    expect(await screen.findByLabelText('Código de invitación actual')).toHaveTextContent('ANDE-SV7K-Q3XR');
    expect(screen.getByText('Creó 2 cuentas.')).toBeInTheDocument();

    await userEvent.click(getIonButton('Generar un código nuevo'));
    await confirmAlert('Generar');
    expect(await screen.findByText('Generamos un código nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de invitación actual')).toHaveTextContent('QWER-TYPK-7M3N');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('saves the bounds of the code as the administrator sets them', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'GET /api/companies/1/invitation-code': { status: 200, body: CODE },
      'PUT /api/companies/1/invitation-code': (request) => ({
        status: 200,
        body: { ...CODE, ...(request.body as object) },
      }),
    });
    renderWithProviders(<InvitationCodeSection companyId={1} />);
    await userEvent.click(await screen.findByLabelText('Sirve solo con el correo de la empresa'));
    await userEvent.type(screen.getByLabelText('Máximo de cuentas (opcional)'), '20');
    await userEvent.click(getIonButton('Guardar reglas'));

    expect(await screen.findByText('Guardamos las reglas del código.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      enabled: true,
      domainsOnly: true,
      maxUses: 20,
      expiresAt: null,
      needsApproval: true,
    });
  });

  it('revokes a pending invitation after the alert is confirmed', async () => {
    storeSignedInUser(buildUser('administrador'));
    let isRevoked = false;
    const { requests } = mockFetch({
      'GET /api/users/company/1/invitations': () => ({
        status: 200,
        body: {
          data: isRevoked
            ? []
            : [
                {
                  email: 'nuevo.admin@andesenergia.co',
                  role: 'administrador',
                  firstname: null,
                  last_name: null,
                  documento: null,
                  createdAt: '2026-12-01T10:00:00.000Z',
                  expiresAt: '2026-12-08T10:00:00.000Z',
                },
              ],
        },
      }),
      'POST /api/users/company/1/invitations/revoke': () => {
        isRevoked = true;
        return { status: 204 };
      },
    });
    renderWithProviders(<PendingInvitations companyId={1} />);
    await screen.findByText('nuevo.admin@andesenergia.co');
    await userEvent.click(getIonButton('Revocar'));
    await confirmAlert('Revocar');

    expect(
      await screen.findByText(
        'Revocaste la invitación a nuevo.admin@andesenergia.co: su enlace ya no sirve.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No hay invitaciones pendientes.')).toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'nuevo.admin@andesenergia.co',
    });
  });

  it('lists accounts awaiting approval and approves one', async () => {
    storeSignedInUser(buildUser('administrador'));
    let isApproved = false;
    const { requests } = mockFetch({
      'GET /api/users/company/1': () => ({
        status: 200,
        body: {
          success: true,
          data: [isApproved ? { ...OFELIA, awaiting_approval: false, is_active: true } : OFELIA],
        },
      }),
      'POST /api/users/9/sign-up-decision': () => {
        isApproved = true;
        return { status: 200, body: { ...OFELIA, awaiting_approval: false, is_active: true } };
      },
    });
    renderWithProviders(<SignUpApprovals companyId={1} />);
    expect(await screen.findByRole('heading', { name: 'Cuentas por aprobar' })).toBeInTheDocument();
    expect(screen.getByText(/ofelia@example.com/)).toBeInTheDocument();
    await userEvent.click(getIonButton('Aprobar'));

    expect(
      await screen.findByText('Aprobaste a Ofelia Ruiz: ya puede iniciar sesión y le avisamos por correo.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'approve' });
    await waitFor(() =>
      expect(screen.getByText('No hay cuentas esperando tu aprobación.')).toBeInTheDocument(),
    );
  });
});
