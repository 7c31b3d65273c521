import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildLeg } from '@travesia/domain/testing';
import { describe, expect, it } from 'vitest';
import { AirlineLogo } from './airline-logo';
import { SegmentInfoPanel } from './segment-info-panel';

/** The dd value under a dt label of one leg. */
function fact(leg: HTMLElement, label: string): string | null {
  const term = within(leg).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const legs = () => screen.getAllByRole('listitem').filter((item) => item.matches('.segment-info__leg'));

describe('SegmentInfoPanel', () => {
  it('shows carriers, trip number, airports by name, aircraft, technical stop and its duration without PT', async () => {
    render(
      <SegmentInfoPanel
        segments={[
          buildLeg({
            from: 'BOG',
            to: 'MIA',
            departs: '2027-03-10T06:05',
            arrives: '2027-03-10T11:40',
            airline: 'AV',
            flightNo: 20,
            operatingCarrier: '2K',
            technicalStop: { iataCode: 'PTY', duration: 'PT1H05M' },
            equipment: 'Boeing 787-8',
          }),
        ]}
      />,
    );

    expect(await screen.findByText('BOG · Aeropuerto Internacional El Dorado')).toBeInTheDocument();
    const [leg] = legs();
    const info = leg as HTMLElement;
    expect(within(info).getByText('Vuelo AV20 · 06:05 – 11:40')).toBeInTheDocument();
    // Carriers by name and code, once the airline names (loaded on demand) have arrived.
    await waitFor(() => expect(fact(info, 'Aerolínea comercializadora')).toBe('Avianca (AV)'));
    expect(fact(info, 'Aerolínea operadora')).toBe('Aerolineas Galapagos (Aerogal) (2K)');
    expect(fact(info, 'Número de vuelo')).toBe('AV20');
    expect(fact(info, 'Origen')).toBe('BOG · Aeropuerto Internacional El Dorado');
    expect(fact(info, 'Destino')).toBe('MIA · Aeropuerto Internacional Miami');
    expect(fact(info, 'Aeronave')).toBe('Boeing 787-8');
    expect(fact(info, 'Parada técnica')).toBe('PTY · Aeropuerto Internacional Tocumen');
    expect(fact(info, 'Escala en PTY')).toBe('1 h 5 min');
    expect(within(info).getByRole('img', { name: 'Aerolínea Avianca (AV)' })).toHaveAttribute(
      'src',
      'https://images.kiwi.com/airlines/32/AV.png',
    );
  });

  it("reads 'Estación de tren' for a code outside the airport list or an empty one, and says when the aircraft is unknown", async () => {
    render(
      <SegmentInfoPanel
        segments={[
          buildLeg({
            from: 'ZZZ',
            to: '',
            departs: '2027-03-10T06:05',
            arrives: '2027-03-10T07:00',
            equipment: null,
          }),
        ]}
      />,
    );

    expect(await screen.findByText('ZZZ · Estación de tren')).toBeInTheDocument();
    const info = legs()[0] as HTMLElement;
    expect(fact(info, 'Destino')).toBe('Estación de tren');
    expect(fact(info, 'Aeronave')).toBe('No informada');
    expect(within(info).queryByText('Parada técnica')).not.toBeInTheDocument();
  });

  it('shows the layover between legs as every duration is written, at the connecting airport', async () => {
    render(
      <SegmentInfoPanel
        segments={[
          buildLeg({
            from: 'BOG',
            to: 'PTY',
            departs: '2027-03-10T06:05',
            arrives: '2027-03-10T08:05',
            airline: 'CM',
          }),
          buildLeg({
            from: 'PTY',
            to: 'MIA',
            departs: '2027-03-11T10:20',
            arrives: '2027-03-11T13:00',
            airline: 'CM',
            flightNo: 430,
          }),
        ]}
      />,
    );

    expect(legs()).toHaveLength(2);
    const layover = await screen.findByText(/Conexión en PTY · Aeropuerto Internacional Tocumen/);
    expect(layover).toHaveTextContent('tiempo de espera 26 h 15 min');
  });
});

describe('AirlineLogo', () => {
  it('falls back to a badge with the carrier code when the image fails', async () => {
    render(<AirlineLogo carrier="P5" />);
    const logo = await screen.findByRole('img', { name: 'Aerolínea Wingo (P5)' });
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('height', '32');

    fireEvent.error(logo);

    const badge = screen.getByRole('img', { name: 'Aerolínea Wingo (P5)' });
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveTextContent('P5');
  });
});
