import '../../../components/admin-page/admin-page.css';
import '../cost-centers.css';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { CostCenterAdmin } from '@travesia/domain';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CompanyPicker } from '../../../components/company-picker/company-picker';
import { FormAlert } from '../../../components/form/form-alert';
import { OnDemandAlert } from '../../../components/ionic/ion-alert-on-demand';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { type ManagedCompany, useManagedCompany } from '../../../lib/company/use-managed-company';
import { useCostCenters } from '../../../lib/cost-centers/get-cost-centers';
import { useManagedCostCenters } from '../api/list-managed-cost-centers';
import { useUpdateCostCenter } from '../api/update-cost-center';
import { CatalogSection } from '../components/catalog-section';
import { CostCenterList } from '../components/cost-center-list';

/** What the form leaves in the history entry after a save, to confirm it on the list. */
export interface CostCenterSavedState {
  savedMessage?: string;
}

/**
 * /cost-center/list: administrators and the operador manage the company's cost centers with budgets, project
 * clients and expense types; everyone else reads the centers they can charge a trip to.
 */
export function CostCenterListPage() {
  const company = useManagedCompany();
  return (
    <PageLayout title="Centros de costos">
      <h1 className="admin-page__heading">Centros de costos</h1>
      {company.canManage ? (
        <>
          {company.isOperator && (
            <CompanyPicker companyId={company.companyId} onChange={company.selectCompany} />
          )}
          {!company.needsChoice && <CostCentersAdmin company={company} />}
        </>
      ) : (
        <OwnCostCenters />
      )}
    </PageLayout>
  );
}

export const READ_ONLY_COST_CENTERS_MESSAGE =
  'Solo el administrador de tu empresa puede crear o cambiar los centros de costos. Al reservar, cargas el viaje a uno de estos:';

function OwnCostCenters() {
  const centers = useCostCenters();
  return (
    <section
      className="cost-centers__narrow"
      aria-labelledby="own-cost-centers-title"
      aria-busy={centers.isPending}
    >
      <h2 id="own-cost-centers-title" className="admin-page__subheading">
        Centros de costos de tu empresa
      </h2>
      <p className="admin-page__status" role="note">
        {READ_ONLY_COST_CENTERS_MESSAGE}
      </p>
      {centers.isPending ? (
        <p className="admin-page__status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Cargando centros de costos...
        </p>
      ) : centers.isError ? (
        <FormAlert tone="error">{getErrorMessage(centers.error)}</FormAlert>
      ) : centers.data.data.length === 0 ? (
        <p className="admin-page__status">La empresa aún no tiene centros de costos.</p>
      ) : (
        <ul className="cost-centers__own" aria-label="Centros de costos">
          {centers.data.data.map((center) => (
            <li key={center.id}>
              <strong>{center.code}</strong> · {center.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CostCentersAdmin({ company }: { company: ManagedCompany }) {
  const location = useLocation();
  const savedMessage = (location.state as CostCenterSavedState | null)?.savedMessage ?? null;
  const centers = useManagedCostCenters(company.queryCompanyId, { isEnabled: true });
  const toggleCenter = useUpdateCostCenter();
  const [confirmedCenter, setConfirmedCenter] = useState<CostCenterAdmin | null>(null);

  function toggleActive(center: CostCenterAdmin) {
    if (center.isActive) setConfirmedCenter(center);
    else toggleCenter.mutate({ id: center.id, update: { isActive: true } });
  }

  return (
    <>
      <div className="admin-page">
        <section
          className="cost-centers__main"
          aria-labelledby="cost-centers-list-title"
          aria-busy={centers.isPending}
        >
          <div className="cost-centers__toolbar">
            <h2 id="cost-centers-list-title" className="admin-page__subheading">
              Centros y presupuestos
            </h2>
            <IonButton routerLink={company.pathTo('/cost-center/create')} size="small">
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              Nuevo centro de costos
            </IonButton>
          </div>
          {savedMessage && <FormAlert tone="success">{savedMessage}</FormAlert>}
          {toggleCenter.error && <FormAlert tone="error">{getErrorMessage(toggleCenter.error)}</FormAlert>}
          {centers.isPending ? (
            <p className="admin-page__status" role="status">
              <IonSpinner name="crescent" aria-hidden="true" /> Cargando centros de costos...
            </p>
          ) : centers.isError ? (
            <FormAlert tone="error">{getErrorMessage(centers.error)}</FormAlert>
          ) : centers.data.length === 0 ? (
            <p className="admin-page__status">La empresa aún no tiene centros de costos.</p>
          ) : (
            <CostCenterList
              centers={centers.data}
              editPath={(center) => company.pathTo('/cost-center/create', { id: String(center.id) })}
              pendingId={toggleCenter.isPending ? (toggleCenter.variables?.id ?? null) : null}
              onToggleActive={toggleActive}
            />
          )}
        </section>
        <div className="cost-centers__catalogs">
          <CatalogSection kind="project-clients" companyId={company.queryCompanyId} />
          <CatalogSection kind="expense-types" companyId={company.queryCompanyId} />
        </div>
      </div>
      <OnDemandAlert
        isOpen={confirmedCenter !== null}
        header="Desactivar centro de costos"
        message={
          confirmedCenter
            ? `${confirmedCenter.code} ${confirmedCenter.name} dejará de aparecer al reservar. Las reservas que ya lo usan no cambian y podrás activarlo de nuevo.`
            : ''
        }
        buttons={[
          { text: 'Cancelar', role: 'cancel' },
          {
            text: 'Desactivar',
            role: 'destructive',
            handler: () => {
              if (confirmedCenter)
                toggleCenter.mutate({ id: confirmedCenter.id, update: { isActive: false } });
            },
          },
        ]}
        onDidDismiss={() => setConfirmedCenter(null)}
      />
    </>
  );
}
