import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock';
import { storeSignedInUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { BookingForBanner } from './booking-for-banner';
import { BookingForSelector } from './booking-for-selector';

const MARTA = { id: 4, name: 'Marta Díaz', email: 'asistente@andesenergia.co' };
const CARLOS = { id: 2, name: 'Carlos Restrepo', email: 'aprobador@andesenergia.co' };

function renderSearchStep() {
  renderWithProviders(
    <>
      <BookingForBanner />
      <BookingForSelector />
    </>,
  );
}

describe('Reservando para', () => {
  afterEach(() => sessionStorage.clear());

  it('lets a delegate choose a colleague, themself first, and says so on the step', async () => {
    storeSignedInUser();
    mockFetch({
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [MARTA, CARLOS] } },
    });
    renderSearchStep();

    const select = await screen.findByLabelText('Reservando para');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Marta Díaz (yo)',
      'Carlos Restrepo',
    ]);
    expect(select).toHaveValue(String(MARTA.id));
    expect(screen.queryByText(/^Reservando para /)).not.toBeInTheDocument();

    await userEvent.selectOptions(select, String(CARLOS.id));
    expect(screen.getByRole('status')).toHaveTextContent('Reservando para Carlos Restrepo');

    await userEvent.selectOptions(select, String(MARTA.id));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows nothing to someone who books only for themself', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [MARTA] } } });
    renderSearchStep();
    await waitFor(() => expect(screen.queryByLabelText('Reservando para')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
