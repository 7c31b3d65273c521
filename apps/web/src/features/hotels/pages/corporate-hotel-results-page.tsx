import '../hotels.css';
import { corporateRateLabel, hasRoleAtLeast, hotelsFoundText } from '@travesia/domain';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCorporateHotels } from '../api/get-corporate-hotels';
import { HotelResultsView } from '../components/hotel-results-view';
import { useDestination } from '../hooks/use-destination';
import { useSearchCriteria } from '../hooks/use-search-criteria';

const NO_HOTELS: never[] = [];

/** /hotels/results-corporative/:destination/:checkIn/:checkOut/:rooms/:adults (spec §2.7). */
export function CorporateHotelResultsPage() {
  const criteria = useSearchCriteria();
  const destination = useDestination(criteria.destination);
  const search = useCorporateHotels(criteria);
  const hotels = search.data ?? NO_HOTELS;
  const { user } = useAuth();
  const canManageHotels = user !== null && hasRoleAtLeast(user.role, 'administrador');

  // Spec §8: a failed search is only logged; the list stays empty and the empty text shows.
  useEffect(() => {
    if (search.error) console.error('La búsqueda de hoteles corporativos falló.', search.error);
  }, [search.error]);

  return (
    <PageLayout title="Hoteles corporativos">
      <HotelResultsView
        criteria={criteria}
        destinationCountry={destination.country}
        hotels={hotels}
        isLoading={search.isPending}
        loadingText="Cargando hoteles corporativos..."
        emptyText={`No se encontraron hoteles corporativos disponibles para ${destination.city}.`}
        corporateRateText={user ? corporateRateLabel(user.company.name) : undefined}
        summary={(visibleCount) => (
          <>
            <h1 className="hotel-results__heading">Hoteles Corporativos - {destination.city}</h1>
            <BookingForBanner />
            {canManageHotels && (
              <Link to="/corporate-hotels" className="hotel-results__manage-link">
                Administrar hoteles corporativos
              </Link>
            )}
            {!search.isPending && <p className="hotel-results__count">{hotelsFoundText(visibleCount)}</p>}
          </>
        )}
      />
    </PageLayout>
  );
}
