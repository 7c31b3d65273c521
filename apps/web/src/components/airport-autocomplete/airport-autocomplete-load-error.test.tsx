import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../testing/query-client';
import { AIRPORT_LIST_ERROR_MESSAGE, AirportAutocomplete } from './airport-autocomplete';

const loadAirports = vi.hoisted(() =>
  vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
);
vi.mock('@travesia/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@travesia/domain')>()),
  loadAirports,
}));

describe('AirportAutocomplete without its airport list', () => {
  it('fetches nothing until the field is used, then says the list could not be loaded', async () => {
    render(<AirportAutocomplete label="Destino" value="" onChange={() => {}} />, {
      wrapper: withQueryClient(),
    });
    const combobox = await screen.findByRole('combobox', { name: 'Destino' });
    expect(loadAirports).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();

    const input = document.querySelector('ion-input');
    if (!input) throw new Error('no ion-input');
    fireEvent(input, new CustomEvent('ionFocus'));

    expect(await screen.findByRole('alert')).toHaveTextContent(AIRPORT_LIST_ERROR_MESSAGE);
    expect(loadAirports).toHaveBeenCalled();
    await waitFor(() => expect(combobox).toHaveAttribute('aria-describedby', screen.getByRole('alert').id));
  });
});
