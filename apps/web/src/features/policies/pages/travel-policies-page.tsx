import '../../../components/admin-page/admin-page.css';
import '../policies.css';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { type AdminPolicy, POLICY_KIND_LABELS, POLICY_KINDS } from '@travesia/domain';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useManagedCompany } from '../../../lib/company/use-managed-company';
import { useCompanyPolicies } from '../api/get-company-policies';
import { useUpdatePolicy } from '../api/update-policy';
import { ApplyingPolicies } from '../components/applying-policies';
import { OutOfPolicyReasonsSection } from '../components/out-of-policy-reasons-section';
import { OwnPolicyRules } from '../components/own-policy-rules';
import { describePolicy, PolicyList } from '../components/policy-list';
import { TravelGroupsSection } from '../components/travel-groups-section';

export const NO_POLICIES_MESSAGE = 'Tu empresa aún no tiene políticas de viaje.';
export const READ_ONLY_MESSAGE =
  'Solo el administrador de tu empresa puede crear o cambiar las políticas de viaje. Aquí puedes consultarlas.';

/** What the form page leaves in the navigation state after a save. */
export interface PoliciesLocationState {
  savedMessage?: string;
}

/**
 * /travel-policies: the company's rules by kind; administrators and the operator also manage groups and reasons,
 * everyone else first reads the rules their own trips are checked against.
 */
export function TravelPoliciesPage() {
  const { user } = useAuth();
  const company = useManagedCompany();
  const location = useLocation();
  const savedMessage = (location.state as PoliciesLocationState | null)?.savedMessage ?? null;
  const policies = useCompanyPolicies(company.companyId);
  const toggle = useUpdatePolicy();
  const [confirmedPolicy, setConfirmedPolicy] = useState<AdminPolicy | null>(null);
  const [toggleMessage, setToggleMessage] = useState<string | null>(null);

  function setActive(policy: AdminPolicy, isActive: boolean) {
    setToggleMessage(null);
    toggle.mutate(
      { id: policy.id, update: { is_active: isActive } },
      {
        onSuccess: (saved) =>
          setToggleMessage(
            `La política (${describePolicy(saved)}) quedó ${saved.is_active ? 'activa' : 'desactivada'}.`,
          ),
      },
    );
  }

  const isEmpty =
    policies.data !== undefined && policies.data.hotel.length + policies.data.flight.length === 0;

  return (
    <PageLayout title="Políticas de Viaje">
      <div className="policies">
        <header className="policies__header">
          <h1 className="policies__heading">Políticas de viaje</h1>
          {company.canManage && !company.needsChoice && (
            <IonButton routerLink={company.pathTo('/travel-policies/create')}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              Nueva política
            </IonButton>
          )}
        </header>
        {company.isOperator && (
          <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />
        )}
        {!company.canManage && (
          <p className="policies__note" role="note">
            {READ_ONLY_MESSAGE}
          </p>
        )}
        {!company.canManage && user && <OwnPolicyRules />}
        {savedMessage && !toggleMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
        {toggleMessage && <FormAlert tone="success">{toggleMessage}</FormAlert>}
        {toggle.error && <FormAlert tone="error">{getErrorMessage(toggle.error)}</FormAlert>}
        {!company.needsChoice && (
          <>
            <section
              className="policies__section"
              aria-busy={policies.isPending}
              aria-label="Reglas de la política"
            >
              {policies.isPending ? (
                <p className="policies__status" role="status">
                  <IonSpinner name="crescent" aria-hidden="true" /> Cargando políticas de viaje...
                </p>
              ) : policies.isError ? (
                <FormAlert tone="error">{getErrorMessage(policies.error)}</FormAlert>
              ) : isEmpty ? (
                <p className="policies__status">{NO_POLICIES_MESSAGE}</p>
              ) : (
                POLICY_KINDS.map((kind) => (
                  <div key={kind} className="policies__kind">
                    <h2 className="policies__subheading">{POLICY_KIND_LABELS[kind]}</h2>
                    {policies.data[kind].length === 0 ? (
                      <p className="policies__status">
                        Sin políticas de {kind === 'hotel' ? 'hoteles' : 'vuelos'}: cualquier tarifa queda
                        dentro de la política.
                      </p>
                    ) : (
                      <>
                        <ApplyingPolicies kind={kind} policies={policies.data[kind]} />
                        <PolicyList
                          kind={kind}
                          policies={policies.data[kind]}
                          canManage={company.canManage}
                          pendingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
                          editPath={(policy) =>
                            company.pathTo('/travel-policies/create', { id: String(policy.id) })
                          }
                          onToggleActive={(policy) =>
                            policy.is_active ? setConfirmedPolicy(policy) : setActive(policy, true)
                          }
                        />
                      </>
                    )}
                  </div>
                ))
              )}
            </section>
            {company.canManage && (
              <div className="policies__admin">
                <TravelGroupsSection companyId={company.queryCompanyId} />
                <OutOfPolicyReasonsSection companyId={company.queryCompanyId} />
              </div>
            )}
          </>
        )}
      </div>
      <OnDemandAlert
        isOpen={confirmedPolicy !== null}
        header="Desactivar política"
        message={
          confirmedPolicy
            ? `La política (${describePolicy(confirmedPolicy)}) dejará de aplicarse a las nuevas reservas. Podrás reactivarla después.`
            : ''
        }
        buttons={[
          { text: 'Volver', role: 'cancel' },
          {
            text: 'Desactivar',
            role: 'destructive',
            handler: () => {
              if (confirmedPolicy) setActive(confirmedPolicy, false);
            },
          },
        ]}
        onDidDismiss={() => setConfirmedPolicy(null)}
      />
    </PageLayout>
  );
}
