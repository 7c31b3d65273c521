import '../../../components/admin-page/admin-page.css';
import '../client-companies.css';
import { emailDomainOf, INVITATION_TTL_DAYS, PUBLIC_EMAIL_DOMAINS } from '@travesia/domain';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useOpenClientCompany } from '../api/open-client-company';
import { ClientCompanyForm, type ClientCompanyFormInput } from '../components/client-company-form';
import type { ClientCompanyOpenedState } from './client-companies-page';

/** Who asked for a demo, handed over by "Crear empresa" on the demo requests. */
export interface ClientCompanyProspect {
  company: string;
  name: string;
  email: string;
}

function initialValues(prospect: ClientCompanyProspect | undefined): ClientCompanyFormInput {
  const [firstname = '', ...lastNames] = prospect?.name.trim().split(/\s+/) ?? [];
  const domain = prospect ? emailDomainOf(prospect.email) : '';
  return {
    name: prospect?.company ?? '',
    tax_id: '',
    city: '',
    domains: PUBLIC_EMAIL_DOMAINS.includes(domain) ? '' : domain,
    firstname,
    last_name: lastNames.join(' '),
    email: prospect?.email ?? '',
  };
}

/** /client-companies/new: the operador opens a client company and invites its first administrador. */
export function ClientCompanyCreatePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const prospect = (location.state as { prospect?: ClientCompanyProspect } | null)?.prospect;
  const openCompany = useOpenClientCompany();

  return (
    <PageLayout title="Nueva empresa cliente">
      <div className="client-companies client-companies--narrow">
        <h1 className="admin-page__heading">Nueva empresa cliente</h1>
        <ClientCompanyForm
          initial={initialValues(prospect)}
          isPending={openCompany.isPending}
          errorMessage={openCompany.error ? getErrorMessage(openCompany.error) : null}
          onSubmit={(company) =>
            openCompany.mutate(company, {
              onSuccess: ({ company: opened, invitation }) => {
                const state: ClientCompanyOpenedState = {
                  openedMessage: `Abrimos ${opened.name} e invitamos a ${invitation.email} como administrador; su invitación vence en ${INVITATION_TTL_DAYS} días.`,
                };
                navigate('/client-companies', { state });
              },
            })
          }
        />
        <Link className="client-companies__back" to="/client-companies">
          Volver a empresas clientes
        </Link>
      </div>
    </PageLayout>
  );
}
