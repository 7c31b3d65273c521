import '../../../components/card/card.css';
import '../approvers.css';
import { IonSpinner } from '@ionic/react';
import type { ApprovalSettings } from '@travesia/domain';
import { useState } from 'react';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useApprovalSettings, useUpdateApprovalSettings } from '../api/approval-settings';
import { useUserApprovers } from '../api/list-user-approvers';
import { ApprovalSettingsForm } from '../components/approval-settings-form';
import { UserApproversAdmin } from '../components/user-approvers-admin';

/** /user-approvers: the administrator assigns approvers and sets the approval rules; others see theirs. */
export function UserApproversPage() {
  const company = useManagedCompany();

  return (
    <PageLayout title="Aprobadores">
      <h1>Aprobadores</h1>
      {!company.canManage ? (
        <OwnApprovers />
      ) : (
        <>
          {company.isOperator && (
            <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />
          )}
          {company.companyId !== null && (
            <div className="approvers">
              <CompanySettings key={company.companyId} companyId={company.companyId} />
              <UserApproversAdmin companyId={company.queryCompanyId} />
            </div>
          )}
        </>
      )}
    </PageLayout>
  );
}

function CompanySettings({ companyId }: { companyId: number }) {
  const settings = useApprovalSettings(companyId);
  const update = useUpdateApprovalSettings();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  if (settings.isPending) {
    return (
      <p className="approvers__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando configuración...
      </p>
    );
  }
  if (settings.isError) return <FormAlert tone="error">{getErrorMessage(settings.error)}</FormAlert>;

  function submit(values: ApprovalSettings) {
    setSavedMessage(null);
    update.mutate(
      { companyId, settings: values },
      { onSuccess: () => setSavedMessage('Guardamos la configuración de aprobaciones.') },
    );
  }

  return (
    <ApprovalSettingsForm
      settings={settings.data}
      isPending={update.isPending}
      errorMessage={update.error ? getErrorMessage(update.error) : null}
      savedMessage={savedMessage}
      onSubmit={submit}
    />
  );
}

function OwnApprovers() {
  const entries = useUserApprovers();
  const approvers = entries.data?.[0]?.approvers ?? [];
  return (
    <section className="card approvers__card" aria-labelledby="own-approvers-title">
      <h2 id="own-approvers-title">Tus aprobadores</h2>
      {entries.isPending ? (
        <p className="approvers__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando aprobadores...
        </p>
      ) : entries.isError ? (
        <FormAlert tone="error">{getErrorMessage(entries.error)}</FormAlert>
      ) : approvers.length === 0 ? (
        <p className="approvers__muted">
          Aún no tienes aprobadores asignados. Pide al administrador de tu empresa que los asigne.
        </p>
      ) : (
        <>
          <p className="approvers__muted">Estas personas aprueban o rechazan tus viajes:</p>
          <ul className="approvers__own" aria-label="Tus aprobadores">
            {approvers.map((approver) => (
              <li key={approver.id}>
                <strong>{approver.name}</strong> · {approver.email}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
