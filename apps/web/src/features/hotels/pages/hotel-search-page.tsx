import '../hotels.css';
import type { ReactNode } from 'react';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { HotelSearchBar } from '../components/hotel-search-bar';

/** /hotels: the hotel search form of spec §2.4. `notice`: what stops a booking before it starts. */
export function HotelSearchPage({ notice }: { notice?: ReactNode }) {
  return (
    <PageLayout title="Hoteles">
      <div className="hotel-search-page">
        <h1>Hoteles</h1>
        <p className="hotel-search-page__lead">Busca alojamiento para tu viaje de trabajo.</p>
        {notice}
        <BookingForBanner />
        <HotelSearchBar />
      </div>
    </PageLayout>
  );
}
