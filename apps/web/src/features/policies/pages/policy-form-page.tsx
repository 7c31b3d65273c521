import '../policies.css';
import { IonSpinner } from '@ionic/react';
import type { AdminPolicy } from '@travesia/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useCreatePolicy } from '../api/create-policy';
import { useCompanyPolicies } from '../api/get-company-policies';
import { useTravelGroups } from '../api/list-travel-groups';
import { useUpdatePolicy } from '../api/update-policy';
import { PolicyForm, type PolicyFormValues } from '../components/policy-form';
import { describePolicy } from '../components/policy-list';
import type { PoliciesLocationState } from './travel-policies-page';

const POLICY_NOT_FOUND_MESSAGE = 'No encontramos esa política de viaje en tu empresa.';

/** /travel-policies/create, and with `?id=N` the same form editing that rule. */
export function PolicyFormPage() {
  const company = useManagedCompany();
  const [searchParams] = useSearchParams();
  const idText = searchParams.get('id');
  const editedId = idText && /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const isEditing = idText !== null;
  const title = isEditing ? 'Editar política de viaje' : 'Nueva política de viaje';

  return (
    <PageLayout title={title}>
      <div className="policies policies--narrow">
        <h1 className="policies__heading">{title}</h1>
        {company.isOperator && (
          <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />
        )}
        {!company.needsChoice && <PolicyEditor company={company} isEditing={isEditing} editedId={editedId} />}
      </div>
    </PageLayout>
  );
}

interface PolicyEditorProps {
  company: ReturnType<typeof useManagedCompany>;
  isEditing: boolean;
  editedId: number | null;
}

function PolicyEditor({ company, isEditing, editedId }: PolicyEditorProps) {
  const navigate = useNavigate();
  const policies = useCompanyPolicies(isEditing ? company.companyId : null);
  const groups = useTravelGroups(company.queryCompanyId, { isEnabled: true });
  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const mutation = isEditing ? updatePolicy : createPolicy;
  const listPath = company.pathTo('/travel-policies');

  if ((isEditing && policies.isPending) || groups.isPending) {
    return (
      <p className="policies__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando política de viaje...
      </p>
    );
  }
  const loadError = (isEditing ? policies.error : null) ?? groups.error;
  if (loadError) return <FormAlert tone="error">{getErrorMessage(loadError)}</FormAlert>;

  const policy: AdminPolicy | null = isEditing
    ? ([...(policies.data?.hotel ?? []), ...(policies.data?.flight ?? [])].find(
        (rule) => rule.id === editedId,
      ) ?? null)
    : null;
  if (isEditing && !policy) return <FormAlert tone="error">{POLICY_NOT_FOUND_MESSAGE}</FormAlert>;

  function backToList(savedMessage: string) {
    const state: PoliciesLocationState = { savedMessage };
    navigate(listPath, { state });
  }

  function submit(values: PolicyFormValues) {
    if (policy) {
      updatePolicy.mutate(
        { id: policy.id, update: values },
        { onSuccess: (saved) => backToList(`Se guardó la política (${describePolicy(saved)}).`) },
      );
    } else {
      createPolicy.mutate(
        { ...values, company_id: company.queryCompanyId },
        {
          onSuccess: (saved) =>
            backToList(
              saved.reactivated
                ? `Había una política desactivada con el mismo alcance (${describePolicy(saved)}): se reactivó con los nuevos valores.`
                : `Se creó la política (${describePolicy(saved)}).`,
            ),
        },
      );
    }
  }

  return (
    <PolicyForm
      policy={policy}
      groups={groups.data ?? []}
      isPending={mutation.isPending}
      errorMessage={mutation.error ? getErrorMessage(mutation.error) : null}
      onSubmit={submit}
      cancelPath={listPath}
    />
  );
}
