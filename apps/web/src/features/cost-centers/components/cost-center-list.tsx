import { IonButton } from '@ionic/react';
import { budgetShareOf, type CostCenterAdmin, formatCop, formatShare } from '@travesia/domain';
import { Link } from 'react-router-dom';

interface CostCenterListProps {
  centers: readonly CostCenterAdmin[];
  /** The address of each center's edit form. */
  editPath: (center: CostCenterAdmin) => string;
  /** The center whose state is being changed, if any. */
  pendingId: number | null;
  onToggleActive: (center: CostCenterAdmin) => void;
}

/** One card per center: code and name, budget against this year's bookings, state and actions. */
export function CostCenterList({ centers, editPath, pendingId, onToggleActive }: CostCenterListProps) {
  return (
    <ul className="cost-center-list" aria-label="Centros de costos">
      {centers.map((center) => {
        const share = budgetShareOf(center.budget, center.booked);
        const isOverBudget = center.budget !== null && center.booked > center.budget;
        return (
          <li key={center.id} className="admin-list__item">
            <div className="cost-center-list__details">
              <h3 className="cost-center-list__name">
                <span className="cost-center-list__code">{center.code}</span> {center.name}
              </h3>
              <dl className="cost-center-list__figures">
                <div>
                  <dt>Presupuesto anual</dt>
                  <dd>{center.budget === null ? 'Sin presupuesto' : formatCop(center.budget)}</dd>
                </div>
                <div>
                  <dt>Reservado este año</dt>
                  <dd className={isOverBudget ? 'cost-center-list__over' : undefined}>
                    {formatCop(center.booked)}
                  </dd>
                </div>
              </dl>
              {share !== null && (
                // The bar stops at full width; what it says (and a screen reader reads, instead of the bar's
                // own capped '100 %') is the real share, '177% del presupuesto reservado'.
                <progress
                  className="cost-center-list__meter"
                  max={1}
                  value={Math.min(1, share)}
                  aria-label={`${formatShare(share)} del presupuesto reservado`}
                  aria-valuetext={formatShare(share)}
                />
              )}
              {isOverBudget && <p className="cost-center-list__over">Supera el presupuesto.</p>}
              <span
                className={`admin-list__state admin-list__state--${center.isActive ? 'active' : 'inactive'}`}
              >
                {center.isActive ? 'Activo' : 'Inactivo'}
              </span>
            </div>
            <div className="admin-list__actions">
              <Link
                className="cost-center-list__link"
                to={editPath(center)}
                aria-label={`Editar ${center.code} ${center.name}`}
              >
                Editar
              </Link>
              <IonButton
                fill="clear"
                size="small"
                color={center.isActive ? 'danger' : 'primary'}
                disabled={pendingId === center.id}
                aria-label={`${center.isActive ? 'Desactivar' : 'Activar'} ${center.code} ${center.name}`}
                onClick={() => onToggleActive(center)}
              >
                {center.isActive ? 'Desactivar' : 'Activar'}
              </IonButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
