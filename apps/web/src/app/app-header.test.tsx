import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSignedInUser } from '../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../testing/render';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('offers the login button to a visitor', async () => {
    renderWithProviders(<AppHeader />);

    await userEvent.click(getIonButton('Iniciar sesión'));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByRole('link', { name: /Laura Gómez/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the chip with logo, name and company, linking to the profile', () => {
    storeSignedInUser();
    renderWithProviders(<AppHeader />);

    const chip = screen.getByRole('link', { name: /Laura Gómez/ });
    expect(chip).toHaveAttribute('href', '/profile');
    expect(chip).toHaveTextContent('Andes Energía S.A.S.');
    expect(chip.querySelector('img')).toHaveAttribute('src', '/brand/andes-energia.svg');
    expect(screen.queryByText('Iniciar sesión')).not.toBeInTheDocument();
  });

  it('replaces a company logo that fails to load with the default business icon', () => {
    storeSignedInUser();
    renderWithProviders(<AppHeader />);
    const chip = screen.getByRole('link', { name: /Laura Gómez/ });
    expect(screen.queryByTestId('company-logo-fallback')).not.toBeInTheDocument();

    const logo = chip.querySelector('img');
    if (!logo) throw new Error('The chip shows no logo.');
    fireEvent.error(logo);

    expect(chip.querySelector('img')).toBeNull();
    expect(screen.getByTestId('company-logo-fallback')).toBeInTheDocument();
  });

  it('shows the default icon when the company has no logo', () => {
    const user = buildUser();
    storeSignedInUser({ ...user, company: null });
    renderWithProviders(<AppHeader />);

    expect(screen.getByRole('link', { name: /Laura Gómez/ })).toHaveTextContent('Empresa 1');
    expect(screen.getByTestId('company-logo-fallback')).toBeInTheDocument();
  });

  it('has a menu toggle and a home action that loads the start page afresh (a link outside the router)', () => {
    renderWithProviders(<AppHeader />);

    expect(document.querySelector('ion-menu-button')).toHaveAttribute('aria-label', 'Abrir menú');
    const home = document.querySelector('ion-button[aria-label="Inicio"]');
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('router-link');
  });
});
