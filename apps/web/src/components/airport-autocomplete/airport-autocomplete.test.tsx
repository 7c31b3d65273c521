import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadAirports } from '@travesia/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock';
import { withQueryClient } from '../../testing/query-client';
import { AirportAutocomplete } from './airport-autocomplete';

interface FieldProps {
  initialValue?: string;
  error?: string;
  places?: 'airports' | 'cities';
}

function DestinationField({ initialValue = '', error, places }: FieldProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <AirportAutocomplete
        label="Destino"
        placeholder="Ciudad o aeropuerto"
        value={value}
        onChange={setValue}
        error={error}
        places={places}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** Renders the field with the airport list loaded, then switches to fake timers for the delays. */
async function renderField(props: FieldProps = {}) {
  render(<DestinationField {...props} />, { wrapper: withQueryClient() });
  const input = (await screen.findByRole('combobox', { name: 'Destino' })) as HTMLInputElement;
  await act(() => loadAirports());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { input };
}

/** Events straight on the inner input: user-event waits on timers that Ionic needs real. */
function typeText(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
}

function press(input: HTMLInputElement, key: string) {
  fireEvent.keyDown(input, { key });
}

function wait(ms: number) {
  return act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const selectedValue = () => screen.getByTestId('value').textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.getAttribute('aria-label'));

afterEach(() => {
  vi.useRealTimers();
});

describe('AirportAutocomplete', () => {
  it('is a labelled combobox that controls a listbox', async () => {
    const { input } = await renderField();

    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Ciudad o aeropuerto');
    const listboxId = input.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId ?? '')).toHaveAttribute('role', 'listbox');
    expect(document.getElementById(listboxId ?? '')).toHaveAttribute('aria-label', 'Destino: sugerencias');
  });

  it('searches 300 ms after typing stops, ignoring accents', async () => {
    const { input } = await renderField();

    typeText(input, 'bogota');
    await wait(299);
    expect(optionNames()).toEqual([]);

    await wait(1);
    expect(optionNames()[0]).toBe('Bogotá, Colombia (BOG)');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows at most 10 suggestions with city, country and code', async () => {
    const { input } = await renderField();

    typeText(input, 'estados unidos');
    await wait(300);

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent(/Estados Unidos/);
    expect(options[0]?.textContent).toMatch(/[A-Z]{3}$/);
  });

  it('puts the exact code first', async () => {
    const { input } = await renderField();

    typeText(input, 'mde');
    await wait(300);

    expect(optionNames()[0]).toBe('Medellín, Colombia (MDE)');
  });

  it('offers Cali, Colombia before Calicut, India, and each of Medellín’s airports for a flight', async () => {
    const { input } = await renderField();

    typeText(input, 'cali');
    await wait(300);
    expect(optionNames().slice(0, 2)).toEqual(['Cali, Colombia (CLO)', 'Calicut, India (CCJ)']);

    typeText(input, 'medellin');
    await wait(300);
    // The main airport first, each told apart by its name, on screen as for screen readers.
    expect(optionNames()).toEqual([
      'Aeropuerto Internacional José María Córdova, Medellín, Colombia (MDE)',
      'Aeropuerto Enrique Olaya Herrera, Medellín, Colombia (EOH)',
    ]);
    expect(screen.getByText('Aeropuerto Enrique Olaya Herrera · Colombia')).toBeVisible();
  });

  it('offers a hotel destination once per city, also when typed by another airport’s code', async () => {
    const { input } = await renderField({ places: 'cities' });

    typeText(input, 'medellin');
    await wait(300);
    expect(optionNames()).toEqual(['Medellín, Colombia (MDE)']);

    typeText(input, 'eoh');
    await wait(300);
    expect(optionNames()).toEqual(['Medellín, Colombia (MDE)']);
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(selectedValue()).toBe('MDE');
  });

  it('moves through the options with the arrows and selects with Enter', async () => {
    const { input } = await renderField();
    typeText(input, 'londres');
    await wait(300);
    const [first, second] = screen.getAllByRole('option');

    press(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    press(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    press(input, 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);

    press(input, 'Enter');

    // Heathrow, London's main airport, comes first.
    expect(selectedValue()).toBe('LHR');
    expect(input).toHaveValue('Londres (LHR)');
    expect(optionNames()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and does not search again while the text is unchanged', async () => {
    const { input } = await renderField();
    typeText(input, 'bogota');
    await wait(300);

    press(input, 'Escape');
    expect(optionNames()).toEqual([]);

    typeText(input, 'bogotax');
    typeText(input, 'bogota');
    await wait(300);
    expect(optionNames()).toEqual([]);

    press(input, 'ArrowDown');
    expect(optionNames()[0]).toBe('Bogotá, Colombia (BOG)');
  });

  it('hides the list 200 ms after the field loses focus', async () => {
    const { input } = await renderField();
    typeText(input, 'medellin');
    await wait(300);

    fireEvent.blur(input);
    await wait(199);
    expect(optionNames()).not.toEqual([]);

    await wait(1);
    expect(optionNames()).toEqual([]);
  });

  it('selects with a click, and editing the text clears the selection', async () => {
    const { input } = await renderField();
    typeText(input, 'cucuta');
    await wait(300);

    fireEvent.click(screen.getByRole('option', { name: 'Cúcuta, Colombia (CUC)' }));
    expect(selectedValue()).toBe('CUC');
    expect(input).toHaveValue('Cúcuta (CUC)');

    typeText(input, 'Cúcuta (CU');
    expect(selectedValue()).toBe('');
  });

  it('hides the list while the text is empty', async () => {
    const { input } = await renderField();
    typeText(input, 'bog');
    await wait(300);

    typeText(input, '');
    expect(optionNames()).toEqual([]);
  });

  it('names a preset airport from the API, without downloading the list', async () => {
    const { requests } = mockFetch({
      'GET /api/airports/JFK': {
        status: 200,
        body: {
          iata: 'JFK',
          airport: 'Aeropuerto Internacional John F. Kennedy',
          city: 'Nueva York',
          country: 'Estados Unidos',
          countryCode: 'US',
          size: 'large',
        },
      },
    });
    render(<DestinationField initialValue="JFK" />, { wrapper: withQueryClient() });
    const input = await screen.findByRole('combobox', { name: 'Destino' });

    await waitFor(() => expect(input).toHaveValue('Nueva York (JFK)'));
    expect(requests.map((request) => request.url)).toEqual(['/api/airports/JFK']);
  });

  it('shows and announces a validation message', async () => {
    const { input } = await renderField({ error: 'Selecciona un destino.' });

    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Selecciona un destino.');
    expect(input).toHaveAttribute('aria-describedby', message.id);
  });
});
