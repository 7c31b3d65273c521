import { IonButton, IonIcon } from '@ionic/react';
import { formatCop } from '@travesia/domain';
import { warningOutline } from 'ionicons/icons';

interface PriceChangeNoticeProps {
  previous: number;
  current: number;
  onAccept: () => void;
}

/** The airline re-priced the flight: nothing goes on until the traveller accepts the new total. */
export function PriceChangeNotice({ previous, current, onAccept }: PriceChangeNoticeProps) {
  return (
    <div className="flight-notice flight-notice--warning" role="alert">
      <IonIcon icon={warningOutline} aria-hidden="true" className="flight-notice__icon" />
      <div>
        <p className="flight-notice__title">El precio cambió</p>
        <p>
          Antes: <s>{formatCop(previous)}</s> · Ahora: <strong>{formatCop(current)}</strong>
        </p>
        <IonButton size="small" onClick={onAccept} className="flight-notice__action">
          Aceptar nuevo precio
        </IonButton>
      </div>
    </div>
  );
}
