import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GUESTS, type GuestCount } from '@travesia/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getIonButton } from '../../testing/render';
import { GuestsSelector } from './guests-selector';

function ControlledSelector({ initial = DEFAULT_GUESTS }: { initial?: GuestCount }) {
  const [guests, setGuests] = useState(initial);
  return <GuestsSelector value={guests} onChange={setGuests} />;
}

function SelectorWithAges() {
  const [guests, setGuests] = useState(DEFAULT_GUESTS);
  const [ages, setAges] = useState<(number | null)[]>([]);
  return (
    <>
      <GuestsSelector value={guests} onChange={setGuests} childAges={ages} onChildAgesChange={setAges} />
      <output data-testid="ages">{JSON.stringify(ages)}</output>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: /Huéspedes/ }));
  const title = await screen.findByRole('heading', { name: 'Seleccionar Huéspedes' });
  const modal = title.closest('ion-modal') as HTMLElement;
  // A modal still presenting when a test ends would reach <body> after the cleanup and leak into the next test.
  await waitFor(() => expect(modal).not.toHaveClass('overlay-hidden'));
  return modal;
}

describe('GuestsSelector', () => {
  it("reads '1 Adulto' by default and opens the 'Seleccionar Huéspedes' modal", async () => {
    render(<ControlledSelector />);

    expect(screen.getByRole('button', { name: 'Huéspedes 1 Adulto' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const modal = await openModal();
    expect(getIonButton('Cerrar', modal)).toBeInTheDocument();
  });

  it('disables minus at the minimum and plus at the maximum of each kind', async () => {
    render(<ControlledSelector />);
    const modal = await openModal();
    const button = (name: string) => within(modal).getByRole('button', { name });

    expect(button('Quitar adultos')).toBeDisabled();
    expect(button('Quitar niños')).toBeDisabled();
    expect(button('Quitar bebés')).toBeDisabled();

    for (let press = 0; press < 8; press += 1) await userEvent.click(button('Agregar adultos'));
    for (let press = 0; press < 6; press += 1) await userEvent.click(button('Agregar niños'));
    await userEvent.click(button('Agregar bebés'));
    await userEvent.click(button('Agregar bebés'));

    expect(button('Agregar adultos')).toBeDisabled();
    expect(button('Agregar niños')).toBeDisabled();
    expect(button('Agregar bebés')).toBeDisabled();
    expect(button('Quitar adultos')).toBeEnabled();
    expect(within(modal).getByText('6 Adulto(s), 4 Niño(s), 2 Bebé(s)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Huéspedes 6 Adulto(s), 4 Niño(s), 2 Bebé(s)' }),
    ).toBeInTheDocument();
  });

  it('steps one count by one in each direction', async () => {
    render(<ControlledSelector initial={{ adults: 2, children: 1, infants: 0 }} />);
    const modal = await openModal();

    await userEvent.click(within(modal).getByRole('button', { name: 'Quitar adultos' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar bebés' }));

    expect(within(modal).getByText('1 Adulto(s), 1 Niño(s), 1 Bebé(s)')).toBeInTheDocument();
  });

  it('asks one age per child when ages are wanted, and forgets the age of a child removed', async () => {
    render(<SelectorWithAges />);
    const modal = await openModal();
    expect(
      within(modal).queryByRole('group', { name: 'Edad de los niños al viajar' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar niños' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar niños' }));
    const first = within(modal).getByRole('combobox', { name: 'Edad del niño 1' });
    expect(first).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(first, '5 años');
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Edad del niño 2' }),
      '12 años',
    );
    expect(screen.getByTestId('ages')).toHaveTextContent('[5,12]');

    await userEvent.click(within(modal).getByRole('button', { name: 'Quitar niños' }));
    expect(screen.getByTestId('ages')).toHaveTextContent('[5]');
    expect(within(modal).queryByRole('combobox', { name: 'Edad del niño 2' })).not.toBeInTheDocument();
  });
});
