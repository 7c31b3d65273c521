import '../flights.css';
import { defaultFlightSearchForm, toIsoDate } from '@travesia/domain';
import { type ReactNode, useState } from 'react';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { FlightSearchForm } from '../components/flight-search-form';

/**
 * /flight-home: the flight search form with the spec §9 defaults. `summary`: what the shell shows a signed-in
 * person first (their trips and what waits for them); this is where sign-in lands. `notice`: what stops a
 * booking before it starts (a company with no way to pay).
 */
export function FlightHomePage({ summary, notice }: { summary?: ReactNode; notice?: ReactNode }) {
  const [today] = useState(() => toIsoDate(new Date()));
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
        <FlightSearchForm initial={defaultFlightSearchForm(today)} today={today} />
      </div>
    </PageLayout>
  );
}
