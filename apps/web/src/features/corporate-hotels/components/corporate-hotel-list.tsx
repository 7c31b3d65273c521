import { IonButton } from '@ionic/react';
import { type CorporateHotelAdmin, formatCop } from '@travesia/domain';

interface CorporateHotelListProps {
  hotels: readonly CorporateHotelAdmin[];
  /** The hotel whose state is being changed, if any. */
  pendingCode: string | null;
  onEdit: (hotel: CorporateHotelAdmin) => void;
  onToggleActive: (hotel: CorporateHotelAdmin) => void;
}

/** The managed hotels, one row each with its rate, category, state and actions. */
export function CorporateHotelList({ hotels, pendingCode, onEdit, onToggleActive }: CorporateHotelListProps) {
  return (
    <ul className="admin-list" aria-label="Hoteles corporativos">
      {hotels.map((hotel) => (
        <li key={hotel.code} className="admin-list__item">
          <div className="corporate-hotel-list__details">
            <h3 className="admin-list__name">{hotel.name}</h3>
            <p className="corporate-hotel-list__meta">
              {hotel.city} ({hotel.iata}) · {hotel.stars === 1 ? '1 estrella' : `${hotel.stars} estrellas`}
            </p>
            <p className="corporate-hotel-list__rate">{formatCop(hotel.nightlyRate)} por noche</p>
            <span
              className={`admin-list__state admin-list__state--${hotel.isActive ? 'active' : 'inactive'}`}
            >
              {hotel.isActive ? 'Activo' : 'Inactivo'}
            </span>
          </div>
          <div className="admin-list__actions">
            <IonButton fill="outline" size="small" onClick={() => onEdit(hotel)}>
              Editar
            </IonButton>
            <IonButton
              fill="clear"
              size="small"
              color={hotel.isActive ? 'danger' : 'primary'}
              disabled={pendingCode === hotel.code}
              onClick={() => onToggleActive(hotel)}
            >
              {hotel.isActive ? 'Desactivar' : 'Activar'}
            </IonButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
