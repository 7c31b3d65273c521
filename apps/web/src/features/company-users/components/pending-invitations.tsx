import { IonButton, IonSpinner } from '@ionic/react';
import { onFirstUse, ROLE_LABELS, type UserInvitation } from '@travesia/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { getErrorMessage } from '../../../lib/api-client';
import { useInvitations } from '../api/list-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'America/Bogota' }),
);

/** The invitations nobody has used yet; each can be revoked, after which its link stops working. */
export function PendingInvitations({ companyId }: { companyId: number }) {
  const invitations = useInvitations(companyId);
  const revoke = useRevokeInvitation();
  const [confirmed, setConfirmed] = useState<UserInvitation | null>(null);
  const [revokedEmail, setRevokedEmail] = useState<string | null>(null);

  if (invitations.isPending) {
    return (
      <p className="admin-page__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando invitaciones...
      </p>
    );
  }
  if (invitations.isError) return <FormAlert tone="error">{getErrorMessage(invitations.error)}</FormAlert>;
  return (
    <section className="company-users__card" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className="admin-page__subheading">
        Invitaciones pendientes
      </h2>
      {revokedEmail && (
        <FormAlert tone="success">Revocaste la invitación a {revokedEmail}: su enlace ya no sirve.</FormAlert>
      )}
      {revoke.error && <FormAlert tone="error">{getErrorMessage(revoke.error)}</FormAlert>}
      {invitations.data.length === 0 ? (
        <p className="admin-page__status">No hay invitaciones pendientes.</p>
      ) : (
        <ul className="company-users__invitations" aria-label="Invitaciones pendientes">
          {invitations.data.map((invitation) => (
            <li key={invitation.email} className="company-users__invitation">
              <span>
                <strong>{invitation.email}</strong> · {ROLE_LABELS[invitation.role]} · vence el{' '}
                {dateFormat().format(new Date(invitation.expiresAt))}
              </span>
              <IonButton
                fill="outline"
                size="small"
                color="danger"
                disabled={revoke.isPending}
                aria-label={`Revocar la invitación a ${invitation.email}`}
                onClick={() => setConfirmed(invitation)}
              >
                Revocar
              </IonButton>
            </li>
          ))}
        </ul>
      )}
      <OnDemandAlert
        isOpen={confirmed !== null}
        header="Revocar invitación"
        message={confirmed ? `El enlace enviado a ${confirmed.email} dejará de servir.` : ''}
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Revocar',
            role: 'destructive',
            handler: () => {
              if (!confirmed) return;
              const { email } = confirmed;
              setRevokedEmail(null);
              revoke.mutate({ companyId, email }, { onSuccess: () => setRevokedEmail(email) });
            },
          },
        ]}
        onDidDismiss={() => setConfirmed(null)}
      />
    </section>
  );
}
