import { render, screen } from '@testing-library/react';
import { buildItinerary, buildLeg } from '@travesia/domain/testing';
import { describe, expect, it } from 'vitest';
import itinerarySummaryStyles from '../styles/booking-itinerary-summary.css?raw';
import { ItinerarySummary } from './itinerary-summary';

describe('ItinerarySummary', () => {
  it("writes each direction's day as es-CO does, weekday and month in lower case", () => {
    const itinerary = buildItinerary([
      buildLeg({ from: 'BOG', to: 'MDE', departs: '2026-12-11T07:00', arrives: '2026-12-11T08:05' }),
      buildLeg({
        from: 'MDE',
        to: 'BOG',
        departs: '2026-12-13T18:00',
        arrives: '2026-12-13T19:05',
        direction: 1,
      }),
    ]);
    render(<ItinerarySummary itinerary={itinerary} />);

    expect(screen.getByText('Ida').parentElement).toHaveTextContent('Ida · vie, 11 dic 2026');
    expect(screen.getByText('Regreso').parentElement).toHaveTextContent('Regreso · dom, 13 dic 2026');
    // A stylesheet that capitalised every word turned those into 'Vie, 11 Dic 2026'.
    expect(itinerarySummaryStyles).not.toMatch(/text-transform:\s*capitalize/);
  });
});
