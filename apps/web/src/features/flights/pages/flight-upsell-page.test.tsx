import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import {
  buildOneWayFlight,
  buildRoundTripFlight,
  buildSearch,
  cop,
  storeFlightBooking,
} from '../testing/flight-booking-fixtures';
import { FlightUpsellPage } from './flight-upsell-page';

const ADULT_AND_CHILD = { adults: 1, children: 1, infants: 0 };

function shownTotal() {
  return document.querySelector('.price-breakdown__line--total dd')?.textContent?.replace(/\s/g, ' ');
}

function renderUpsell() {
  renderWithProviders(<FlightUpsellPage />, { path: '/flight-upsell' });
}

describe('FlightUpsellPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a visit without a chosen flight back to the search', () => {
    renderUpsell();

    expect(screen.getByText(/No hay un vuelo en proceso de reserva/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar vuelos' })).toHaveAttribute('href', '/flight-home');
  });

  it('shows the families side by side with their conditions and luggage, the cheapest chosen', () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD), buildOneWayFlight());
    renderUpsell();

    const families = screen.getAllByRole('radio');
    expect(families.map((radio) => radio.getAttribute('value'))).toEqual(['BASICA', 'CLASICA', 'FLEXIBLE']);
    const basica = screen.getByRole<HTMLInputElement>('radio', { name: /^Básica/ });
    expect(basica.labels?.[0]).toHaveTextContent(`Básica ${cop(740_000)}`);
    expect(basica).toBeChecked();
    expect(basica).toHaveAccessibleDescription(/Cambios No permite cambios Reembolsos No reembolsable/);
    const flexible = screen.getByRole('radio', { name: /^Flexible/ });
    expect(flexible).toHaveAccessibleDescription(/Grande: Maleta facturada 23 kg Incluido/);
    expect(screen.getAllByText('Bogotá')).not.toHaveLength(0);
    expect(screen.getByText('Directo')).toBeInTheDocument();
    expect(shownTotal()).toBe(cop(740_000));
  });

  it('recomputes the total with the family and the extra luggage', async () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD), buildOneWayFlight());
    renderUpsell();
    const luggage = screen.getByRole('group', { name: 'Equipaje' });

    await userEvent.click(within(luggage).getByRole('checkbox', { name: /Agregar Mediano/ }));
    // 95.000 per seated passenger (adult and child) and direction.
    expect(shownTotal()).toBe(cop(740_000 + 190_000));
    expect(screen.getByText('Equipaje adicional')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^Clásica/ }));
    // Clásica includes the medium bag, so it is no longer charged.
    expect(shownTotal()).toBe(cop(962_000));
    expect(within(luggage).queryByRole('checkbox', { name: /Agregar Mediano/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(within(luggage).getByRole('combobox', { name: /Agregar Grande/ }), '1');
    expect(shownTotal()).toBe(cop(962_000 + 300_000));
    expect(flightBookingStore.get()).toMatchObject({ fareFamily: 'CLASICA', extraLuggage: ['Grande'] });
  });

  it('starts from the hold bags of the search, still editable, and keeps them across families', async () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD, undefined, { hand: 0, hold: 2 }), buildOneWayFlight());
    renderUpsell();
    const luggage = screen.getByRole('group', { name: 'Equipaje' });
    const holdBags = () =>
      within(luggage).getByRole<HTMLSelectElement>('combobox', { name: /Agregar Grande/ });

    // Two hold bags of 150.000 for each of the two seated passengers.
    expect(holdBags().value).toBe('2');
    expect(shownTotal()).toBe(cop(740_000 + 600_000));

    await userEvent.click(screen.getByRole('radio', { name: /^Clásica/ }));
    expect(holdBags().value).toBe('2');
    expect(shownTotal()).toBe(cop(962_000 + 600_000));

    // Flexible includes a hold bag; going back to Clásica buys both again.
    await userEvent.click(screen.getByRole('radio', { name: /^Flexible/ }));
    expect(shownTotal()).toBe(cop(1_480_000));
    await userEvent.click(screen.getByRole('radio', { name: /^Clásica/ }));
    expect(holdBags().value).toBe('2');

    await userEvent.selectOptions(holdBags(), '1');
    expect(shownTotal()).toBe(cop(962_000 + 300_000));
    expect(flightBookingStore.get()).toMatchObject({ extraLuggage: ['Grande'] });
  });

  it('starts from the carry-on of the search, keeps it across families, and lets it go when unchecked', async () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD, undefined, { hand: 1, hold: 0 }), buildOneWayFlight());
    renderUpsell();
    const luggage = screen.getByRole('group', { name: 'Equipaje' });
    const carryOn = () =>
      within(luggage).getByRole<HTMLInputElement>('checkbox', { name: /Agregar Mediano/ });

    // Básica has no carry-on: 95.000 for each of the two seated passengers, as the search's card priced it.
    expect(carryOn()).toBeChecked();
    expect(shownTotal()).toBe(cop(740_000 + 190_000));

    // Clásica includes it; back in Básica it is bought again.
    await userEvent.click(screen.getByRole('radio', { name: /^Clásica/ }));
    expect(shownTotal()).toBe(cop(962_000));
    await userEvent.click(screen.getByRole('radio', { name: /^Básica/ }));
    expect(carryOn()).toBeChecked();
    expect(shownTotal()).toBe(cop(740_000 + 190_000));

    // Unchecked, the traveller no longer means to carry one, whatever the family.
    await userEvent.click(carryOn());
    expect(shownTotal()).toBe(cop(740_000));
    await userEvent.click(screen.getByRole('radio', { name: /^Clásica/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Básica/ }));
    expect(carryOn()).not.toBeChecked();
    expect(flightBookingStore.get()).toMatchObject({ extraLuggage: [], bags: { hand: 0, hold: 0 } });
  });

  it('continues to the one-way checkout route with the accepted total', async () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD), buildOneWayFlight(), {
      fareFamily: 'CLASICA',
      extraLuggage: ['Grande'],
    });
    storeSignedInUser();
    renderUpsell();

    await userEvent.click(getIonButton('Continuar'));

    expect(currentLocation()).toBe('/flight-checkout/BOG/MDE/2030-03-10/1/1/0/AV/9300/M/2/0605/0710/1262000');
  });

  it('puts the return flight before the price on a round trip, luggage counted both ways', async () => {
    storeFlightBooking(buildSearch(ADULT_AND_CHILD, '2030-03-17'), buildRoundTripFlight(), {
      extraLuggage: ['Grande'],
    });
    storeSignedInUser();
    renderUpsell();
    expect(screen.getByRole('region', { name: 'Ida' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Regreso' })).toBeInTheDocument();
    expect(shownTotal()).toBe(cop(740_000 + 600_000));

    await userEvent.click(getIonButton('Continuar'));

    expect(currentLocation()).toBe(
      '/flight-checkout/BOG/MDE/2030-03-10/1/1/0/AV/9300/Q/2/0605/0710/2030-03-17/AV/9324/Q/1800/1905/1340000',
    );
  });
});
