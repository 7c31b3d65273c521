import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
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

function shownDays(modal: HTMLElement): HTMLElement[] {
  return within(modal)
    .queryAllByRole('button')
    .filter((button) => button.dataset.day !== undefined);
}

/** Turns the calendar's months one way until it shows `isoDate`, at most `maxTurns` times. */
async function turnMonthsUntilShown(
  modal: HTMLElement,
  isoDate: string,
  turn: 'Mes siguiente' | 'Mes anterior',
  maxTurns: number,
): Promise<void> {
  for (let turns = 0; !shownDays(modal).some((button) => button.dataset.day === isoDate); turns++) {
    if (turns === maxTurns) throw new Error(`The calendar never showed ${isoDate}.`);
    await userEvent.click(within(modal).getByRole('button', { name: turn }));
  }
}

/** Turns the calendar forward until it shows `isoDate`, and answers that day's button. */
export async function showDay(modal: HTMLElement, isoDate: string): Promise<HTMLElement> {
  await turnMonthsUntilShown(modal, isoDate, 'Mes siguiente', 24);
  return dayButton(modal, isoDate);
}

/**
 * Turns the calendar back to `today`'s month, whichever month it opened on, and checks that it offers today and no
 * day before it (on the 1st of a month no earlier day is shown at all).
 */
export async function expectNoPastDayOffered(modal: HTMLElement, today: string): Promise<void> {
  await turnMonthsUntilShown(modal, today, 'Mes anterior', 12);
  expect(dayButton(modal, today)).not.toHaveAttribute('aria-disabled');
  for (const pastDay of shownDays(modal).filter((button) => (button.dataset.day as string) < today)) {
    expect(pastDay).toHaveAttribute('aria-disabled', 'true');
  }
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
  for (const day of days) await userEvent.click(await showDay(modal, day));
  await userEvent.click(getIonButton('Aceptar', modal));
}
