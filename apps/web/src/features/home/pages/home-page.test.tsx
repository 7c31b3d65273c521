import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('invites a visitor to sign in or ask for a demo', async () => {
    renderWithProviders(<HomePage />);
    const main = await screen.findByRole('main');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(getIonButton('Iniciar sesión', main)).toHaveProperty('href', '/login');
    expect(getIonButton('Solicitar una demo', main)).toHaveProperty('href', '/tourism-form');
  });

  it('promises approvals as they work: in the app or from the e-mail, never "sin correos"', async () => {
    renderWithProviders(<HomePage />);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Aprobaciones en un toque' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/desde el correo que reciben/)).toBeInTheDocument();
    expect(screen.queryByText(/sin correos/i)).toBeNull();
  });

  it('answers the three frequent questions', async () => {
    renderWithProviders(<HomePage />);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Preguntas frecuentes' }),
    ).toBeInTheDocument();
    const questions = Array.from(
      document.querySelectorAll('details > summary'),
      (summary) => summary.textContent,
    );
    expect(questions).toEqual([
      '¿Puedo pagar mis viajes por descuento de nómina?',
      '¿Puedo pagar con la tarjeta corporativa de mi empresa?',
      '¿Se puede personalizar Travesía para mi empresa?',
    ]);
    expect(screen.getByText(/aprobado previamente/)).toBeInTheDocument();
  });

  it('sends a signed-in user to the flight search instead of the login', async () => {
    storeSignedInUser();
    renderWithProviders(<HomePage />);
    const main = await screen.findByRole('main');

    expect(getIonButton('Buscar vuelos', main)).toHaveProperty('href', '/flight-home');
  });
});
