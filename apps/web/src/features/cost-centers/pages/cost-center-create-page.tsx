import '../../../components/admin-page/admin-page.css';
import '../cost-centers.css';
import { IonSpinner } from '@ionic/react';
import type { CostCenterAdmin } from '@travesia/domain';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { type ManagedCompany, useManagedCompany } from '../../../lib/company/use-managed-company';
import { useCreateCostCenter } from '../api/create-cost-center';
import { useManagedCostCenters } from '../api/list-managed-cost-centers';
import { useUpdateCostCenter } from '../api/update-cost-center';
import { CostCenterForm } from '../components/cost-center-form';
import type { CostCenterSavedState } from './cost-center-list-page';

function parseId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/** /cost-center/create creates a center; /cost-center/create?id=N edits center N. */
export function CostCenterCreatePage() {
  const company = useManagedCompany();
  const [searchParams] = useSearchParams();
  const editedId = parseId(searchParams.get('id'));
  const isEditing = searchParams.has('id');
  const title = isEditing ? 'Editar centro de costos' : 'Nuevo centro de costos';

  return (
    <PageLayout title={title}>
      <div className="cost-centers__narrow">
        <h1 className="admin-page__heading">{title}</h1>
        {company.isOperator && (
          <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />
        )}
        {company.needsChoice ? null : isEditing ? (
          <EditCostCenter company={company} id={editedId} />
        ) : (
          <SaveCostCenter company={company} center={null} />
        )}
        <Link className="cost-centers__back" to={company.pathTo('/cost-center/list')}>
          Volver a centros de costos
        </Link>
      </div>
    </PageLayout>
  );
}

function EditCostCenter({ company, id }: { company: ManagedCompany; id: number | null }) {
  const centers = useManagedCostCenters(company.queryCompanyId, { isEnabled: id !== null });
  if (id === null) return <FormAlert tone="error">Centro de costos no encontrado.</FormAlert>;
  if (centers.isPending) {
    return (
      <p className="admin-page__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando centro de costos...
      </p>
    );
  }
  if (centers.isError) return <FormAlert tone="error">{getErrorMessage(centers.error)}</FormAlert>;
  const center = centers.data.find((candidate) => candidate.id === id);
  if (!center) return <FormAlert tone="error">Centro de costos no encontrado.</FormAlert>;
  return <SaveCostCenter key={center.id} company={company} center={center} />;
}

function SaveCostCenter({ company, center }: { company: ManagedCompany; center: CostCenterAdmin | null }) {
  const navigate = useNavigate();
  const createCenter = useCreateCostCenter();
  const updateCenter = useUpdateCostCenter();
  const mutation = center ? updateCenter : createCenter;

  function done(saved: CostCenterAdmin) {
    const state: CostCenterSavedState = { savedMessage: `${saved.code} ${saved.name} quedó guardado.` };
    navigate(company.pathTo('/cost-center/list'), { state });
  }

  return (
    <CostCenterForm
      center={center}
      isPending={mutation.isPending}
      errorMessage={mutation.error ? getErrorMessage(mutation.error) : null}
      onSubmit={(values) => {
        if (center) updateCenter.mutate({ id: center.id, update: values }, { onSuccess: done });
        else createCenter.mutate({ ...values, companyId: company.queryCompanyId }, { onSuccess: done });
      }}
    />
  );
}
