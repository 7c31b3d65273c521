import { IonButton } from '@ionic/react';
import type { CompanyUser } from '@travesia/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useDecideSignUp } from '../api/decide-sign-up';
import { useCompanyUsers } from '../api/list-company-users';

const nameOf = (user: CompanyUser) => `${user.name} ${user.last_name}`.trim();

/**
 * Accounts made with the invitation code that wait for the administrator: until approved they cannot sign in.
 * Shown only when there are some.
 */
export function SignUpApprovals({ companyId }: { companyId: number }) {
  const companyUsers = useCompanyUsers(companyId);
  const decide = useDecideSignUp();
  const [rejected, setRejected] = useState<CompanyUser | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // The users list shows loading and errors; this section appears only when someone waits.
  const users = companyUsers.data?.filter((user) => user.awaiting_approval) ?? [];
  if (users.length === 0 && !savedMessage) return null;

  function settle(user: CompanyUser, decision: 'approve' | 'reject') {
    setSavedMessage(null);
    decide.mutate(
      { userId: user.id, decision },
      {
        onSuccess: () =>
          setSavedMessage(
            decision === 'approve'
              ? `Aprobaste a ${nameOf(user)}: ya puede iniciar sesión y le avisamos por correo.`
              : `Rechazaste la cuenta de ${nameOf(user)}; le avisamos por correo.`,
          ),
      },
    );
  }

  return (
    <section
      className="company-users__card company-users__approvals"
      aria-labelledby="sign-up-approvals-title"
    >
      <h2 id="sign-up-approvals-title" className="admin-page__subheading">
        Cuentas por aprobar
      </h2>
      {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
      {decide.error && <FormAlert tone="error">{getErrorMessage(decide.error)}</FormAlert>}
      {users.length === 0 ? (
        <p className="admin-page__status">No hay cuentas esperando tu aprobación.</p>
      ) : (
        <>
          <p className="admin-page__status">
            Se registraron con el código de invitación y no pueden iniciar sesión hasta que las apruebes.
          </p>
          <ul className="admin-list" aria-label="Cuentas por aprobar">
            {users.map((user) => (
              <li key={user.id} className="admin-list__item company-user-list__item">
                <div className="company-user-list__details">
                  <h3 className="admin-list__name">{nameOf(user)}</h3>
                  <p className="company-user-list__meta">
                    {user.email} · Documento {user.documento}
                  </p>
                </div>
                <div className="company-users__decision">
                  <IonButton
                    size="small"
                    disabled={decide.isPending}
                    aria-label={`Aprobar a ${nameOf(user)}`}
                    onClick={() => settle(user, 'approve')}
                  >
                    Aprobar
                  </IonButton>
                  <IonButton
                    size="small"
                    fill="outline"
                    color="danger"
                    disabled={decide.isPending}
                    aria-label={`Rechazar a ${nameOf(user)}`}
                    onClick={() => setRejected(user)}
                  >
                    Rechazar
                  </IonButton>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <OnDemandAlert
        isOpen={rejected !== null}
        header="Rechazar cuenta"
        message={rejected ? `${nameOf(rejected)} no podrá iniciar sesión con esta cuenta.` : ''}
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Rechazar',
            role: 'destructive',
            handler: () => {
              if (rejected) settle(rejected, 'reject');
            },
          },
        ]}
        onDidDismiss={() => setRejected(null)}
      />
    </section>
  );
}
