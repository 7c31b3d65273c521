import '../hotels.css';
import { PageLayout } from '../../../components/page-layout';
import { HotelSearchBar } from '../components/hotel-search-bar';

/** /hotels: the hotel search form of spec §2.4. */
export function HotelSearchPage() {
  return (
    <PageLayout title="Hoteles">
      <div className="hotel-search-page">
        <h1>Hoteles</h1>
        <p className="hotel-search-page__lead">Busca alojamiento para tu viaje de trabajo.</p>
        <HotelSearchBar />
      </div>
    </PageLayout>
  );
}
