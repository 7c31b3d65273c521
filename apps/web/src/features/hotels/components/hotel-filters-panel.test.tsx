import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_HOTEL_FILTERS } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { HotelFiltersPanel } from './hotel-filters-panel';

describe('HotelFiltersPanel', () => {
  it('folds its fields behind a button that says whether they are shown (phones hide them by CSS)', async () => {
    render(<HotelFiltersPanel filters={DEFAULT_HOTEL_FILTERS} onChange={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Mostrar filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toContainElement(screen.getByLabelText('Ordenar por precio'));

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Filtros' })).toHaveClass('filters-panel--open');
  });
});
