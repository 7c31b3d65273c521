import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AIRPORT_LIST_ERROR_MESSAGE, AirportAutocomplete } from './airport-autocomplete';

vi.mock('@travesia/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@travesia/domain')>()),
  loadAirports: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
}));

describe('AirportAutocomplete without its airport list', () => {
  it('says the list could not be loaded', async () => {
    render(<AirportAutocomplete label="Destino" value="" onChange={() => {}} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(AIRPORT_LIST_ERROR_MESSAGE);
    expect(await screen.findByRole('combobox', { name: 'Destino' })).toHaveAttribute(
      'aria-describedby',
      screen.getByRole('alert').id,
    );
  });
});
