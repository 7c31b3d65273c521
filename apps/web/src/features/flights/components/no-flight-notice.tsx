import { IonIcon } from '@ionic/react';
import { airplaneOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';

interface NoFlightNoticeProps {
  message?: string;
  /** Where to go instead; the flight search by default. */
  to?: string;
  linkLabel?: string;
}

/** A booking step opened without the earlier steps (a bookmark, another tab, an old session). */
export function NoFlightNotice({
  message = 'No hay un vuelo en proceso de reserva. Busca tu vuelo y elige una tarifa para continuar.',
  to = '/flight-home',
  linkLabel = 'Buscar vuelos',
}: NoFlightNoticeProps) {
  return (
    <div className="flight-empty">
      <IonIcon icon={airplaneOutline} aria-hidden="true" className="flight-empty__icon" />
      <p>{message}</p>
      <Link to={to} className="flight-button-link">
        {linkLabel}
      </Link>
    </div>
  );
}
