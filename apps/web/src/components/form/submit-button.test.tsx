import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

afterEach(() => act(() => onlineManager.setOnline(true)));

function renderForm(button: React.ReactNode) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <label>
        Ciudad
        <input name="city" />
      </label>
      {/* Two fields: with one, Enter would submit even without a submit button. */}
      <label>
        País
        <input name="country" />
      </label>
      {button}
    </form>,
  );
  return onSubmit;
}

describe('SubmitButton', () => {
  it('lets Enter in a field submit the form', async () => {
    const onSubmit = renderForm(<SubmitButton label="Guardar" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Cali{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses Enter while the form cannot be sent, and keeps the look the form gives it', async () => {
    const onSubmit = renderForm(
      <SubmitButton label="Buscar" isDisabled isBlock={false} className="search-form__submit" />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Cali{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const button = document.querySelector('ion-button');
    expect(button).toHaveClass('search-form__submit');
    expect(button).not.toHaveClass('submit-button');
    expect(button).not.toHaveAttribute('expand');
    expect(button).toHaveAttribute('disabled');
  });

  it('without a connection, says why and refuses Enter when the action needs the server', async () => {
    const onSubmit = renderForm(
      <SubmitButton label="Buscar" offlineNote="Sin conexión: necesitas internet." />,
    );
    // Once rendered: the first subscriber to the connection reads navigator.onLine again.
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText('Sin conexión: necesitas internet.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Cali{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
