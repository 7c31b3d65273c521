import './policy-status.css';
import { POLICY_STATUS_LABELS } from '@travesia/domain';

/** Spec §2.9 policy indicator: success within the policy, danger outside it. */
export function PolicyStatus({ isWithin }: { isWithin: boolean }) {
  return (
    <span className={`policy-status policy-status--${isWithin ? 'within' : 'outside'}`}>
      {isWithin ? POLICY_STATUS_LABELS.within : POLICY_STATUS_LABELS.outside}
    </span>
  );
}
