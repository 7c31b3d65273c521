import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelResult, HotelSearchCriteria } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { HotelCard } from './hotel-card';

const criteria: HotelSearchCriteria = {
  destination: 'MDE',
  checkIn: '2030-03-10',
  checkOut: '2030-03-12',
  rooms: 1,
  adults: 2,
  childAges: [],
  infants: 0,
};

function buildHotel(overrides: Partial<HotelResult> = {}): HotelResult {
  return {
    code: 'H-1',
    name: 'Hotel Poblado Plaza',
    latitude: 6.2,
    longitude: -75.57,
    images: ['/img/1.jpg', '/img/2.jpg', '/img/3.jpg'],
    minRate: 640_000,
    currency: 'COP',
    breakfast: true,
    stars: 4,
    ...overrides,
  };
}

/** Intl puts a no-break space after '$'; compare on normal spaces. */
function text(element: HTMLElement) {
  return element.textContent?.replace(/\s/g, ' ');
}

function renderCard(props: Partial<Parameters<typeof HotelCard>[0]> = {}) {
  return renderWithProviders(
    <HotelCard hotel={buildHotel()} criteria={criteria} nights={2} checkPolicy={null} {...props} />,
  );
}

describe('HotelCard', () => {
  it('shows name, stars, breakfast, price per night, total, nights and the corporate discount chip', async () => {
    renderCard();

    const card = (await screen.findByRole('heading', { name: 'Hotel Poblado Plaza' })).closest('article');
    expect(card).not.toBeNull();
    expect(screen.getByRole('img', { name: '4 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('Desayuno incluido')).toBeInTheDocument();
    expect(screen.getByText('Descuento corp. 18%')).toBeInTheDocument();
    expect(text(card as HTMLElement)).toContain('$ 320.000 / noche');
    expect(text(card as HTMLElement)).toContain('Total $ 640.000 por 2 noches');
    expect(screen.queryByText('Tarifa corporativa')).not.toBeInTheDocument();
    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
  });

  it('keeps a space between the stars and the policy label when there is no breakfast line between them', async () => {
    renderCard({ hotel: buildHotel({ breakfast: false }), checkPolicy: () => false });

    const link = await screen.findByRole('link', { name: /Hotel Poblado Plaza/ });
    expect(text(link)).toContain('★★★★ Fuera de la política');
  });

  it("counts 3 stars when none are given and says 'por 1 noche'", async () => {
    renderCard({ hotel: buildHotel({ stars: null, breakfast: false }), nights: 1 });

    expect(await screen.findByRole('img', { name: '3 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('por 1 noche')).toBeInTheDocument();
    expect(screen.queryByText('Desayuno incluido')).not.toBeInTheDocument();
  });

  it('shows the estimated CO₂e of the stay with a Spanish label, and nothing without an estimate', async () => {
    renderCard({ hotel: buildHotel({ emissions: { perRoomNightKg: 14.3, stayKg: 29 } }) });

    expect(
      await screen.findByRole('img', {
        name: 'Emisiones estimadas: unos 29 kilogramos de CO₂ equivalente por la estadía',
      }),
    ).toHaveTextContent('≈ 29 kg CO₂e por la estadía');
  });

  it('says nothing about CO₂e when the result carries no estimate', async () => {
    renderCard();

    await screen.findByRole('heading', { name: 'Hotel Poblado Plaza' });
    expect(screen.queryByText(/CO₂e/)).not.toBeInTheDocument();
  });

  it("shows the corporate-rate chip for source 'propios'", async () => {
    renderCard({ hotel: buildHotel({ source: 'propios' }) });

    expect(await screen.findByText('Tarifa corporativa')).toBeInTheDocument();
  });

  it('checks the policy on the price per night and labels the result', async () => {
    const checked: number[] = [];
    const { unmount } = renderCard({
      checkPolicy: (price) => {
        checked.push(price);
        return true;
      },
    });
    expect(await screen.findByText('Dentro de la política')).toBeInTheDocument();
    expect(checked).toContain(320_000);
    unmount();

    const { unmount: unmountOutside } = renderCard({ checkPolicy: () => false });
    expect(await screen.findByText('Fuera de la política')).toBeInTheDocument();
    unmountOutside();

    // The rules did not load: a neutral label, never a reassuring one.
    renderCard({ checkPolicy: () => null });
    expect(await screen.findByText('Política sin verificar')).toHaveClass('policy-status--unverified');
    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
  });

  it('moves through the pictures with arrows and dots', async () => {
    renderCard();

    expect(await screen.findByRole('img', { name: 'Hotel Poblado Plaza, foto 1 de 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByRole('img', { name: 'Hotel Poblado Plaza, foto 3 de 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver imagen 2 de 3' }));
    expect(screen.getByRole('img', { name: 'Hotel Poblado Plaza, foto 2 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver imagen 2 de 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('draws a placeholder for a picture that fails to load, and the others still show', async () => {
    renderCard();

    fireEvent.error(await screen.findByRole('img', { name: 'Hotel Poblado Plaza, foto 1 de 3' }));
    expect(
      screen.getByRole('img', { name: 'Hotel Poblado Plaza, foto 1 de 3 no disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Foto no disponible')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByRole('img', { name: 'Hotel Poblado Plaza, foto 2 de 3' }).tagName).toBe('IMG');
  });

  it('opens the detail from the card content', async () => {
    renderCard();

    await userEvent.click(await screen.findByRole('heading', { name: 'Hotel Poblado Plaza' }));

    expect(currentLocation()).toBe('/hotels/detail/H-1/MDE/2030-03-10/2030-03-12/1/2');
  });
});
