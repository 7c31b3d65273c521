import '../hotels.css';
import { hasImages } from '@travesia/domain';
import { useEffect, useMemo } from 'react';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { useHotelSearch } from '../api/search-hotels';
import { CityResultsHeading, NO_HOTELS_TEXT } from '../components/hotel-results-layout';
import { HotelResultsView } from '../components/hotel-results-view';
import { useDestination } from '../hooks/use-destination';
import { useSearchCriteria } from '../hooks/use-search-criteria';

/** /hotels/results/:destination/:checkIn/:checkOut/:rooms/:adults (spec §2.6). */
export function HotelResultsPage() {
  const criteria = useSearchCriteria();
  const destination = useDestination(criteria.destination);
  const search = useHotelSearch(criteria);
  const hotels = useMemo(() => (search.data ?? []).filter(hasImages), [search.data]);

  // Spec §8: a failed search is only logged; the list stays empty and the empty text shows.
  useEffect(() => {
    if (search.error) console.error('La búsqueda de hoteles falló.', search.error);
  }, [search.error]);

  return (
    <PageLayout title="Resultados de hoteles">
      <HotelResultsView
        criteria={criteria}
        destinationCountry={destination.country}
        hotels={hotels}
        isLoading={search.isPending}
        loadingText="Cargando resultados..."
        emptyText={NO_HOTELS_TEXT}
        summary={() => (
          <>
            <CityResultsHeading city={destination.city} />
            <BookingForBanner />
          </>
        )}
      />
    </PageLayout>
  );
}
