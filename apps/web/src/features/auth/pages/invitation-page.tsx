import '../auth.css';
import { IonSpinner } from '@ionic/react';
import { ROLE_LABELS } from '@travesia/domain';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { InvitationAcceptForm } from '../components/invitation-accept-form';

/** /invitation/:token, opened from the e-mailed link: the invitee joins the company that invited them. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  return (
    <PageLayout title="Invitación a Travesía">
      <div className="auth-card auth-card--wide">
        <h1>Únete a tu empresa en Travesía</h1>
        {invitation.isPending ? (
          <p role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Cargando la invitación...
          </p>
        ) : invitation.isError ? (
          <FormAlert tone="error">{getErrorMessage(invitation.error)}</FormAlert>
        ) : (
          <>
            <p className="auth-card__lead">
              {invitation.data.companyName} te invitó como {ROLE_LABELS[invitation.data.role].toLowerCase()}.
              Tu cuenta será <strong>{invitation.data.email}</strong>. Completa tus datos y elige una
              contraseña.
            </p>
            <InvitationAcceptForm token={token} invitation={invitation.data} />
          </>
        )}
        <nav className="auth-links" aria-label="Opciones de acceso">
          <Link to="/login">Ya tengo una cuenta</Link>
        </nav>
      </div>
    </PageLayout>
  );
}
