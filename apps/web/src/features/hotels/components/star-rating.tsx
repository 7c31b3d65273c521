import { IonIcon } from '@ionic/react';
import { star } from 'ionicons/icons';

const STAR_POSITIONS = [1, 2, 3, 4, 5];

/** Star icons read as one image ('4 estrellas'). */
export function StarRating({ stars }: { stars: number }) {
  return (
    <span className="star-rating" role="img" aria-label={stars === 1 ? '1 estrella' : `${stars} estrellas`}>
      {STAR_POSITIONS.slice(0, stars).map((position) => (
        <IonIcon key={position} icon={star} aria-hidden="true" />
      ))}
    </span>
  );
}
