import { screen, within } from '@testing-library/react';
import { buildLeg } from '@travesia/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import { buildPricedItinerary } from '../testing/flight-search-fixtures';
import { InfoFlightPage } from './info-flight-page';

function renderInfo() {
  mockFetch({});
  return renderWithProviders(<InfoFlightPage />, { path: '/info-flight', routePath: '/info-flight' });
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('InfoFlightPage', () => {
  it('without a chosen flight, says so and links to the flight search', async () => {
    renderInfo();

    expect(await screen.findByText('Aún no has elegido un vuelo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar vuelos' })).toHaveAttribute('href', '/flight-home');
  });

  it('shows every leg of both directions of the chosen itinerary', async () => {
    const itinerary = buildPricedItinerary(
      [
        buildLeg({
          from: 'BOG',
          to: 'PTY',
          departs: '2027-03-10T06:05',
          arrives: '2027-03-10T07:50',
          airline: 'CM',
        }),
        buildLeg({
          from: 'PTY',
          to: 'MIA',
          departs: '2027-03-10T09:00',
          arrives: '2027-03-10T12:10',
          airline: 'CM',
          flightNo: 430,
        }),
        buildLeg({
          from: 'MIA',
          to: 'BOG',
          departs: '2027-03-17T16:00',
          arrives: '2027-03-17T19:20',
          airline: 'AA',
          flightNo: 921,
          direction: 1,
        }),
      ],
      2_100_000,
    );
    flightBookingStore.chooseItinerary(
      {
        origin: 'BOG',
        destination: 'MIA',
        departureDate: '2027-03-10',
        returnDate: '2027-03-17',
        passengers: { adults: 1, children: 0, infants: 0 },
      },
      itinerary,
    );
    renderInfo();

    const outbound = (await screen.findByRole('heading', { name: 'Vuelo de ida' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(outbound).getByText('6 h 5 min · 1 escala')).toBeInTheDocument();
    expect(within(outbound).getByText('Vuelo CM9300 · 06:05 – 07:50')).toBeInTheDocument();
    expect(within(outbound).getByText('Vuelo CM430 · 09:00 – 12:10')).toBeInTheDocument();
    expect(await within(outbound).findByText(/tiempo de espera/)).toHaveTextContent('1 h 10 min');

    const inbound = screen
      .getByRole('heading', { name: 'Vuelo de regreso' })
      .closest('section') as HTMLElement;
    expect(within(inbound).getByText('3 h 20 min · Directo')).toBeInTheDocument();
    expect(within(inbound).getByText('Vuelo AA921 · 16:00 – 19:20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar con la reserva' })).toHaveAttribute(
      'href',
      '/flight-upsell',
    );
  });
});
