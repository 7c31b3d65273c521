import {
  formatCop,
  type HotelResult,
  type HotelSearchCriteria,
  hotelRoutes,
  minRateOf,
  nightsLabel,
  pricePerNight,
  starsOf,
} from '@travesia/domain';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PolicyStatus } from '../../../components/policy-status/policy-status';
import { ImageCarousel } from './image-carousel';
import { StarRating } from './star-rating';
import { StayEmissions } from './stay-emissions';

interface HotelCardProps {
  hotel: HotelResult;
  criteria: HotelSearchCriteria;
  nights: number;
  /** The signed-in user's policy check on the price per night; null shows no indicator. */
  checkPolicy: ((pricePerNight: number, stars: number) => boolean | null) | null;
  /** 'Tarifa corporativa de {empresa}', marking the company's negotiated hotels ('corporative' source). */
  corporateRateText?: string | undefined;
  /** The first card: its picture is the screen's largest content, so it loads first. */
  isFirst?: boolean;
}

/**
 * Spec §2.8: pictures, name, stars, breakfast, policy, prices, the stay's estimated CO₂e (issue 13); the
 * content opens the detail. Plain
 * elements, not Ionic components: a results list may hold hundreds of cards.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  criteria,
  nights,
  checkPolicy,
  corporateRateText,
  isFirst = false,
}: HotelCardProps) {
  const total = minRateOf(hotel);
  const perNight = pricePerNight(total, nights);
  const headingId = `hotel-${hotel.code}-name`;

  return (
    <div className="hotel-card">
      <article aria-labelledby={headingId} className="hotel-card__layout">
        <ImageCarousel images={hotel.images} name={hotel.name} isPriority={isFirst} />
        <Link to={hotelRoutes.detail(hotel.code, criteria)} className="hotel-card__content">
          <h2 id={headingId} className="hotel-card__name">
            {hotel.name}
          </h2>
          <StarRating stars={starsOf(hotel)} />
          {hotel.breakfast && <p className="hotel-card__breakfast">Desayuno incluido</p>}
          {checkPolicy && <PolicyStatus isWithin={checkPolicy(perNight, starsOf(hotel))} />}
          <div className="hotel-card__chips">
            <span className="hotel-chip hotel-chip--outline">Descuento corp. 18%</span>
            {hotel.source === 'propios' && <span className="hotel-chip">Tarifa corporativa</span>}
            {hotel.source === 'corporative' && corporateRateText && (
              <span className="hotel-chip">{corporateRateText}</span>
            )}
          </div>
          <div className="hotel-card__prices">
            <p className="hotel-card__per-night">
              <strong>{formatCop(perNight)}</strong> / noche
            </p>
            <p className="hotel-card__total">
              Total <strong>{formatCop(total)}</strong> <span>{nightsLabel(nights)}</span>
            </p>
          </div>
          <StayEmissions emissions={hotel.emissions} />
        </Link>
      </article>
    </div>
  );
});
