import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, toIsoDate } from '@travesia/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import {
  buildOneWayFlight,
  buildRoundTripFlight,
  buildSearch,
  LAURA,
  storeFlightBooking,
  TOMAS,
} from '../testing/flight-booking-fixtures';
import { BookingOnePage } from './booking-one-page';

const FAMILY = { adults: 1, children: 1, infants: 1 };

function renderBookingOne() {
  renderWithProviders(<BookingOnePage />, { path: '/booking-one' });
}

const passenger = (name: RegExp) => screen.getByRole('group', { name });
const SEX_LABEL = 'Sexo (como figura en el documento)';
const sexOf = (group: HTMLElement) => within(group).getByLabelText(SEX_LABEL);

async function fillPassenger(
  group: HTMLElement,
  values: { documento: string; firstName: string; lastName: string; sex?: string; birthDate: string },
) {
  await userEvent.type(within(group).getByLabelText('Número de documento'), values.documento);
  await userEvent.type(within(group).getByLabelText('Nombres'), values.firstName);
  await userEvent.type(within(group).getByLabelText('Apellidos'), values.lastName);
  if (values.sex) await userEvent.selectOptions(sexOf(group), values.sex);
  setBirthDate(group, values.birthDate);
}

function setBirthDate(group: HTMLElement, date: string) {
  fireEvent.change(within(group).getByLabelText('Fecha de nacimiento'), { target: { value: date } });
}

describe('BookingOnePage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockFetch({});
  });

  it('tells a visit without a flight where to start', async () => {
    renderBookingOne();

    expect(await screen.findByText(/No hay un vuelo en proceso de reserva/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar vuelos' })).toHaveAttribute('href', '/flight-home');
  });

  it('has one section per passenger and prefills the first with the signed-in traveller', async () => {
    storeSignedInUser();
    storeFlightBooking(buildSearch(FAMILY), buildOneWayFlight());
    renderBookingOne();

    const first = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    expect(passenger(/Pasajero 2: Niño/)).toBeInTheDocument();
    expect(passenger(/Pasajero 3: Bebé/)).toBeInTheDocument();
    expect(within(first).getByLabelText('Tipo de documento')).toHaveValue('CC');
    expect(within(first).getByLabelText('Número de documento')).toHaveValue('1020304050');
    expect(within(first).getByLabelText('Nombres')).toHaveValue('Laura');
    expect(within(first).getByLabelText('Apellidos')).toHaveValue('Gómez');
    expect(within(first).getByLabelText('Correo electrónico')).toHaveValue('viajero@andesenergia.co');
    expect(within(first).getByLabelText('Teléfono')).toHaveValue('+57 310 5550101');
    expect(within(first).getByLabelText('Nacionalidad')).toHaveValue('CO');
    // The traveller's profile does not say their sex (no profile answered here), and nobody else's is assumed.
    expect(sexOf(first)).toHaveValue('');
    expect(sexOf(first)).toBeRequired();
    expect(
      within(sexOf(first))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una opción', 'Femenino', 'Masculino']);
    expect(sexOf(passenger(/Pasajero 2/))).toHaveValue('');
    expect(sexOf(passenger(/Pasajero 3/))).toHaveValue('');
    expect(within(passenger(/Pasajero 2/)).getByLabelText('Tipo de documento')).toHaveValue('TI');
    expect(within(passenger(/Pasajero 2/)).getByLabelText('Nombres')).toHaveValue('');
    expect(within(passenger(/Pasajero 3/)).queryByLabelText(/Correo/)).not.toBeInTheDocument();
  });

  it("prefills the traveller's own sex, birth date and nationality from their profile, and only theirs", async () => {
    storeSignedInUser();
    mockFetch({
      'GET /api/me/profile': {
        status: 200,
        body: {
          firstname: 'Laura',
          last_name: 'Gómez',
          email: 'viajero@andesenergia.co',
          phone: '+573105550101',
          role: 'viajero',
          document: { type: 'CC', number: '1020304050' },
          gender: 'F',
          birthDate: '1990-05-14',
          nationality: 'AR',
          company: { id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá' },
          approvers: [],
        },
      },
    });
    storeFlightBooking(buildSearch({ adults: 2, children: 0, infants: 0 }), buildOneWayFlight());
    renderBookingOne();

    const first = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    expect(sexOf(first)).toHaveValue('F');
    expect(within(first).getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-14');
    expect(within(first).getByLabelText('Nacionalidad')).toHaveValue('AR');
    const second = passenger(/Pasajero 2: Adulto/);
    expect(sexOf(second)).toHaveValue('');
    expect(within(second).getByLabelText('Fecha de nacimiento')).toHaveValue('');
    expect(within(second).getByLabelText('Nacionalidad')).toHaveValue('CO');
    // Still the traveller's to change for this trip.
    await userEvent.selectOptions(sexOf(first), 'M');
    expect(sexOf(first)).toHaveValue('M');
  });

  it('requires every field of each passenger and the contact details of the first adult', async () => {
    storeFlightBooking(buildSearch({ adults: 1, children: 0, infants: 0 }), buildOneWayFlight());
    renderBookingOne();
    await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });

    await userEvent.click(getIonButton('Continuar'));

    expect(await screen.findByText('Indica el nombre del pasajero.')).toBeInTheDocument();
    expect(screen.getByText('Indica el apellido del pasajero.')).toBeInTheDocument();
    expect(
      screen.getByText('El número de documento debe tener entre 4 y 20 letras o números.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Indica la fecha de nacimiento.')).toBeInTheDocument();
    expect(screen.getByText('Indica el sexo del pasajero como figura en su documento.')).toBeInTheDocument();
    expect(screen.getByText('Indica el correo del pasajero de contacto.')).toBeInTheDocument();
    expect(screen.getByText('Indica el teléfono del pasajero de contacto.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/booking-one');
  });

  it('checks each age against its passenger type on the date of the last flight', async () => {
    const departure = addDays(toIsoDate(new Date()), 30);
    const back = addDays(departure, 7);
    // Turns two between the outbound and the return flight: no longer an infant on the way back.
    const secondBirthday = addDays(back, -3);
    const infantBirthDate = `${Number(secondBirthday.slice(0, 4)) - 2}${secondBirthday.slice(4)}`;
    storeSignedInUser();
    storeFlightBooking(buildSearch(FAMILY, back), buildRoundTripFlight(undefined, { departure, back }));
    renderBookingOne();
    const adult = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    const child = passenger(/Pasajero 2: Niño/);
    const infant = passenger(/Pasajero 3: Bebé/);
    setBirthDate(adult, addDays(departure, -365 * 5));
    await fillPassenger(child, {
      documento: '1122334455',
      firstName: 'Tomás',
      lastName: 'Gómez',
      birthDate: '1990-01-01',
    });
    await fillPassenger(infant, {
      documento: '1199887766',
      firstName: 'Sara',
      lastName: 'Gómez',
      birthDate: infantBirthDate,
    });

    await userEvent.click(getIonButton('Continuar'));

    expect(
      await within(adult).findByText('Un adulto debe tener 13 años o más en la fecha del viaje.'),
    ).toBeInTheDocument();
    expect(
      within(child).getByText('Un niño debe tener entre 2 y 12 años en la fecha del viaje.'),
    ).toBeInTheDocument();
    expect(
      within(infant).getByText('Un bebé debe tener menos de 2 años en la fecha del viaje.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/booking-one');

    setBirthDate(adult, addDays(toIsoDate(new Date()), 1));
    await userEvent.click(getIonButton('Continuar'));
    expect(await within(adult).findByText('La fecha de nacimiento no puede ser futura.')).toBeInTheDocument();
  });

  it('stores the passengers and goes on to the payment step', async () => {
    storeSignedInUser();
    storeFlightBooking(buildSearch({ adults: 1, children: 1, infants: 0 }), buildOneWayFlight());
    renderBookingOne();
    const adult = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    setBirthDate(adult, LAURA.birthDate);
    await userEvent.selectOptions(sexOf(adult), 'Femenino');
    await fillPassenger(passenger(/Pasajero 2: Niño/), {
      documento: '1122334455',
      firstName: 'Tomás',
      lastName: 'Gómez',
      sex: 'Masculino',
      birthDate: '2021-08-02',
    });

    await userEvent.click(getIonButton('Continuar'));

    await waitFor(() => expect(currentLocation()).toBe('/booking-two'));
    expect(flightBookingStore.get()?.passengers).toEqual([LAURA, TOMAS]);
  });

  it('asks each passenger’s document expiry on a trip abroad, valid on the last flight', async () => {
    storeSignedInUser();
    const national = buildOneWayFlight();
    const abroad = { ...national, flyTo: 'MIA', countryTo: { code: 'US', name: 'Estados Unidos' } };
    storeFlightBooking(buildSearch({ adults: 1, children: 0, infants: 0 }), abroad);
    renderBookingOne();
    const adult = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    setBirthDate(adult, LAURA.birthDate);
    await userEvent.selectOptions(sexOf(adult), 'Femenino');
    const expiry = within(adult).getByLabelText('Vencimiento del documento');
    expect(expiry).toHaveAttribute('min', '2030-03-10');

    await userEvent.click(getIonButton('Continuar'));
    expect(
      await within(adult).findByText(
        'Indica la fecha de vencimiento del documento: los vuelos internacionales la piden.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(expiry, { target: { value: '2030-03-01' } });
    await userEvent.click(getIonButton('Continuar'));
    expect(
      await within(adult).findByText('El documento vence antes del último vuelo: viaja con uno vigente.'),
    ).toBeInTheDocument();

    fireEvent.change(expiry, { target: { value: '2034-06-30' } });
    // The issuing country defaults to the nationality's.
    expect(within(adult).getByLabelText('País que emitió el documento')).toHaveValue('');
    await userEvent.click(getIonButton('Continuar'));
    await waitFor(() => expect(currentLocation()).toBe('/booking-two'));
    expect(flightBookingStore.get()?.passengers).toEqual([
      { ...LAURA, documentExpiry: '2034-06-30', documentCountry: 'CO' },
    ]);
  });

  it('asks no document expiry on a national trip', async () => {
    storeFlightBooking(buildSearch({ adults: 1, children: 0, infants: 0 }), buildOneWayFlight());
    renderBookingOne();
    const adult = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    expect(within(adult).queryByLabelText('Vencimiento del documento')).not.toBeInTheDocument();
  });

  it('shows what was entered when the traveller comes back to this step', async () => {
    storeFlightBooking(buildSearch(), buildOneWayFlight(), {
      passengers: [{ ...LAURA, firstname: 'Laura Sofía' }],
    });
    renderBookingOne();

    const adult = await screen.findByRole('group', { name: /Pasajero 1: Adulto/ });
    expect(within(adult).getByLabelText('Nombres')).toHaveValue('Laura Sofía');
    expect(within(adult).getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-17');
    expect(sexOf(adult)).toHaveValue('F');
  });
});
