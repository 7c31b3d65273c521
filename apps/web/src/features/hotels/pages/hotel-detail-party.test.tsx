import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { buildHotelDetail } from '../testing/hotel-detail-fixture';
import { SEARCH_PATTERN } from '../testing/hotel-fixtures';
import { HotelDetailPage } from './hotel-detail-page';

describe('HotelDetailPage for a family', () => {
  it('prices the rooms for the children’s ages and says which rooms are too small for the party', async () => {
    const detail = buildHotelDetail();
    const [standard, suite] = detail.rooms;
    if (!standard || !suite) throw new Error('fixture rooms');
    const { requests } = mockFetch({
      'GET /api/hotels/H-1': {
        status: 200,
        body: {
          ...detail,
          rooms: [
            { ...standard, holdsParty: false },
            { ...suite, holdsParty: true, available: true },
          ],
        },
      },
    });
    renderWithProviders(<HotelDetailPage />, {
      path: '/hotels/detail/H-1/MDE/2030-03-10/2030-03-12/1/3?edadesNinos=6&bebes=1',
      routePath: `/hotels/detail/:hotelCode/${SEARCH_PATTERN}`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Poblado Plaza' })).toBeInTheDocument();
    expect(requests[0]?.url).toBe(
      '/api/hotels/H-1?checkIn=2030-03-10&checkOut=2030-03-12&rooms=1&adults=2&childAges=6',
    );
    expect(screen.getByText(/2 adultos, 1 niño \(6 años\), 1 bebé/)).toBeInTheDocument();

    const small = screen.getByRole('article', { name: 'Habitación estándar' });
    expect(
      within(small).getByText(
        'Esta habitación es para hasta 2 personas y tu grupo es de 3. Elige una habitación más grande.',
      ),
    ).toBeInTheDocument();
    expect(within(small).queryByText('Reservar')).not.toBeInTheDocument();

    const big = screen.getByRole('article', { name: 'Suite' });
    expect(getIonButton('Reservar', big).closest('ion-button')).toHaveAttribute(
      'router-link',
      '/hotels/checkout/H-1/MDE/2030-03-10/2030-03-12/1/3/R-STE?edadesNinos=6&bebes=1',
    );
  });
});
