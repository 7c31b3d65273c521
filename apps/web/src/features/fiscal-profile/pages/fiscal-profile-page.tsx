import '../../../components/admin-page/admin-page.css';
import '../fiscal-profile.css';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company/get-company';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useFiscalProfile } from '../api/fiscal-profile';
import { FiscalProfileForm } from '../components/fiscal-profile-form';

/** /billing-details: the company's fiscal profile, for its administradores and the operador (issue 30). */
export function FiscalProfilePage() {
  const company = useManagedCompany();
  const { companyId, queryCompanyId } = company;
  return (
    <PageLayout title="Datos de facturación">
      <h1 className="admin-page__heading">Datos de facturación</h1>
      <p className="admin-page__lead">
        Así aparece la empresa en las facturas electrónicas de Travesía: escribe los datos tal como figuran en
        su RUT.
      </p>
      {company.isOperator && <CompanyPicker companyId={companyId} onChange={company.selectCompany} />}
      {companyId !== null && (
        <FiscalProfileSection key={companyId} companyId={companyId} queryCompanyId={queryCompanyId} />
      )}
    </PageLayout>
  );
}

function FiscalProfileSection({
  companyId,
  queryCompanyId,
}: {
  companyId: number;
  queryCompanyId: number | undefined;
}) {
  const profile = useFiscalProfile(companyId, queryCompanyId);
  // A first profile starts from what the company already told Travesía: its name and NIT.
  const company = useCompany(companyId);
  if (profile.isPending || (profile.data?.profile === null && company.isPending)) {
    return <LoadingState text="Cargando los datos de facturación..." />;
  }
  if (profile.isError) return <FormAlert tone="error">{getErrorMessage(profile.error)}</FormAlert>;
  return (
    <>
      {profile.data.profile === null && (
        <p className="admin-page__current" role="status">
          La empresa aún no tiene datos de facturación: sin ellos Travesía no puede facturarle.
        </p>
      )}
      <FiscalProfileForm
        companyId={companyId}
        queryCompanyId={queryCompanyId}
        profile={profile.data.profile}
        company={company.data}
      />
    </>
  );
}
