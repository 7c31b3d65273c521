import '../flights.css';
import { flightSearchFormOf, toIsoDate } from '@travesia/domain';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { FlightSearchForm } from '../components/flight-search-form';

/**
 * /flight-home: the flight search form with the spec §9 defaults, or a hotel's dates (`flightSearchFormOf`).
 * `summary`: what the shell shows a signed-in person first (their trips and what waits for them); this is where
 * sign-in lands. `notice`: what stops a booking before it starts (a company with no way to pay).
 */
export function FlightHomePage({ summary, notice }: { summary?: ReactNode; notice?: ReactNode }) {
  const [today] = useState(() => toIsoDate(new Date()));
  // «Agregar vuelo a este viaje» from a hotel: its dates come in the address.
  const { search } = useLocation();
  const [initial] = useState(() => {
    const query = new URLSearchParams(search);
    return flightSearchFormOf(
      { departureDate: query.get('departureDate'), returnDate: query.get('returnDate') },
      today,
    );
  });
  return (
    <PageLayout title="Vuelos">
      <div className="flight-home">
        {summary}
        <h1>Vuelos</h1>
        <BookingForBanner />
        <p className="flight-home__lead">
          Busca vuelos nacionales e internacionales para tu viaje de trabajo.
        </p>
        {notice}
        <FlightSearchForm initial={initial} today={today} />
      </div>
    </PageLayout>
  );
}
