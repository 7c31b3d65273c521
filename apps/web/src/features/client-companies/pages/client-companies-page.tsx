import '../../../components/admin-page/admin-page.css';
import '../client-companies.css';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCompanies } from '../../../lib/company/list-companies';

/** What the form leaves in the history entry after opening a company, to confirm it on the list. */
export interface ClientCompanyOpenedState {
  openedMessage?: string;
}

/** /client-companies: the agency's client companies, and the way to open a new one. */
export function ClientCompaniesPage() {
  const location = useLocation();
  const openedMessage = (location.state as ClientCompanyOpenedState | null)?.openedMessage ?? null;
  const companies = useCompanies();
  // The agency's own company is where its team works, not a client.
  const agencyId = useAuth().user?.company.id;

  return (
    <PageLayout title="Empresas clientes">
      <div className="client-companies">
        <div className="client-companies__toolbar">
          <h1 className="admin-page__heading">Empresas clientes</h1>
          <IonButton routerLink="/client-companies/new" size="small">
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Nueva empresa
          </IonButton>
        </div>
        {openedMessage && <FormAlert tone="success">{openedMessage}</FormAlert>}
        {companies.isPending ? (
          <LoadingState text="Cargando empresas..." />
        ) : companies.isError ? (
          <FormAlert tone="error">{getErrorMessage(companies.error)}</FormAlert>
        ) : (
          <ul className="admin-list" aria-label="Empresas clientes">
            {companies.data.data
              .filter((company) => company.id !== agencyId)
              .map((company) => (
                <li key={company.id} className="admin-list__item">
                  <div>
                    <h2 className="admin-list__name">{company.name}</h2>
                    {company.city && <p className="client-companies__city">{company.city}</p>}
                  </div>
                  <span
                    className={`admin-list__state admin-list__state--${company.is_active ? 'active' : 'inactive'}`}
                  >
                    {company.is_active ? 'Activa' : 'Inactiva'}
                  </span>
                </li>
              ))}
          </ul>
        )}
      </div>
    </PageLayout>
  );
}
