import './trip-overlap-note.css';
import { IonIcon } from '@ionic/react';
import { type TripOverlap, tripOverlapText } from '@travesia/domain';
import { warningOutline } from 'ionicons/icons';

/**
 * The traveller's other trips at the same time, for whoever decides on or emits this one (issue 36); nothing when
 * there are none.
 */
export function TripOverlapNote({ overlaps }: { overlaps: readonly TripOverlap[] }) {
  const text = tripOverlapText(overlaps);
  if (!text) return null;
  return (
    <p className="trip-overlap-note" role="note">
      <IonIcon icon={warningOutline} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
