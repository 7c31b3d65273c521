import { IonButton } from '@ionic/react';
import { formatCop, type HotelParty, type HotelRoom, nightsLabel, roomTooSmallText } from '@travesia/domain';
import { IonCard, IonCardContent } from '../../../components/ionic/ion-card';
import { IonChip } from '../../../components/ionic/ion-chip';
import { IonLabel } from '../../../components/ionic/ion-label';
import { PolicyStatus } from '../../../components/policy-status/policy-status';

interface RoomOptionProps {
  room: HotelRoom;
  checkoutPath: string;
  /** The hotel's category, which a star cap in the policy looks at. */
  stars: number;
  checkPolicy: ((pricePerNight: number, stars: number) => boolean | null) | null;
  /** Who travels: a room too small for them says how many it holds instead of offering 'Reservar'. */
  party: HotelParty;
}

/** One room of the detail screen: board, cancellation policy, prices and 'Reservar'. */
export function RoomOption({ room, checkoutPath, stars, checkPolicy, party }: RoomOptionProps) {
  const headingId = `room-${room.code}-name`;
  return (
    <IonCard className="room-option">
      <IonCardContent>
        <article aria-labelledby={headingId} className="room-option__layout">
          <div className="room-option__info">
            <h3 id={headingId}>{room.name}</h3>
            <p>Capacidad: {room.capacity === 1 ? '1 persona' : `${room.capacity} personas`}</p>
            <div className="hotel-card__chips">
              <IonChip color="secondary" outline>
                <IonLabel>{room.boardLabel}</IonLabel>
              </IonChip>
              {checkPolicy && <PolicyStatus isWithin={checkPolicy(room.pricePerNight, stars)} />}
            </div>
            <p className="room-option__cancellation">{room.cancellationPolicy}</p>
          </div>
          <div className="room-option__prices">
            <p>
              <strong>{formatCop(room.pricePerNight)}</strong> / noche
            </p>
            <p>
              Total <strong>{formatCop(room.total)}</strong> {nightsLabel(room.nights)}
            </p>
            {!room.holdsParty ? (
              <p className="room-option__unavailable">{roomTooSmallText(room.capacity, party)}</p>
            ) : room.available ? (
              <IonButton routerLink={checkoutPath} aria-label={`Reservar ${room.name}`}>
                Reservar
              </IonButton>
            ) : (
              <p className="room-option__unavailable">No disponible para estas fechas</p>
            )}
          </div>
        </article>
      </IonCardContent>
    </IonCard>
  );
}
