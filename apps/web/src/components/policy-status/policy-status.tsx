import './policy-status.css';
import { POLICY_STATUS_LABELS } from '@travesia/domain';

/**
 * Spec §2.9 policy indicator: success within the policy, danger outside it; neutral 'Política sin verificar'
 * (null) when the traveller's rules could not be loaded.
 *
 * It starts with a space of its own: beside inline text or icons (a card's stars) the label had run into them,
 * '★★★★Fuera de la política' on screen and in what a screen reader reads. A flex row or a new line drops the space.
 */
export function PolicyStatus({ isWithin }: { isWithin: boolean | null }) {
  const status = isWithin === null ? 'unverified' : isWithin ? 'within' : 'outside';
  return (
    <>
      {' '}
      <span className={`policy-status policy-status--${status}`}>{POLICY_STATUS_LABELS[status]}</span>
    </>
  );
}
