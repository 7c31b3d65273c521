import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIonButton } from './render';

const LONG_DATE = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The calendar button of a `YYYY-MM-DD` day, named as a screen reader reads it. */
export function dayButton(modal: HTMLElement, isoDate: string): HTMLElement {
  return within(modal).getByRole('button', { name: LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`)) });
}

/** Opens the date field labelled `label`, answers its modal. */
export async function openDateRange(label: RegExp): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: label }));
  const modals = await screen.findAllByRole('heading', { level: 2 });
  const title = modals.find((heading) => label.test(heading.textContent ?? ''));
  if (!title) throw new Error(`No date modal for ${label}`);
  return title.closest('ion-modal') as HTMLElement;
}

/** Picks the days in order (turning months as needed) and applies them with 'Aceptar'. */
export async function pickDates(label: RegExp, days: string[]): Promise<void> {
  const modal = await openDateRange(label);
  for (const day of days) {
    while (
      !within(modal)
        .queryAllByRole('button')
        .some((button) => button.dataset.day === day)
    ) {
      await userEvent.click(within(modal).getByRole('button', { name: 'Mes siguiente' }));
    }
    await userEvent.click(dayButton(modal, day));
  }
  await userEvent.click(getIonButton('Aceptar', modal));
}
