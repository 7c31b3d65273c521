import { IonButton } from '@ionic/react';
import {
  type AdminPolicy,
  formatCop,
  POLICY_KIND_LABELS,
  POLICY_TYPE_LABELS,
  type PolicyKind,
} from '@travesia/domain';

interface PolicyListProps {
  kind: PolicyKind;
  policies: readonly AdminPolicy[];
  canManage: boolean;
  /** The rule whose state is being changed, if any. */
  pendingId: number | null;
  editPath: (policy: AdminPolicy) => string;
  onToggleActive: (policy: AdminPolicy) => void;
}

export const PRICE_UNIT: Record<PolicyKind, string> = { hotel: 'por noche', flight: 'por tiquete de adulto' };
const LIST_NAMES: Record<PolicyKind, string> = {
  hotel: 'Políticas de hoteles',
  flight: 'Políticas de vuelos',
};

function audienceOf(policy: AdminPolicy): string {
  return policy.group_name === null ? 'Toda la empresa' : `Grupo ${policy.group_name}`;
}

/** Names the rule for screen readers, since every row has the same buttons. */
export function describePolicy(policy: AdminPolicy): string {
  return `${POLICY_KIND_LABELS[policy.kind]}, ${POLICY_TYPE_LABELS[policy.type].toLowerCase()}, ${policy.group_name === null ? 'toda la empresa' : `grupo ${policy.group_name}`}`;
}

export function days(count: number): string {
  return count === 1 ? '1 día' : `${count} días`;
}

export function starCap(starsMax: number | null): string {
  if (starsMax === null) return 'Cualquier categoría';
  return starsMax === 1 ? 'Hasta 1 estrella' : `Hasta ${starsMax} estrellas`;
}

/** One kind's rules, each with its scope, advance days, price cap, star cap, group and state. */
export function PolicyList({
  kind,
  policies,
  canManage,
  pendingId,
  editPath,
  onToggleActive,
}: PolicyListProps) {
  return (
    <ul className="admin-list" aria-label={LIST_NAMES[kind]}>
      {policies.map((policy) => (
        <li
          key={policy.id}
          className={`admin-list__item${policy.is_active ? '' : ' policy-list__item--inactive'}`}
        >
          <div className="policy-list__details">
            <h3 className="policy-list__title">
              {POLICY_TYPE_LABELS[policy.type]}
              <span
                className={`admin-list__state admin-list__state--${policy.is_active ? 'active' : 'inactive'}`}
              >
                {policy.is_active ? 'Activa' : 'Inactiva'}
              </span>
            </h3>
            <dl className="policy-list__facts">
              <div>
                <dt>Precio máximo</dt>
                <dd>
                  {formatCop(policy.price_max)} {PRICE_UNIT[kind]}
                </dd>
              </div>
              <div>
                <dt>Anticipación mínima</dt>
                <dd>{days(policy.time_min)}</dd>
              </div>
              {kind === 'hotel' && (
                <div>
                  <dt>Categoría</dt>
                  <dd>{starCap(policy.stars_max)}</dd>
                </div>
              )}
              <div>
                <dt>Aplica a</dt>
                <dd>{audienceOf(policy)}</dd>
              </div>
            </dl>
          </div>
          {canManage && (
            <div className="admin-list__actions">
              <IonButton
                fill="outline"
                size="small"
                routerLink={editPath(policy)}
                aria-label={`Editar política: ${describePolicy(policy)}`}
              >
                Editar
              </IonButton>
              <IonButton
                fill="clear"
                size="small"
                color={policy.is_active ? 'danger' : 'primary'}
                disabled={pendingId === policy.id}
                aria-label={`${policy.is_active ? 'Desactivar' : 'Reactivar'} política: ${describePolicy(policy)}`}
                onClick={() => onToggleActive(policy)}
              >
                {policy.is_active ? 'Desactivar' : 'Reactivar'}
              </IonButton>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
