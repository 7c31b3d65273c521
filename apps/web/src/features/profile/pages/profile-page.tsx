import '../../../components/card/card.css';
import '../profile.css';
import { IonSpinner } from '@ionic/react';
import { ROLE_LABELS } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useProfile } from '../../../lib/profile/get-profile';
import { DelegationsSection } from '../components/delegations-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { PersonalDataForm } from '../components/personal-data-form';

/** /profile: personal data and document, who books for whom, company, approvers, password. */
export function ProfilePage() {
  const profile = useProfile();

  return (
    <PageLayout title="Mi perfil">
      <h1>Mi perfil</h1>
      {profile.isPending ? (
        <p className="profile-status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando tu perfil...
        </p>
      ) : profile.error ? (
        <FormAlert tone="error">{getErrorMessage(profile.error)}</FormAlert>
      ) : (
        <div className="profile-page">
          <div className="profile-page__column">
            <section className="card profile-section">
              <PersonalDataForm profile={profile.data} />
            </section>
            <DelegationsSection />
          </div>
          <div className="profile-page__column">
            <section className="card profile-section" aria-labelledby="company-heading">
              <h2 id="company-heading" className="profile-section__title">
                Empresa
              </h2>
              <p className="profile-section__text">
                <strong>{profile.data.company.name}</strong>
                {profile.data.company.city && ` · ${profile.data.company.city}`}
              </p>
              <p className="profile-section__text">Rol: {ROLE_LABELS[profile.data.role]}</p>
              <h3 className="profile-section__subtitle">Mis aprobadores</h3>
              {profile.data.approvers.length === 0 ? (
                <p className="profile-section__text">No tienes aprobadores asignados.</p>
              ) : (
                <ul className="profile-approvers" aria-label="Mis aprobadores">
                  {profile.data.approvers.map((approver) => (
                    <li key={approver.email}>
                      {approver.name} {approver.last_name}{' '}
                      <span className="profile-approvers__email">({approver.email})</span>
                    </li>
                  ))}
                </ul>
              )}
              <Link className="profile-link" to="/payment">
                Medios de pago y autorización de nómina
              </Link>
            </section>
            <PasswordChangeForm />
          </div>
        </div>
      )}
    </PageLayout>
  );
}
