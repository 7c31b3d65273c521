import './policy-status.css';
import { POLICY_STATUS_LABELS } from '@travesia/domain';

/**
 * Spec §2.9 policy indicator: success within the policy, danger outside it; neutral 'Política sin verificar'
 * (null) when the traveller's rules could not be loaded.
 */
export function PolicyStatus({ isWithin }: { isWithin: boolean | null }) {
  const status = isWithin === null ? 'unverified' : isWithin ? 'within' : 'outside';
  return <span className={`policy-status policy-status--${status}`}>{POLICY_STATUS_LABELS[status]}</span>;
}
