import { IonBadge } from '@ionic/react';
import { POLICY_STATUS_LABELS } from '@travesia/domain';

/** Spec §2.9 policy indicator: success within the policy, danger outside it. */
export function PolicyStatus({ isWithin }: { isWithin: boolean }) {
  return (
    <IonBadge color={isWithin ? 'success' : 'danger'} className="policy-status">
      {isWithin ? POLICY_STATUS_LABELS.within : POLICY_STATUS_LABELS.outside}
    </IonBadge>
  );
}
