import '../hotels.css';
import {
  corporateRateLabel,
  hotelRoutes,
  partyOf,
  partySummary,
  placeLabel,
  starsOf,
} from '@travesia/domain';
import { useParams } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useHotelDetail } from '../api/get-hotel-detail';
import { formatStayDate } from '../components/format-stay-date';
import { HotelLocation } from '../components/hotel-location';
import { ImageCarousel } from '../components/image-carousel';
import { RoomOption } from '../components/room-option';
import { StarRating } from '../components/star-rating';
import { StayEmissions } from '../components/stay-emissions';
import { useHotelPolicy } from '../hooks/use-hotel-policy';
import { useSearchCriteria } from '../hooks/use-search-criteria';

/** /hotels/detail/:hotelCode/:destination/:checkIn/:checkOut/:rooms/:adults */
export function HotelDetailPage() {
  const { hotelCode = '' } = useParams();
  const criteria = useSearchCriteria();
  const detail = useHotelDetail(hotelCode, criteria);
  const policy = useHotelPolicy(criteria.checkIn, detail.data?.country);
  const hotel = detail.data;

  return (
    <PageLayout title={hotel?.name ?? 'Detalle del hotel'}>
      <BookingForBanner />
      {detail.isPending && <LoadingState text={'Cargando hotel...'} />}
      {detail.isError && (
        <>
          <h1>Detalle del hotel</h1>
          <FormAlert tone="error">{getErrorMessage(detail.error)}</FormAlert>
        </>
      )}
      {hotel && (
        <article className="hotel-detail" aria-labelledby="hotel-detail-name">
          <ImageCarousel images={hotel.images} name={hotel.name} isPriority />
          <header className="hotel-detail__header">
            <h1 id="hotel-detail-name">{hotel.name}</h1>
            <StarRating stars={starsOf(hotel)} />
            {hotel.corporateRateOf && (
              <span className="hotel-chip">{corporateRateLabel(hotel.corporateRateOf)}</span>
            )}
            <p className="hotel-detail__address">{placeLabel([hotel.address, hotel.city, hotel.country])}</p>
            <HotelLocation latitude={hotel.latitude} longitude={hotel.longitude} name={hotel.name} />
          </header>
          <p>{hotel.description}</p>
          <p className="hotel-detail__times">
            Entrada desde las {hotel.checkInTime} · Salida hasta las {hotel.checkOutTime}
          </p>
          {hotel.amenities.length > 0 && (
            <section aria-labelledby="hotel-detail-amenities">
              <h2 id="hotel-detail-amenities">Servicios</h2>
              <ul className="hotel-detail__amenities">
                {hotel.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="hotel-detail-rooms">
            <h2 id="hotel-detail-rooms">Habitaciones</h2>
            <p className="hotel-detail__stay">
              Del {formatStayDate(criteria.checkIn)} al {formatStayDate(criteria.checkOut)} ·{' '}
              {partySummary(partyOf(criteria))}
            </p>
            <StayEmissions emissions={hotel.emissions} showPerRoomNight />
            {hotel.rooms.length === 0 ? (
              <p role="status">No hay habitaciones disponibles para estas fechas.</p>
            ) : (
              hotel.rooms.map((room) => (
                <RoomOption
                  key={room.code}
                  room={room}
                  checkoutPath={hotelRoutes.checkout(hotel.code, criteria, room.code)}
                  stars={hotel.stars}
                  checkPolicy={policy.check}
                  party={partyOf(criteria)}
                />
              ))
            )}
          </section>
        </article>
      )}
    </PageLayout>
  );
}
