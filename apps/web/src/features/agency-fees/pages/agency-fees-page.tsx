import '../../../components/admin-page/admin-page.css';
import '../agency-fees.css';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useAgencyFees } from '../api/agency-fees';
import { AgencyFeesForm } from '../components/agency-fees-form';

/** /agency-fees: the operador sets what the agency charges each company per product (decision 071). */
export function AgencyFeesPage() {
  const company = useManagedCompany();
  const { companyId } = company;
  return (
    <PageLayout title="Tarifas administrativas">
      <h1 className="admin-page__heading">Tarifas administrativas</h1>
      <p className="admin-page__lead">
        Lo que cobra la agencia a la empresa por cada reserva, antes del IVA del 19 %. Aún no se cobra en el
        pago: llegará como una línea propia de la reserva.
      </p>
      <CompanyPicker companyId={companyId} onChange={company.selectCompany} />
      {companyId !== null && <AgencyFeesSection key={companyId} companyId={companyId} />}
    </PageLayout>
  );
}

function AgencyFeesSection({ companyId }: { companyId: number }) {
  const fees = useAgencyFees(companyId);
  if (fees.isPending) return <LoadingState text="Cargando las tarifas de la empresa..." />;
  if (fees.isError) return <FormAlert tone="error">{getErrorMessage(fees.error)}</FormAlert>;
  return (
    <>
      {fees.data.fees === null && (
        <p className="admin-page__current" role="status">
          La empresa aún no tiene tarifas administrativas.
        </p>
      )}
      <AgencyFeesForm companyId={companyId} fees={fees.data.fees} />
    </>
  );
}
